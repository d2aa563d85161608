import { describe, expect, it } from 'vitest'
import { warsawDay, warsawWeekStart } from './activity-stats'
import { toWarsawDateKey } from '../shared/format'

describe('warsawDay', () => {
  it.each([
    // Winter (UTC+1): the last millisecond of a day and the first of the next.
    ['2025-01-15T22:59:59.999Z', '2025-01-15'],
    ['2025-01-15T23:00:00.000Z', '2025-01-16'],
    // Summer (UTC+2).
    ['2025-07-15T21:59:59.999Z', '2025-07-15'],
    ['2025-07-15T22:00:00.000Z', '2025-07-16'],
    // 30.03.2025, DST start: 00:00 CET to 24:00 CEST is 23 hours, 02:00-03:00 never happens.
    ['2025-03-29T22:59:59.999Z', '2025-03-29'],
    ['2025-03-29T23:00:00.000Z', '2025-03-30'],
    ['2025-03-30T00:59:59.999Z', '2025-03-30'], // 01:59:59.999 CET
    ['2025-03-30T01:00:00.000Z', '2025-03-30'], // 03:00 CEST
    ['2025-03-30T21:59:59.999Z', '2025-03-30'],
    ['2025-03-30T22:00:00.000Z', '2025-03-31'],
    // 26.10.2025, DST end: 25 hours, 02:30 happens twice.
    ['2025-10-25T21:59:59.999Z', '2025-10-25'],
    ['2025-10-25T22:00:00.000Z', '2025-10-26'],
    ['2025-10-26T00:30:00.000Z', '2025-10-26'], // 02:30 CEST
    ['2025-10-26T01:30:00.000Z', '2025-10-26'], // 02:30 CET
    ['2025-10-26T22:59:59.999Z', '2025-10-26'],
    ['2025-10-26T23:00:00.000Z', '2025-10-27'],
    // Leap day 2028 and the year boundary.
    ['2028-02-28T22:59:59.999Z', '2028-02-28'],
    ['2028-02-28T23:00:00.000Z', '2028-02-29'],
    ['2028-02-29T22:59:59.999Z', '2028-02-29'],
    ['2028-02-29T23:00:00.000Z', '2028-03-01'],
    ['2025-12-31T22:59:59.999Z', '2025-12-31'],
    ['2025-12-31T23:00:00.000Z', '2026-01-01'],
    // Without milliseconds, and with an offset (read by Date.parse).
    ['2025-12-31T23:00:00Z', '2026-01-01'],
    ['2025-10-26T02:30:00+01:00', '2025-10-26'],
  ])('%s is %s in Warsaw', (instant, day) => {
    expect(warsawDay(instant)).toBe(day)
    expect(warsawDay(new Date(instant))).toBe(day)
  })

  it('agrees with format.ts around every hour of 2025 and 2028', () => {
    for (const year of [2025, 2028]) {
      for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += 3_600_000) {
        for (const at of [ms - 1, ms]) expect(warsawDay(new Date(at))).toBe(toWarsawDateKey(at))
      }
    }
  })

  it.each(['', 'yesterday', '2025-02-30T12:00:00.000Z', '2025-13-01T12:00:00Z'])(
    'refuses %j',
    (instant) => {
      expect(() => warsawDay(instant)).toThrow(RangeError)
    },
  )
})

describe('warsawWeekStart', () => {
  it.each([
    ['2025-03-24', '2025-03-24'], // a Monday is its own week start
    ['2025-03-30', '2025-03-24'], // DST start, a Sunday
    ['2025-10-26', '2025-10-20'], // DST end, a Sunday
    ['2028-02-29', '2028-02-28'], // leap day, a Tuesday
    ['2028-03-05', '2028-02-28'], // the Sunday of that week
    ['2028-03-06', '2028-03-06'],
    ['2026-01-01', '2025-12-29'], // the week crosses the year boundary
    ['2026-01-04', '2025-12-29'],
  ])('%s → %s', (day, monday) => {
    expect(warsawWeekStart(day)).toBe(monday)
  })

  it.each(['2025-02-30', '2027-02-29', '2025-1-1', '2025-01-01T00:00:00Z'])('refuses %s', (day) => {
    expect(() => warsawWeekStart(day)).toThrow(RangeError)
  })
})
