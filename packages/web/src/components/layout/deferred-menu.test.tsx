// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../lib/testing/render'
import { DeferredMenu, useStartTrigger, type MenuStart } from './deferred-menu'

function FakeMenu(start: MenuStart) {
  const trigger = useStartTrigger(start)
  return (
    <button ref={trigger} type="button" data-open={String(start.defaultOpen)}>
      Menu
    </button>
  )
}

/** The browser's idle callbacks, run when the test says so. */
let idleCallbacks: (() => void)[] = []
const becomeIdle = () =>
  act(async () => {
    for (const callback of idleCallbacks.splice(0)) callback()
  })

beforeEach(() => {
  idleCallbacks = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
})
afterEach(() => vi.unstubAllGlobals())

async function renderMenu() {
  const load = vi.fn(async () => ({ default: FakeMenu }))
  const view = await render(
    <DeferredMenu
      load={load}
      triggerClassName="placeholder"
      triggerContent="Menu"
      menu={({ default: Menu }, start) => <Menu {...start} />}
    />,
  )
  const button = () => view.container.querySelector('button')!
  return { ...view, load, button }
}

describe('a header menu loaded after the page (DeferredMenu)', () => {
  it('draws its placeholder until the browser is idle, then loads the menu, closed', async () => {
    const { load, button, unmount } = await renderMenu()
    expect(button().className).toBe('placeholder')
    expect(load).not.toHaveBeenCalled()
    await becomeIdle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(button().className).toBe('')
    expect(button().dataset.open).toBe('false')
    expect(document.activeElement).not.toBe(button())
    unmount()
  })

  it('loads at once on a click (Enter or Space) and opens the menu', async () => {
    const { load, button, unmount } = await renderMenu()
    await act(async () => button().click())
    expect(load).toHaveBeenCalledTimes(1)
    expect(button().dataset.open).toBe('true')
    unmount()
  })

  it('opens the menu on a press, even when the menu replaces the placeholder before the click', async () => {
    const { load, button, unmount } = await renderMenu()
    // The press also focuses the button, which loads the code; it arrives before the click.
    await act(async () => {
      // jsdom has no PointerEvent; React reads the type.
      button().dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
      button().focus()
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(button().className).toBe('')
    expect(button().dataset.open).toBe('true')
    // Open at once: the menu takes the focus, not its trigger.
    expect(document.activeElement).not.toBe(button())
    unmount()
  })

  it('loads at once when focused and hands the focus to the real trigger', async () => {
    const { load, button, unmount } = await renderMenu()
    await act(async () => button().focus())
    expect(load).toHaveBeenCalledTimes(1)
    expect(button().className).toBe('')
    expect(button().dataset.open).toBe('false')
    expect(document.activeElement).toBe(button())
    unmount()
  })
})
