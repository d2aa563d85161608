import { describe, expect, it } from 'vitest'
import { seededRandom } from '../shared/seeded-random'
import { rankWeek, weekBounds, weekKeyOf, weekXp, type LeagueEntry } from './league'

describe('weekKeyOf: ISO weeks of Warsaw days', () => {
  it.each([
    { instant: '2024-12-29T22:59:59.999Z', week: '2024-W52' }, // Sun 29.12.2024 23:59 Warsaw
    { instant: '2024-12-29T23:00:00.000Z', week: '2025-W01' }, // Mon 30.12.2024 00:00 Warsaw
    { instant: '2025-01-01T12:00:00.000Z', week: '2025-W01' },
    { instant: '2025-10-19T21:59:59.000Z', week: '2025-W42' },
    { instant: '2025-10-19T22:00:00.000Z', week: '2025-W43' },
    { instant: '2025-10-26T22:59:59.000Z', week: '2025-W43' }, // Sun 26.10 23:59:59 CET
    { instant: '2025-10-26T23:00:00.000Z', week: '2025-W44' },
    { instant: '2026-03-22T22:59:59.000Z', week: '2026-W12' }, // Sun 22.03 23:59:59 CET
    { instant: '2026-03-22T23:00:00.000Z', week: '2026-W13' },
    { instant: '2026-03-29T21:59:59.000Z', week: '2026-W13' }, // Sun 29.03 23:59:59 CEST
    { instant: '2026-03-29T22:00:00.000Z', week: '2026-W14' },
    { instant: '2026-12-31T12:00:00.000Z', week: '2026-W53' },
    { instant: '2027-01-03T22:59:59.000Z', week: '2026-W53' },
    { instant: '2027-01-03T23:00:00.000Z', week: '2027-W01' },
  ])('$instant is in $week', ({ instant, week }) => {
    expect(weekKeyOf(instant)).toBe(week)
    expect(weekKeyOf(new Date(instant))).toBe(week)
  })
})

describe('weekBounds: Monday 00:00 to Monday 00:00 Warsaw', () => {
  it.each([
    {
      week: '2025-W43',
      start: '2025-10-19T22:00:00.000Z',
      end: '2025-10-26T23:00:00.000Z',
      hours: 169,
    },
    {
      week: '2026-W13',
      start: '2026-03-22T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
      hours: 167,
    },
    {
      week: '2025-W42',
      start: '2025-10-12T22:00:00.000Z',
      end: '2025-10-19T22:00:00.000Z',
      hours: 168,
    },
    {
      week: '2025-W01',
      start: '2024-12-29T23:00:00.000Z',
      end: '2025-01-05T23:00:00.000Z',
      hours: 168,
    },
    {
      week: '2026-W53',
      start: '2026-12-27T23:00:00.000Z',
      end: '2027-01-03T23:00:00.000Z',
      hours: 168,
    },
  ])('$week lasts $hours h', ({ week, start, end, hours }) => {
    const bounds = weekBounds(week)
    expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([start, end])
    expect((bounds.end.getTime() - bounds.start.getTime()) / 3_600_000).toBe(hours)
    expect(weekKeyOf(bounds.start)).toBe(week)
    expect(weekKeyOf(new Date(bounds.end.getTime() - 1))).toBe(week)
  })

  it.each(['2025-W53', '2025-W00', '2025-43', 'tydzień'])('%s is not a week', (week) => {
    expect(() => weekBounds(week)).toThrow(RangeError)
  })
})

describe('weekXp', () => {
  const days = [
    { date: '2025-10-19', xp: 40, reachedAt: '2025-10-19T18:00:00.000Z' }, // Sunday of W42
    { date: '2025-10-20', xp: 30, reachedAt: '2025-10-20T18:00:00.000Z' },
    { date: '2025-10-26', xp: 20, reachedAt: '2025-10-26T22:30:00.000Z' }, // DST Sunday, 23:30
    { date: '2025-10-27', xp: 10, reachedAt: '2025-10-27T07:00:00.000Z' },
  ]

  it.each([
    { week: '2025-W42', xp: 40, reachedAt: '2025-10-19T18:00:00.000Z' },
    { week: '2025-W43', xp: 50, reachedAt: '2025-10-26T22:30:00.000Z' },
    { week: '2025-W44', xp: 10, reachedAt: '2025-10-27T07:00:00.000Z' },
    { week: '2025-W45', xp: 0, reachedAt: null },
  ])('$week: $xp XP', ({ week, xp, reachedAt }) => {
    expect(weekXp(days, week)).toEqual({ xp, reachedAt })
  })
})

const T0 = Date.parse('2025-10-20T08:00:00.000Z')
const entry = (
  userId: string,
  xp: number,
  minute = 0,
  more: Partial<LeagueEntry> = {},
): LeagueEntry => ({
  userId,
  xp,
  reachedAt: new Date(T0 + minute * 60_000).toISOString(),
  isStudent: true,
  showInRanking: true,
  ...more,
})
const rows = (ranked: { userId: string; place: number }[]) =>
  ranked.map((r) => `${r.place}:${r.userId}`)

