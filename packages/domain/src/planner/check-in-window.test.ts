import { describe, expect, it } from 'vitest'
import {
  checkInAcceptance,
  checkInPhase,
  checkInWindow,
  currentCheckIn,
  missedWeeks,
  mondayOf,
  shiftWeek,
  weekKeyOf,
  weekKeyOfDay,
  type CheckInSchedule,
} from './check-in-window'

const SUNDAY_18: CheckInSchedule = { checkInWeekday: 'SUN', checkInTime: '18:00' }
const iso = (date: Date) => date.toISOString()
const windowOf = (weekKey: string, schedule = SUNDAY_18) => {
  const w = checkInWindow(weekKey, schedule)
  return [iso(w.opensAt), iso(w.lateFrom), iso(w.closesAt)]
}

describe('week keys (ISO weeks of Warsaw days)', () => {
  it.each([
    ['2025-10-27', '2025-W44'],
    ['2025-11-02', '2025-W44'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
    ['2026-12-31', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2028-02-29', '2028-W09'],
  ])('%s is in %s', (day, week) => {
    expect(weekKeyOfDay(day)).toBe(week)
  })

  it.each([
    ['2025-10-26T22:59:59.999Z', '2025-W43'], // Sunday 23:59:59.999 CET
    ['2025-10-26T23:00:00.000Z', '2025-W44'], // Monday 00:00 CET
    ['2025-03-30T21:59:59.999Z', '2025-W13'], // Sunday 23:59:59.999 CEST, the 23-hour day
    ['2025-03-30T22:00:00.000Z', '2025-W14'],
    ['2024-12-29T23:00:00.000Z', '2025-W01'], // Monday 30.12.2024 00:00 CET
  ])('%s (Warsaw) is in %s', (instant, week) => {
    expect(weekKeyOf(new Date(instant))).toBe(week)
    expect(weekKeyOf(instant)).toBe(week)
  })

  it.each([
    ['2025-W44', '2025-10-27'],
    ['2025-W01', '2024-12-30'],
    ['2026-W53', '2026-12-28'],
    ['2020-W53', '2020-12-28'],
  ])('%s starts on %s', (week, monday) => {
    expect(mondayOf(week)).toBe(monday)
    expect(weekKeyOfDay(monday)).toBe(week)
  })

  it.each([
    ['2025-W52', 1, '2026-W01'],
    ['2026-W01', -1, '2025-W52'],
    ['2026-W52', 1, '2026-W53'],
    ['2026-W53', 1, '2027-W01'],
    ['2025-W44', 0, '2025-W44'],
    ['2025-W44', -52, '2024-W44'],
  ])('%s shifted by %d is %s', (week, by, shifted) => {
    expect(shiftWeek(week, by)).toBe(shifted)
  })

  it.each(['2025-W53', '2025-W00', '2025-10-27', ''])('refuses %j', (week) => {
    expect(() => mondayOf(week)).toThrow(RangeError)
  })
})

describe('checkInWindow: opens at the set Warsaw time, late from Monday, closed from Thursday', () => {
  it.each([
    // week, schedule, opens, late from (Monday 00:00), closes (Thursday 00:00)
    [
      '2025-W44',
      SUNDAY_18,
      '2025-11-02T17:00:00.000Z',
      '2025-11-02T23:00:00.000Z',
      '2025-11-05T23:00:00.000Z',
    ],
    [
      '2025-W28',
      SUNDAY_18,
      '2025-07-13T16:00:00.000Z',
      '2025-07-13T22:00:00.000Z',
      '2025-07-16T22:00:00.000Z',
    ],
    // The last Sunday of March: 18:00 CEST on the 23-hour day.
    [
      '2025-W13',
      SUNDAY_18,
      '2025-03-30T16:00:00.000Z',
      '2025-03-30T22:00:00.000Z',
      '2025-04-02T22:00:00.000Z',
    ],
    [
      '2025-W12',
      SUNDAY_18,
      '2025-03-23T17:00:00.000Z',
      '2025-03-23T23:00:00.000Z',
      '2025-03-26T23:00:00.000Z',
    ],
    [
      '2026-W13',
      SUNDAY_18,
      '2026-03-29T16:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      '2026-04-01T22:00:00.000Z',
    ],
    // The last Sunday of October: 18:00 CET on the 25-hour day.
    [
      '2025-W43',
      SUNDAY_18,
      '2025-10-26T17:00:00.000Z',
      '2025-10-26T23:00:00.000Z',
      '2025-10-29T23:00:00.000Z',
    ],
    [
      '2026-W43',
      SUNDAY_18,
      '2026-10-25T17:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
      '2026-10-28T23:00:00.000Z',
    ],
    // A time the March change skips moves on by the gap; October's repeated one is its first pass.
    [
      '2025-W13',
      { checkInWeekday: 'SUN', checkInTime: '02:30' },
      '2025-03-30T01:30:00.000Z',
      '2025-03-30T22:00:00.000Z',
      '2025-04-02T22:00:00.000Z',
    ],
    [
      '2025-W43',
      { checkInWeekday: 'SUN', checkInTime: '02:30' },
      '2025-10-26T00:30:00.000Z',
      '2025-10-26T23:00:00.000Z',
      '2025-10-29T23:00:00.000Z',
    ],
    // Earlier days open before the change and close after it.
    [
      '2025-W43',
      { checkInWeekday: 'FRI', checkInTime: '17:00' },
      '2025-10-24T15:00:00.000Z',
      '2025-10-26T23:00:00.000Z',
      '2025-10-29T23:00:00.000Z',
    ],
    [
      '2025-W13',
      { checkInWeekday: 'THU', checkInTime: '00:00' },
      '2025-03-26T23:00:00.000Z',
      '2025-03-30T22:00:00.000Z',
      '2025-04-02T22:00:00.000Z',
    ],
    [
      '2025-W13',
      { checkInWeekday: 'SAT', checkInTime: '23:59' },
      '2025-03-29T22:59:00.000Z',
      '2025-03-30T22:00:00.000Z',
      '2025-04-02T22:00:00.000Z',
    ],
  ] as const)('%s with %j', (week, schedule, opens, lateFrom, closes) => {
    expect(windowOf(week, schedule)).toEqual([opens, lateFrom, closes])
  })

  it.each([
    ['2025-10-26T16:59:59.999Z', 'UPCOMING'],
    ['2025-10-26T17:00:00.000Z', 'OPEN'],
    ['2025-10-26T22:59:59.999Z', 'OPEN'], // Sunday 23:59:59.999 CET
    ['2025-10-26T23:00:00.000Z', 'LATE'], // Monday 00:00
    ['2025-10-29T22:59:59.999Z', 'LATE'], // Wednesday 23:59:59.999
    ['2025-10-29T23:00:00.000Z', 'CLOSED'], // Thursday 00:00
  ])('week 2025-W43 at %s is %s', (now, phase) => {
    expect(checkInPhase(checkInWindow('2025-W43', SUNDAY_18), new Date(now))).toBe(phase)
  })
})

describe('currentCheckIn', () => {
  it.each([
    // now, saved weeks, week shown, state
    ['2025-10-26T16:00:00.000Z', [], '2025-W43', 'UPCOMING'],
    ['2025-10-26T17:00:00.000Z', [], '2025-W43', 'OPEN'],
    ['2025-10-26T17:00:00.000Z', ['2025-W43'], '2025-W43', 'SUBMITTED'],
    ['2025-10-27T10:00:00.000Z', [], '2025-W43', 'LATE'],
    ['2025-10-27T10:00:00.000Z', ['2025-W43'], '2025-W44', 'UPCOMING'],
    ['2025-10-29T22:59:59.999Z', [], '2025-W43', 'LATE'],
    ['2025-10-29T23:00:00.000Z', [], '2025-W44', 'UPCOMING'], // W43 missed
    ['2025-11-02T17:00:00.000Z', ['2025-W43'], '2025-W44', 'OPEN'],
    ['2025-11-02T17:00:00.000Z', ['2025-W44'], '2025-W44', 'SUBMITTED'],
    // Around the March change: the window opens at 18:00 CEST, lateness starts at Monday 00:00 CEST.
    ['2025-03-30T15:59:59.999Z', [], '2025-W13', 'UPCOMING'],
    ['2025-03-30T16:00:00.000Z', [], '2025-W13', 'OPEN'],
    ['2025-03-30T21:59:59.999Z', [], '2025-W13', 'OPEN'],
    ['2025-03-30T22:00:00.000Z', [], '2025-W13', 'LATE'],
    ['2025-03-30T22:00:00.000Z', ['2025-W13'], '2025-W14', 'UPCOMING'],
  ])('at %s with %j saved: %s %s', (now, saved, week, state) => {
    const current = currentCheckIn(new Date(now), SUNDAY_18, saved)
    expect([current.window.weekKey, current.state]).toEqual([week, state])
  })
})

describe('checkInAcceptance', () => {
  it.each([
    ['2025-10-26T16:59:59.999Z', { accepted: false, reason: 'NOT_YET' }],
    ['2025-10-26T17:00:00.000Z', { accepted: true, late: false }],
    ['2025-10-27T00:00:00.000Z', { accepted: true, late: true }],
    ['2025-10-29T22:59:59.999Z', { accepted: true, late: true }],
    ['2025-10-29T23:00:00.000Z', { accepted: false, reason: 'CLOSED' }],
  ])('a check-in for 2025-W43 at %s: %j', (now, answer) => {
    expect(checkInAcceptance('2025-W43', new Date(now), SUNDAY_18)).toEqual(answer)
  })
})

describe('missedWeeks', () => {
  it('lists closed weeks without a check-in, from the first week on', () => {
    const now = new Date('2025-10-30T10:00:00.000Z')
    expect(missedWeeks('2025-W40', now, SUNDAY_18, ['2025-W41', '2025-W43'])).toEqual([
      '2025-W40',
      '2025-W42',
    ])
    expect(missedWeeks('2025-W44', now, SUNDAY_18, [])).toEqual([])
  })

  it('walks over the new year', () => {
    const now = new Date('2026-01-08T10:00:00.000Z')
    expect(missedWeeks('2025-W51', now, SUNDAY_18, ['2025-W52'])).toEqual(['2025-W51', '2026-W01'])
  })
})
