// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../lib/testing/render'

// The chart chunk cannot be loaded (a failed download, a deploy that removed it).
vi.mock('./charts', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('a chart whose chunk fails (issue 30)', () => {
  it('shows the data as a table instead, and offers to load the chart again', async () => {
    // A fresh module: another test file of this worker may have loaded the charts already.
    vi.resetModules()
    const { ChartFrame } = await import('./chart-frame')
    const { container, unmount } = await render(
      <ChartFrame title="Dzień po dniu" chart={() => <p>wykres</p>} table={<p>tabela</p>} />,
    )
    await vi.waitFor(() => expect(container.textContent).toContain('Wczytaj wykres ponownie'), {
      timeout: 5000,
    })
    expect(container.textContent).toContain(
      'Nie udało się wczytać wykresu. Dane są w tabeli poniżej.',
    )
    const paragraphs = [...container.querySelectorAll('p')]
    expect(paragraphs.some((p) => p.textContent === 'wykres')).toBe(false)
    const table = paragraphs.find((p) => p.textContent === 'tabela')!
    expect(table.closest('[hidden]')).toBeNull()
    expect(container.textContent).not.toContain('Pokaż dane w tabeli')
    expect(container.textContent).toContain('Wczytaj wykres ponownie')
    unmount()
  })
})
