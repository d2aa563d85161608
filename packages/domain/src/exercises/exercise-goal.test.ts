import { describe, expect, it } from 'vitest'
import { fromWarsawLocal } from '../shared/format'
import { dailyGoalLabel, dailyGoalProgress } from './exercise-goal'

const at = (iso: string) => ({ at: iso })
const warsaw = (y: number, m: number, d: number, h = 0, min = 0) =>
  fromWarsawLocal(y, m, d, h, min).toISOString()

describe('dailyGoalProgress: solved per Warsaw day', () => {
  it('counts only today’s solved exercises and says when the goal is reached', () => {
    const now = new Date('2026-11-28T12:00:00.000Z') // 13:00 in Warsaw
    const solved = [
      at('2026-11-28T08:00:00.000Z'),
      at('2026-11-28T11:59:59.999Z'),
      at('2026-11-27T12:00:00.000Z'),
    ]
    expect(dailyGoalProgress(solved, 5, now)).toEqual({ solvedToday: 2, goal: 5, reached: false })
    expect(dailyGoalProgress(solved, 2, now)).toEqual({ solvedToday: 2, goal: 2, reached: true })
    expect(dailyGoalProgress([], 3, now)).toEqual({ solvedToday: 0, goal: 3, reached: false })
  })

  it.each([
    // winter (UTC+1): Warsaw midnight is 23:00 UTC the day before
    [
      'winter midnight',
      '2026-01-15T22:59:59.999Z',
      '2026-01-15T23:00:00.000Z',
      '2026-01-16T10:00:00Z',
    ],
    // summer (UTC+2): 22:00 UTC
    [
      'summer midnight',
      '2026-07-15T21:59:59.999Z',
      '2026-07-15T22:00:00.000Z',
      '2026-07-16T10:00:00Z',
    ],
  ])(
    '%s: the last millisecond of yesterday does not count, midnight does',
    (_, before, midnight, now) => {
      expect(dailyGoalProgress([at(before)], 1, new Date(now)).solvedToday).toBe(0)
      expect(dailyGoalProgress([at(midnight)], 1, new Date(now)).solvedToday).toBe(1)
    },
  )

  it('at 00:30 in Warsaw (23:30 UTC the day before) an exercise solved at 00:10 is today’s', () => {
    const now = new Date(warsaw(2026, 11, 28, 0, 30))
    expect(now.toISOString()).toBe('2026-11-27T23:30:00.000Z')
    const solved = [at(warsaw(2026, 11, 28, 0, 10)), at(warsaw(2026, 11, 27, 23, 50))]
    expect(dailyGoalProgress(solved, 5, now).solvedToday).toBe(1)
  })

  // The last Sunday of March 2026 is the 29th: 02:00 → 03:00, a 23-hour day.
  it('spring forward: the 23-hour day of 29 March 2026 counts from midnight to midnight', () => {
    const day = [
      at(warsaw(2026, 3, 29, 0, 0)), // 2026-03-28T23:00Z
      at('2026-03-29T00:59:59.999Z'), // 01:59:59 CET
      at('2026-03-29T01:00:00.000Z'), // 03:00 CEST
      at(warsaw(2026, 3, 29, 23, 59)), // 21:59Z
    ]
    const outside = [at('2026-03-28T22:59:59.999Z'), at(warsaw(2026, 3, 30, 0, 0))]
    expect(warsaw(2026, 3, 30, 0, 0)).toBe('2026-03-29T22:00:00.000Z')
    for (const now of [
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T12:00:00Z',
      '2026-03-29T21:59:59Z',
    ]) {
      expect(dailyGoalProgress([...day, ...outside], 4, new Date(now))).toEqual({
        solvedToday: 4,
        goal: 4,
        reached: true,
      })
    }
  })

  // The last Sunday of October 2026 is the 25th: 03:00 → 02:00, a 25-hour day.
  it('fall back: the 25-hour day of 25 October 2026, the repeated hour counted once each', () => {
    const day = [
      at('2026-10-24T22:00:00.000Z'), // 00:00 CEST
      at('2026-10-25T00:30:00.000Z'), // 02:30 CEST
      at('2026-10-25T01:30:00.000Z'), // 02:30 CET, the same wall time again
      at('2026-10-25T22:59:59.999Z'), // 23:59:59 CET
    ]
    const outside = [at('2026-10-24T21:59:59.999Z'), at('2026-10-25T23:00:00.000Z')]
    expect(warsaw(2026, 10, 26, 0, 0)).toBe('2026-10-25T23:00:00.000Z')
    for (const now of [
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T01:45:00Z',
      '2026-10-25T22:59:00Z',
    ]) {
      expect(dailyGoalProgress([...day, ...outside], 5, new Date(now)).solvedToday).toBe(4)
    }
    // The next day begins at 23:00 UTC.
    expect(
      dailyGoalProgress([...day, ...outside], 5, new Date('2026-10-25T23:00:00Z')).solvedToday,
    ).toBe(1)
  })

  it('takes now as epoch milliseconds too, and skips an unreadable instant', () => {
    const now = Date.parse('2026-11-28T12:00:00Z')
    expect(dailyGoalProgress([at('2026-11-28T10:00:00Z'), at('nie data')], 1, now)).toEqual({
      solvedToday: 1,
      goal: 1,
      reached: true,
    })
  })
})

it('dailyGoalLabel: the header’s words', () => {
  expect(dailyGoalLabel({ solvedToday: 2, goal: 5, reached: false })).toBe('Dziś rozwiązane: 2 z 5')
})
