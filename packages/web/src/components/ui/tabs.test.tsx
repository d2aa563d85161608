// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../lib/testing/render'
import { Tabs } from './tabs'

afterEach(() => document.body.replaceChildren())

const ITEMS = [
  { value: 'cards', label: 'Fiszki', content: <p>Lista fiszek</p> },
  { value: 'stats', label: 'Statystyki', content: <p>Wykres</p> },
  { value: 'export', label: 'Eksport', content: <p>Pobierz</p> },
] as const

const tabs = (container: HTMLElement) => [...container.querySelectorAll('[role="tab"]')]

/** A key press on a tab; Radix moves the focus in a timeout, so the test waits one out. */
async function key(target: Element, key: string) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('Tabs', () => {
  it('is a named tab list with the first tab open and its panel labelled by it', async () => {
    const { container } = await render(<Tabs label="Widok talii" items={ITEMS} />)
    const list = container.querySelector('[role="tablist"]')!
    expect(list.getAttribute('aria-label')).toBe('Widok talii')
    expect(tabs(container).map((tab) => tab.textContent)).toEqual([
      'Fiszki',
      'Statystyki',
      'Eksport',
    ])
    const [first] = tabs(container)
    expect(first!.getAttribute('aria-selected')).toBe('true')
    const panel = container.querySelector('[role="tabpanel"]:not([hidden])')!
    expect(panel.textContent).toBe('Lista fiszek')
    expect(panel.getAttribute('aria-labelledby')).toBe(first!.id)
    expect(first!.getAttribute('aria-controls')).toBe(panel.id)
  })

  it('moves with the arrow keys and opens the focused tab', async () => {
    const onValueChange = vi.fn()
    const { container } = await render(
      <Tabs label="Widok talii" items={ITEMS} onValueChange={onValueChange} />,
    )
    const [first, second, third] = tabs(container) as HTMLElement[]
    act(() => first!.focus())
    await key(first!, 'ArrowRight')
    expect(document.activeElement).toBe(second)
    expect(second!.getAttribute('aria-selected')).toBe('true')
    expect(onValueChange).toHaveBeenLastCalledWith('stats')
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')?.textContent).toBe('Wykres')
    await key(second!, 'End')
    expect(document.activeElement).toBe(third)
    // One tab stop: only the open tab is in the tab order.
    expect(tabs(container).map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0'])
  })

  it('opens the tab it is given when controlled', async () => {
    const { container } = await render(
      <Tabs label="Widok talii" items={ITEMS} value="export" onValueChange={() => {}} />,
    )
    expect(tabs(container)[2]!.getAttribute('aria-selected')).toBe('true')
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')?.textContent).toBe('Pobierz')
  })
})
