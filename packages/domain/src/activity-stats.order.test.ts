import { describe, expect, it } from 'vitest'
import { studySecondsByDay, type StudyEvent } from './activity-stats'
import { toWarsawDateKey } from './format'
import { seededRandom } from './seeded-random'

/** A plain loop over valid events: Intl per event, a Set of id@instant, sums in input order. */
function plain(events: readonly StudyEvent[]): [string, number][] {
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

describe('studySecondsByDay, checked in passes, sums as a plain loop does', () => {
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
    const expected = plain(events)
    expect(expected).toHaveLength(20)
    expect([...studySecondsByDay(events)]).toEqual(expected)
    // Another order of additions gives other last bits (smallest first; copies still come second).
    const smallestFirst = [...events].sort((a, b) => a.studySeconds - b.studySeconds)
    expect(plain(smallestFirst)).not.toEqual(expected)
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
