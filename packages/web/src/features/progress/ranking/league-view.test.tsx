import type { Ranking, RankingEntry } from '@app/contract/progress'
import { describe, expect, it } from 'vitest'
import { renderPageMarkup } from '../../../lib/testing/render-page-markup'
import { LeagueView } from './league-view'

const row = (place: number, xp: number, patch: Partial<RankingEntry> = {}): RankingEntry => ({
  place,
  displayName: `Uczeń ${place}`,
  avatarUrl: null,
  level: 4,
  xp,
  isMe: false,
  ...patch,
})

const WEEK = {
  week: '2025-W42',
  startsAt: '2025-10-12T22:00:00.000Z',
  endsAt: '2025-10-19T22:00:00.000Z',
}
const NOW = new Date('2025-10-17T16:59:00.000Z')

const top = Array.from({ length: 50 }, (_, i) => row(i + 1, 2000 - i * 10))
const me = row(73, 640, { displayName: 'Kuba N.', isMe: true })

const ranking = (patch: Partial<Ranking>): Ranking => ({
  ...WEEK,
  top,
  me: null,
  neighbours: [],
  participants: 412,
  myXp: 0,
  visible: true,
  ...patch,
})

const render = async (value: Ranking) =>
  (await renderPageMarkup(<LeagueView ranking={value} now={NOW} current />)).replace(/\u00a0/g, ' ')
const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('the weekly league (issue 30)', () => {
  it('names the week and what is left of it (to Monday 00:00 Warsaw)', async () => {
    const shown = text(await render(ranking({})))
    expect(shown).toContain('Liga tygodnia 13.10–19.10.2025')
    expect(shown).toContain('Do końca: 2 dni 5 godz.')
  })

  it("marks the caller's row in the top 50: aria-current, its look and '(Ty)'", async () => {
    const mine = row(12, 1890, { displayName: 'Kuba N.', isMe: true })
    const html = await render(
      ranking({ top: top.map((r) => (r.place === 12 ? mine : r)), me: mine, myXp: 1890 }),
    )
    expect(html.match(/aria-current="true"/g)).toHaveLength(1)
    expect(html).toMatch(/<tr class="ranking-me" aria-current="true">.*?Kuba N\..*? \(Ty\)/)
    expect(text(html)).toContain('Jesteś 12. z 412')
    expect(text(html)).not.toContain('Twoje miejsce i sąsiedzi')
  })

  it('below the top: the place and two rows each side', async () => {
    const neighbours = [row(71, 660), row(72, 650), row(74, 630), row(75, 620)]
    const html = await render(ranking({ me, neighbours, myXp: 640 }))
    expect(text(html)).toContain('Jesteś 73. z 412')
    const table = html.slice(html.indexOf('Twoje miejsce i sąsiedzi'))
    const places = [...table.matchAll(/class="ranking-place">(\d+)\./g)].map((m) => Number(m[1]))
    expect(places).toEqual([71, 72, 73, 74, 75])
    expect(table).toContain('aria-current="true"')
  })

  it('an opted-out user sees their XP and that they are not shown', async () => {
    const shown = text(await render(ranking({ visible: false, myXp: 1234 })))
    expect(shown).toContain('Nie jesteś widoczny w rankingu')
    expect(shown).toContain('Twoje XP w tym tygodniu: 1 234 XP')
    expect(shown).not.toContain('Jesteś ')
  })

  it('an empty week says so', async () => {
    const shown = text(await render(ranking({ top: [], participants: 0 })))
    expect(shown).toContain('Nikt jeszcze nie zdobył punktów w tym tygodniu.')
    expect(shown).not.toContain('Miejsce')
  })
})
