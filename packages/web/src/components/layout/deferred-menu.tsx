import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useDeferredModule } from '../../lib/use-deferred-module'

/** How the loaded menu starts: open if its placeholder was pressed, focused if it had the focus. */
export interface MenuStart {
  defaultOpen: boolean
  focusTrigger: boolean
}

/**
 * A header dropdown whose code loads after the page's content (useDeferredModule). Until then its
 * trigger is drawn as a plain button with the same class and content: reaching for it (pointer,
 * focus) loads the code at once, a press opens the menu as soon as it is there, and focus on it
 * moves to the real trigger.
 */
export function DeferredMenu<M extends object>({
  load,
  triggerClassName,
  triggerContent,
  menu,
}: {
  load: () => Promise<M>
  /** The real trigger's class and content (./menu-triggers), so the swap moves nothing. */
  triggerClassName: string
  triggerContent: ReactNode
  menu: (module: M, start: MenuStart) => ReactNode
}) {
  const [reached, setReached] = useState(false)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  const module = useDeferredModule(load, reached)
  if (module) return menu(module, { defaultOpen: pressed, focusTrigger: focused })
  const open = () => {
    setPressed(true)
    setReached(true)
  }
  return (
    <button
      type="button"
      className={triggerClassName}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={() => setReached(true)}
      // A press opens it, as Radix's own trigger does: the code may arrive, and this button go,
      // before the press's click.
      onPointerDown={open}
      // A keyboard's Enter or Space.
      onClick={open}
      onFocus={() => {
        setFocused(true)
        setReached(true)
      }}
      onBlur={() => setFocused(false)}
    >
      {triggerContent}
    </button>
  )
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
