import { describe, expect, it } from 'vitest'
import { nextConsultation, nextConsultations } from './consultations'
import { formatWarsawDateTime, polishWeekday } from './format'

const iso = (dates: Date[]) => dates.map((date) => date.toISOString())

describe('nextConsultations', () => {
  it.each([
    ['Wednesday', '2025-10-01T10:00:00Z', ['2025-10-04T15:00:00.000Z', '2025-10-11T15:00:00.000Z']],
    [
      'Saturday morning',
      '2025-10-04T08:00:00Z',
      ['2025-10-04T15:00:00.000Z', '2025-10-11T15:00:00.000Z'],
    ],
    [
      'Saturday 16:59:59.999',
      '2025-10-04T14:59:59.999Z',
      ['2025-10-04T15:00:00.000Z', '2025-10-11T15:00:00.000Z'],
    ],
    [
      'Saturday exactly 17:00 (started → next week)',
      '2025-10-04T15:00:00Z',
      ['2025-10-11T15:00:00.000Z', '2025-10-18T15:00:00.000Z'],
    ],
    [
      'Saturday evening',
      '2025-10-04T18:00:00Z',
      ['2025-10-11T15:00:00.000Z', '2025-10-18T15:00:00.000Z'],
    ],
    [
      'Friday 23:30 UTC is Saturday 01:30 in Warsaw',
      '2025-10-03T23:30:00Z',
      ['2025-10-04T15:00:00.000Z', '2025-10-11T15:00:00.000Z'],
    ],
    ['Sunday', '2025-10-05T10:00:00Z', ['2025-10-11T15:00:00.000Z', '2025-10-18T15:00:00.000Z']],
    // Spring: clocks go forward on Sunday 2025-03-30.
    [
      'across the spring change',
      '2025-03-27T10:00:00Z',
      ['2025-03-29T16:00:00.000Z', '2025-04-05T15:00:00.000Z'],
    ],
    [
      'Saturday before the spring change, after 17:00',
      '2025-03-29T17:00:00Z',
      ['2025-04-05T15:00:00.000Z', '2025-04-12T15:00:00.000Z'],
    ],
    // Autumn: clocks go back on Sunday 2025-10-26.
    [
      'across the autumn change',
      '2025-10-23T10:00:00Z',
      ['2025-10-25T15:00:00.000Z', '2025-11-01T16:00:00.000Z'],
    ],
    [
      'on the autumn change Sunday',
      '2025-10-26T01:30:00Z',
      ['2025-11-01T16:00:00.000Z', '2025-11-08T16:00:00.000Z'],
    ],
  ])('%s', (_, now, expected) => {
    expect(iso(nextConsultations(new Date(now), 2))).toEqual(expected)
  })

  it('is always a Saturday 17:00 in Warsaw, a year ahead', () => {
    const dates = nextConsultations(Date.parse('2025-01-01T00:00:00Z'), 60)
    expect(new Set(dates.map(polishWeekday))).toEqual(new Set(['sobota']))
    expect(dates.every((date) => formatWarsawDateTime(date).endsWith(' 17:00'))).toBe(true)
    expect(dates.slice(1).every((date, i) => date > (dates[i] as Date))).toBe(true)
  })

  it.each([0, -1])('count %d → none', (count) => {
    expect(nextConsultations(new Date('2025-10-01T10:00:00Z'), count)).toEqual([])
  })

  it('nextConsultation is the first of the list', () => {
    expect(nextConsultation(new Date('2025-10-04T15:00:00Z')).toISOString()).toBe(
      '2025-10-11T15:00:00.000Z',
    )
  })
})
