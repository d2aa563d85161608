// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../lib/testing/render'
import { ChartFrame } from './chart-frame'
import { DataTable } from './data-table'

const table = (
  <DataTable
    caption="Czas nauki dzień po dniu"
    columns={[{ header: 'Dzień' }, { header: 'Czas nauki', numeric: true }]}
    rows={[{ key: '2025-10-13', cells: ['pon. 13.10.2025', '45 min'] }]}
  />
)

describe('a chart with its table (issue 30)', () => {
  it("draws named bars and opens the table with 'Pokaż dane w tabeli'", async () => {
    const { container, unmount } = await render(
      <ChartFrame
        title="Dzień po dniu"
        chart={({ BarChart }) => (
          <BarChart
            label="Czas nauki dzień po dniu"
            formatValue={(value) => `${value} min`}
            data={[
              { key: '2025-10-13', tick: '13.10', value: 45, name: 'pon. 13.10.2025: 45 min' },
            ]}
          />
        )}
        table={table}
      />,
    )
    await vi.waitFor(() => expect(container.querySelector('[role="img"]')).not.toBeNull(), {
      timeout: 5000,
    })
    const bar = container.querySelector('[role="img"]')
    expect(bar?.getAttribute('aria-label')).toBe('pon. 13.10.2025: 45 min')
    const toggle = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Pokaż dane w tabeli',
    )!
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hasAttribute('hidden')).toBe(true)
    await act(async () => toggle.click())
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hasAttribute('hidden')).toBe(false)
    expect(panel.querySelector('caption')?.textContent).toBe('Czas nauki dzień po dniu')
    unmount()
  })
})
