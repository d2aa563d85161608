import { describe, expect, it } from 'vitest'
import { dayKey, dayNumber, parseDayStrict, parseInstant } from './iso-dates'

describe('parseInstant', () => {
  it.each([
    '2025-05-05T10:11:12.345Z',
    '2025-05-05T10:11:12Z',
    '1969-12-31T23:59:59.999Z',
    '2028-02-29T00:00:00.000Z',
    '2150-06-30T22:00:00.000Z',
    '0001-01-01T00:00:00Z',
    '2025-10-26T02:30:00+01:00',
  ])('reads %s as Date.parse does', (instant) => {
    expect(parseInstant(instant)).toBe(Date.parse(instant))
  })

  it.each([
    '2025-05-05T24:00:00.000Z',
    '2025-05-05T10:60:00.000Z',
    '2025-05-05T10:00:60.000Z',
    '2025-00-05T10:00:00.000Z',
    '2025-13-05T10:00:00.000Z',
    '2025-05-00T10:00:00.000Z',
    '2025-04-31T10:00:00.000Z',
    '2025-02-29T10:00:00.000Z',
    '2025-05-05T10:00:00.0x0Z',
    '2025-05-05T1:000:00.000Z',
    '2025/05/05T10:00:00.000Z',
    '2025-05-05 10:00:00.000Z',
    '2025-05-05T10-00:00.000Z',
    '2025-05-05T10:00:00,000Z',
    '20a5-05-05T10:00:00Z',
    '2025-0:-05T10:00:00Z', // ':' is the character after '9'
    'not a date',
    '',
  ])('refuses %j', (instant) => {
    expect(parseInstant(instant)).toBeNaN()
  })
})

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1969-12-31', -1],
    ['2025-03-30', 20_177],
    ['2028-02-29', 21_243],
    ['2100-03-01', 47_541],
  ])('%s is day %i', (day, index) => {
    expect(parseDayStrict(day)).toBe(index)
    expect(dayKey(index)).toBe(day)
    expect(index).toBe(Date.parse(`${day}T00:00:00Z`) / 86_400_000)
  })

  it('numbers every day of 1968-2102 as Date.UTC does, and nothing else', () => {
    for (let year = 1968; year <= 2102; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const utc = Date.UTC(year, month - 1, day)
          const exists = new Date(utc).getUTCDate() === day
          expect(dayNumber(year, month, day)).toBe(exists ? utc / 86_400_000 : Number.NaN)
        }
      }
    }
  })

  it.each(['2025-02-30', '2100-02-29', '2025-1-1', '2025-01-01T00:00:00Z', ''])(
    'refuses the day %j',
    (day) => {
      expect(() => parseDayStrict(day)).toThrow(RangeError)
    },
  )
})
