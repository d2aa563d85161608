import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useDeferredModule } from '../../lib/use-deferred-module'

/** How the loaded menu starts: open if its placeholder was pressed, focused if it had the focus. */
export interface MenuStart {
  defaultOpen: boolean
  focusTrigger: boolean
}

/**
 * A header dropdown whose code loads after the page's content (useDeferredModule). Until then
 * `placeholder` draws the same trigger: reaching for it (pointer, focus) loads the code at once, a
 * press opens the menu as soon as it is there, and focus on it moves to the real trigger.
 */
export function DeferredMenu<M extends object>({
  load,
  placeholder,
  menu,
}: {
  load: () => Promise<M>
  placeholder: (handlers: {
    onPointerEnter: () => void
    onPointerDown: () => void
    onFocus: () => void
    onBlur: () => void
    onClick: () => void
  }) => ReactNode
  menu: (module: M, start: MenuStart) => ReactNode
}) {
  const [reached, setReached] = useState(false)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  const module = useDeferredModule(load, reached)
  const open = () => {
    setPressed(true)
    setReached(true)
  }
  if (module) return menu(module, { defaultOpen: pressed, focusTrigger: focused })
  return placeholder({
    onPointerEnter: () => setReached(true),
    // A press opens it, as Radix's own trigger does: the code may arrive, and the placeholder go,
    // before the press's click.
    onPointerDown: open,
    onFocus: () => {
      setFocused(true)
      setReached(true)
    },
    onBlur: () => setFocused(false),
    // A keyboard's Enter or Space.
    onClick: open,
  })
}

/**
 * The loaded menu's trigger: focused once on mount if its placeholder had the focus (the placeholder
 * is gone, and with it the focus). Not when it opens at once: the open menu takes the focus.
 */
export function useStartTrigger({ defaultOpen, focusTrigger }: MenuStart) {
  const trigger = useRef<HTMLButtonElement>(null)
  const focusOnMount = useRef(focusTrigger && !defaultOpen)
  useEffect(() => {
    if (focusOnMount.current) trigger.current?.focus()
  }, [])
  return trigger
}
