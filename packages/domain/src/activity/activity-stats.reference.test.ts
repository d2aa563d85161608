import { describe, expect, it } from 'vitest'
import { studySecondsByDay, type StudyEvent } from './activity-stats'
import { toWarsawDateKey } from '../shared/format'
import { seededRandom } from '../shared/seeded-random'

/** The plain way: Intl per event, a Set of id@instant for copies. */
function reference(events: readonly StudyEvent[]): [string, number][] {
  const seen = new Set<string>()
  const days = new Map<string, number>()
  for (const e of events) {
    const ms = Date.parse(e.occurredAt)
    if (e.id !== undefined) {
      if (seen.has(`${e.id}@${ms}`)) continue
      seen.add(`${e.id}@${ms}`)
    }
    const day = toWarsawDateKey(ms)
    days.set(day, (days.get(day) ?? 0) + e.studySeconds)
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b))
}

describe('studySecondsByDay against a plain reference', () => {
  it('agrees on 3 000 mixed events: both changeovers, far years, copies, reused ids', () => {
    const random = seededRandom(15)
    const events: StudyEvent[] = []
    for (let i = 0; i < 3_000; i++) {
      // Mostly 2025; some outside the day table (before 1970, after 2099).
      const year = random() < 0.9 ? 2025 : 1900 + Math.floor(random() * 300)
      const ms = Date.UTC(year, 0, 1) + Math.floor(random() * 365 * 86_400_000)
      const iso = new Date(ms).toISOString()
      // A small pool of ids: the same id also comes at other instants (not a copy).
      const id = random() < 0.8 ? `e${Math.floor(random() * 2_500)}` : undefined
      const occurredAt = random() < 0.5 ? iso : iso.replace(/\.\d{3}Z$/, 'Z')
      events.push({ ...(id && { id }), occurredAt, studySeconds: 1 + Math.floor(random() * 900) })
      if (random() < 0.05) events.push({ ...(events.at(-1) as StudyEvent) })
    }
    const expected = reference(events)
    expect(expected.length).toBeGreaterThan(300)
    expect([...studySecondsByDay(events)]).toEqual(expected)
    expect([...studySecondsByDay(new Set([...events].reverse()))]).toEqual(expected)
  })

  it('reads instants before 1970 and after 2099 (outside the day table) exactly', () => {
    const events = [
      '1969-12-31T22:59:59.999Z',
      '1969-12-31T23:00:00.000Z',
      '1950-07-01T21:30:00.000Z',
      '2100-01-01T00:00:00.000Z',
      '2150-06-30T21:59:59.999Z',
      '2150-06-30T22:00:00.000Z',
      '2025-06-30T22:00:00.000Z',
    ].map((occurredAt, i) => ({ occurredAt, studySeconds: 2 ** i }))
    expect([...studySecondsByDay(events)]).toEqual(reference(events))
    expect(studySecondsByDay(events).get('2150-07-01')).toBe(32)
    expect(studySecondsByDay(events).get('1970-01-01')).toBe(2)
  })

  it('tells a copy from the same id 2^32 ms later (equal low 32 bits of the instant)', () => {
    const at = Date.UTC(2025, 4, 5, 10)
    const a = { id: 'evt-a', occurredAt: new Date(at).toISOString(), studySeconds: 400 }
    const b = { id: 'evt-a', occurredAt: new Date(at + 2 ** 32).toISOString(), studySeconds: 100 }
    expect([...studySecondsByDay([a, b, { ...b }]).values()]).toEqual([400, 100])
  })

  it('adds fractions of seconds in input order, to the last bit; the first of two copies counts', () => {
    const random = seededRandom(2026)
    const start = Date.UTC(2025, 9, 14, 22) // 15.10.2025 00:00 in Warsaw
    const events: StudyEvent[] = []
    // Seconds to the millisecond, like a player reports them: most are not exact in binary.
    const seconds = () => Math.round(random() * 600_000) / 1000
    while (events.length < 30_000) {
      // 20 days around the October changeover, ids from a pool (reused at other instants).
      const ms = start + Math.floor(random() * 20 * 86_400_000)
      const id = random() < 0.9 ? `e${Math.floor(random() * 25_000)}` : undefined
      const event = { ...(id && { id }), occurredAt: new Date(ms).toISOString() }
      const studySeconds = seconds()
      events.push({ ...event, studySeconds })
      // A copy that reports other seconds: it does not count, whatever it says.
      if (random() < 0.02) events.push({ ...event, studySeconds: studySeconds + 1 })
    }
    const expected = reference(events)
    expect(expected).toHaveLength(20)
    expect([...studySecondsByDay(events)]).toEqual(expected)
    // Another order of additions gives other last bits (smallest first; copies still come second).
    const smallestFirst = [...events].sort((a, b) => a.studySeconds - b.studySeconds)
    expect(reference(smallestFirst)).not.toEqual(expected)
  })

  it('tells apart events at one instant by id (every hash the same), copies among them', () => {
    const occurredAt = '2025-03-30T00:59:59.999Z'
    const events = Array.from({ length: 3_000 }, (_, i) => ({
      id: `e${i % 2_000}`,
      occurredAt,
      studySeconds: 1,
    }))
    const withoutIds = events.map(({ occurredAt, studySeconds }) => ({ occurredAt, studySeconds }))
    expect([...studySecondsByDay(events)]).toEqual([['2025-03-30', 2_000]])
    expect([...studySecondsByDay(withoutIds)]).toEqual([['2025-03-30', 3_000]])
  })
})
