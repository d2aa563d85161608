import { describe, expect, it } from 'vitest'
import { dayPlanEmailAt, nextDateKey, nextDayPlanEmail } from './day-plan-email'

describe('the day plan e-mail', () => {
  it.each([
    ['a winter day', '2025-12-01', '2025-12-01T06:00:00.000Z'],
    ['a summer day', '2025-07-01', '2025-07-01T05:00:00.000Z'],
    ['the Sunday the clocks go forward', '2026-03-29', '2026-03-29T05:00:00.000Z'],
    ['the Sunday the clocks go back', '2025-10-26', '2025-10-26T06:00:00.000Z'],
  ])('goes at 07:00 Warsaw on %s', (_name, day, at) => {
    expect(dayPlanEmailAt(day).toISOString()).toBe(at)
  })

  it.each([
    ['before 07:00: today', '2025-10-15T04:59:59.999Z', '2025-10-15'],
    ['at 07:00: tomorrow', '2025-10-15T05:00:00.000Z', '2025-10-16'],
    ['in the evening: tomorrow', '2025-10-15T20:00:00.000Z', '2025-10-16'],
    [
      'after midnight Warsaw, still the day before in UTC',
      '2025-10-15T22:30:00.000Z',
      '2025-10-16',
    ],
  ])('is next %s', (_name, now, day) => {
    expect(nextDayPlanEmail(Date.parse(now))).toEqual({ dateKey: day, at: dayPlanEmailAt(day) })
  })

  it('steps over month and year ends', () => {
    expect([
      nextDateKey('2025-10-31'),
      nextDateKey('2025-12-31'),
      nextDateKey('2028-02-28'),
    ]).toEqual(['2025-11-01', '2026-01-01', '2028-02-29'])
  })
})
