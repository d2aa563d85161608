// @vitest-environment jsdom
import { Layers } from 'lucide-react'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '../../lib/testing/render'
import { StatTile } from './stat-tile'

afterEach(() => document.body.replaceChildren())

const hidden = (element: Element) => element.querySelector('.visually-hidden')?.textContent

describe('StatTile', () => {
  it('shows the number and its label, with a decorative icon', async () => {
    const { container } = await render(
      <StatTile value="1 234" label="Powtórzone fiszki" icon={Layers} />,
    )
    const tile = container.querySelector('.stat-tile')!
    expect(tile.querySelector('.stat-tile-value')?.textContent).toBe('1 234')
    expect(tile.querySelector('.stat-tile-label')?.textContent).toBe('Powtórzone fiszki')
    expect(tile.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(tile.querySelector('.stat-tile-trend')).toBeNull()
  })

  it.each([
    ['up', 'więcej niż w zeszłym tygodniu', 'stat-tile-trend-positive'],
    ['down', 'mniej niż w zeszłym tygodniu', 'stat-tile-trend-negative'],
    ['flat', 'tyle samo co w zeszłym tygodniu', 'stat-tile-trend-neutral'],
  ] as const)('says a trend %s in words', async (direction, words, tone) => {
    const { container } = await render(
      <StatTile value="12" label="Dni nauki" trend={{ direction }} />,
    )
    const trend = container.querySelector('.stat-tile-trend')!
    expect(hidden(trend)).toBe(words)
    expect(trend.classList).toContain(tone)
    expect(trend.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('shows the change and says its own description, coloured as the caller judges it', async () => {
    const { container } = await render(
      <StatTile
        value="3"
        label="Zaległe fiszki"
        trend={{
          direction: 'down',
          delta: '−2',
          description: 'mniej niż wczoraj',
          sentiment: 'positive',
        }}
      />,
    )
    const trend = container.querySelector('.stat-tile-trend')!
    expect(trend.textContent).toBe('−2, mniej niż wczoraj')
    expect(hidden(trend)).toBe(', mniej niż wczoraj')
    expect(trend.classList).toContain('stat-tile-trend-positive')
  })
})
