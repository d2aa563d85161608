import { describe, expect, it } from 'vitest'
import { courseUnlocksWeekly, courseWeeksAccess, nextWeekUnlock, weekAccess } from './course-unlock'

const started = new Date('2025-10-01T18:30:00+02:00')
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms)
const MINUTE = 60_000
const DAY = 86_400_000
const unlock = plus(started, 7 * DAY)

describe('weekAccess', () => {
  it.each([
    ['week 0 is always open', 0, null, started, true, null],
    ['week 0 ignores any start date', 0, started, started, true, null],
    [
      'week 1 without a started week 0 is locked, date unknown',
      1,
      null,
      plus(started, 30 * DAY),
      false,
      null,
    ],
    ['right after starting week 0', 1, started, started, false, unlock],
    ['one minute before 7 days', 1, started, plus(unlock, -MINUTE), false, unlock],
    ['one millisecond before 7 days', 1, started, plus(unlock, -1), false, unlock],
    ['exactly 7 days later', 1, started, unlock, true, unlock],
    ['long after', 5, started, plus(unlock, 100 * DAY), true, unlock],
  ])('%s', (_, weekIndex, previousWeekStartedAt, now, isUnlocked, unlocksAt) => {
    expect(weekAccess({ weekIndex, previousWeekStartedAt, now })).toEqual({ isUnlocked, unlocksAt })
  })

  it('counts 7 × 24 h across the autumn clock change (wall time shifts by an hour)', () => {
    const start = new Date('2025-10-20T18:00:00+02:00')
    const access = weekAccess({ weekIndex: 1, previousWeekStartedAt: start, now: start })
    expect(access.unlocksAt?.toISOString()).toBe(
      new Date('2025-10-27T17:00:00+01:00').toISOString(),
    )
  })
})

describe('courseUnlocksWeekly', () => {
  it.each([
    ['KED', true],
    ['PED', false],
    ['ZN', false],
  ] as const)('%s → %s', (key, weekly) => {
    expect(courseUnlocksWeekly(key)).toBe(weekly)
  })
})

describe('courseWeeksAccess', () => {
  const week1Started = plus(started, 8 * DAY)
  const now = plus(started, 10 * DAY)

  it('KED: each week depends on the start of the one before', () => {
    expect(courseWeeksAccess('KED', [started, week1Started, null, null], now)).toEqual([
      { isUnlocked: true, unlocksAt: null },
      { isUnlocked: true, unlocksAt: unlock },
      { isUnlocked: false, unlocksAt: plus(week1Started, 7 * DAY) },
      { isUnlocked: false, unlocksAt: null },
    ])
  })

  it.each(['PED', 'ZN'] as const)('%s: everything is open', (key) => {
    expect(courseWeeksAccess(key, [null, null, null], started)).toEqual([
      { isUnlocked: true, unlocksAt: null },
      { isUnlocked: true, unlocksAt: null },
      { isUnlocked: true, unlocksAt: null },
    ])
  })

  it('no weeks → no access entries', () => {
    expect(courseWeeksAccess('KED', [], now)).toEqual([])
  })
})

describe('nextWeekUnlock', () => {
  const a = new Date('2025-10-08T10:00:00Z')
  const b = new Date('2025-10-09T10:00:00Z')
  it.each([
    ['nothing locked', [{ isUnlocked: true, unlocksAt: null }], null],
    ['locked without a date', [{ isUnlocked: false, unlocksAt: null }], null],
    [
      'earliest scheduled unlock',
      [
        { isUnlocked: true, unlocksAt: new Date('2025-10-01T10:00:00Z') },
        { isUnlocked: false, unlocksAt: b },
        { isUnlocked: false, unlocksAt: a },
      ],
      a,
    ],
  ])('%s', (_, weeks, expected) => {
    expect(nextWeekUnlock(weeks)).toEqual(expected)
  })
})
