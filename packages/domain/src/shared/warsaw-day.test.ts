import { describe, expect, it } from 'vitest'
import { toWarsawDateKey, warsawParts } from './format'
import { dayKey } from './iso-dates'
import { seededRandom } from './seeded-random'
import { warsawDayIndex } from './warsaw-day'

const HOUR_MS = 3_600_000

/** Instants (ISO) whose table day differs from the Intl day of format.ts: none expected. */
function disagreements(instants: Iterable<number>): string[] {
  const wrong: string[] = []
  for (const ms of instants) {
    const day = dayKey(warsawDayIndex(ms))
    const expected = toWarsawDateKey(ms)
    if (day !== expected) wrong.push(`${new Date(ms).toISOString()}: ${day}, Intl ${expected}`)
  }
  return wrong
}

/** 01:00 UTC on the last Sunday of a month (1-12): when the EU rule changes the clocks. */
function changeover(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0))
  return Date.UTC(year, month - 1, last.getUTCDate() - last.getUTCDay(), 1)
}

const years = Array.from({ length: 16 }, (_, k) => 2020 + k)

describe('warsawDayIndex', () => {
  it('looks at real changeovers: Intl moves the clock at each of 2020-2035', () => {
    for (const year of years) {
      const spring = changeover(year, 3)
      const autumn = changeover(year, 10)
      expect([warsawParts(spring - 1000).hour, warsawParts(spring).hour]).toEqual([1, 3])
      expect([warsawParts(autumn - 1000).hour, warsawParts(autumn).hour]).toEqual([2, 2])
    }
  })

  it('agrees with Intl at every hour ±1 ms for three days around each changeover of 2020-2035', () => {
    const instants: number[] = []
    for (const year of years) {
      for (const at of [changeover(year, 3), changeover(year, 10)]) {
        for (let ms = at - 72 * HOUR_MS; ms <= at + 72 * HOUR_MS; ms += HOUR_MS) {
          instants.push(ms - 1, ms, ms + 1)
        }
      }
    }
    expect(instants.length).toBe(16 * 2 * 145 * 3)
    expect(disagreements(instants)).toEqual([])
  })

  it.each([
    ['1970-2099 (the table)', 1970, 2100, false],
    ['2020-2035, on an hour’s edge (where the day turns) or 1 ms before it', 2020, 2036, true],
    ['1900-1969 (before the table)', 1900, 1970, false],
    ['2100-2299 (after the table)', 2100, 2300, false],
  ])('agrees with Intl on 10 000 random instants of %s', (_name, fromYear, toYear, edge) => {
    const random = seededRandom(fromYear + Number(edge))
    const from = Date.UTC(fromYear, 0, 1)
    const span = Date.UTC(toYear, 0, 1) - from
    const instants = Array.from({ length: 10_000 }, (_, i) => {
      const ms = from + Math.floor(random() * span)
      return edge ? Math.floor(ms / HOUR_MS) * HOUR_MS - (i % 2) : ms
    })
    expect(disagreements(instants)).toEqual([])
  })
})