describe('rankWeek', () => {
  it('equal XP share a place (1, 2, 2, 4); who got there first comes first', () => {
    const result = rankWeek(
      [entry('d', 10), entry('c', 20, 5), entry('a', 30), entry('b', 20, 1)],
      null,
    )
    expect(rows(result.top)).toEqual(['1:a', '2:b', '2:c', '4:d'])
    expect(result.top.map((r) => r.xp)).toEqual([30, 20, 20, 10])
    expect(result).toMatchObject({ me: null, neighbours: [], participants: 4 })
  })

  it('the same XP at the same instant is ordered by id, whatever the input order', () => {
    const entries = [entry('y', 5), entry('x', 5), entry('z', 5)]
    expect(rows(rankWeek(entries, null).top)).toEqual(['1:x', '1:y', '1:z'])
    expect(rows(rankWeek([...entries].reverse(), null).top)).toEqual(['1:x', '1:y', '1:z'])
  })

  it('only students who show themselves and have XP take part', () => {
    const entries = [
      entry('student', 10),
      entry('opted-out', 50, 0, { showInRanking: false }),
      entry('parent', 40, 0, { isStudent: false }),
      entry('staff', 30, 0, { isStudent: false, showInRanking: false }),
      entry('idle', 0),
    ]
    for (const me of ['opted-out', 'parent', 'idle', 'nobody']) {
      expect(rankWeek(entries, me)).toEqual({
        top: [{ userId: 'student', place: 1, xp: 10 }],
        me: null,
        neighbours: [],
        participants: 1,
      })
    }
  })

  it('nobody with XP: an empty week', () => {
    expect(rankWeek([entry('idle', 0)], 'idle')).toEqual({
      top: [],
      me: null,
      neighbours: [],
      participants: 0,
    })
  })

  // u00 has 100 XP, u01 99 … u19 81; u05 and u06 share 95 (u05 earlier).
  const field = Array.from({ length: 20 }, (_, i) =>
    entry(`u${String(i).padStart(2, '0')}`, i === 6 ? 95 : 100 - i, i),
  )

  it('me inside the top: my row, no neighbours', () => {
    const result = rankWeek(field, 'u06', 10)
    expect(result.me).toEqual({ userId: 'u06', place: 6, xp: 95 })
    expect(rows(result.top).slice(4, 8)).toEqual(['5:u04', '6:u05', '6:u06', '8:u07'])
    expect(result.neighbours).toEqual([])
    expect(result.participants).toBe(20)
  })

  it.each([
    { me: 'u12', neighbours: ['11:u10', '12:u11', '14:u13', '15:u14'] },
    { me: 'u10', neighbours: ['9:u08', '10:u09', '12:u11', '13:u12'] }, // just outside the top
    { me: 'u18', neighbours: ['17:u16', '18:u17', '20:u19'] },
    { me: 'u19', neighbours: ['18:u17', '19:u18'] }, // last
  ])('me outside the top ($me): two above and two below', ({ me, neighbours }) => {
    const result = rankWeek(field, me, 10)
    expect(result.top).toHaveLength(10)
    expect(rows(result.neighbours)).toEqual(neighbours)
    expect(result.me?.place).toBe(Number(me.slice(1)) + 1)
  })

  it('a tie across the edge of the top: the later one is outside, on the same place', () => {
    const entries = [entry('a', 30), entry('b', 20, 1), entry('me', 20, 2), entry('c', 10, 3)]
    const result = rankWeek(entries, 'me', 2)
    expect(rows(result.top)).toEqual(['1:a', '2:b'])
    expect(result.me).toEqual({ userId: 'me', place: 2, xp: 20 })
    expect(rows(result.neighbours)).toEqual(['1:a', '2:b', '4:c'])
  })

  it('takes any iterable and shows the top 50 by default', () => {
    function* many() {
      for (let i = 0; i < 120; i++) yield entry(`u${i}`, 1000 - i, i)
    }
    const result = rankWeek(many(), 'u99')
    expect(result.top).toHaveLength(50)
    expect(result.top[49]).toEqual({ userId: 'u49', place: 50, xp: 951 })
    expect(result.me).toEqual({ userId: 'u99', place: 100, xp: 901 })
    expect(result.participants).toBe(120)
  })

  it('agrees with a full sort on random fields with many ties', () => {
    const random = seededRandom(3001)
    for (let round = 0; round < 50; round++) {
      const n = 1 + Math.floor(random() * 200)
      const entries = Array.from({ length: n }, (_, i) =>
        entry(`u${i}`, Math.floor(random() * 8), Math.floor(random() * 5), {
          showInRanking: random() > 0.1,
          isStudent: random() > 0.05,
        }),
      )
      const me = `u${Math.floor(random() * n)}`
      const top = 1 + Math.floor(random() * 20)
      expect(rankWeek(entries, me, top)).toEqual(reference(entries, me, top))
    }
  })
})

/** The ranking by sorting everyone: the definition rankWeek must match. */
function reference(entries: LeagueEntry[], me: string, top: number) {
  const sorted = entries
    .filter((e) => e.isStudent && e.showInRanking && e.xp > 0)
    .sort(
      (a, b) =>
        b.xp - a.xp || a.reachedAt.localeCompare(b.reachedAt) || (a.userId < b.userId ? -1 : 1),
    )
  const ranked = sorted.map((e) => ({
    userId: e.userId,
    place: 1 + sorted.filter((o) => o.xp > e.xp).length,
    xp: e.xp,
  }))
  const at = ranked.findIndex((r) => r.userId === me)
  const outside = at >= top
  return {
    top: ranked.slice(0, top),
    me: at < 0 ? null : ranked[at],
    neighbours:
      at >= 0 && outside
        ? [...ranked.slice(Math.max(0, at - 2), at), ...ranked.slice(at + 1, at + 3)]
        : [],
    participants: sorted.length,
  }
}
