import { describe, expect, it } from 'vitest'
import { fromWarsawLocal } from '../shared/format'
import {
  countLabel,
  intervalLabel,
  intervalParts,
  nextDueLabel,
  type IntervalUnit,
} from './interval-label'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('countLabel: Polish plurals of every unit', () => {
  it.each([
    // unit, 1, 2, 5, 12, 22, 112
    ['minute', 'minuta', 'minuty', 'minut', 'minut', 'minuty', 'minut'],
    ['hour', 'godzina', 'godziny', 'godzin', 'godzin', 'godziny', 'godzin'],
    ['day', 'dzień', 'dni', 'dni', 'dni', 'dni', 'dni'],
    ['week', 'tydzień', 'tygodnie', 'tygodni', 'tygodni', 'tygodnie', 'tygodni'],
    ['month', 'miesiąc', 'miesiące', 'miesięcy', 'miesięcy', 'miesiące', 'miesięcy'],
    ['year', 'rok', 'lata', 'lat', 'lat', 'lata', 'lat'],
  ] as const)('%s', (unit, ...forms) => {
    const counts = [1, 2, 5, 12, 22, 112]
    expect(counts.map((n) => countLabel(n, unit))).toEqual(counts.map((n, i) => `${n} ${forms[i]}`))
  })

  it.each([
    ['minute', 1, '1 minutę'],
    ['minute', 2, '2 minuty'],
    ['minute', 5, '5 minut'],
    ['hour', 1, '1 godzinę'],
    ['hour', 3, '3 godziny'],
    ['day', 1, '1 dzień'],
    ['week', 1, '1 tydzień'],
    ['year', 1, '1 rok'],
  ] as const)('accusative (after "za"): %s %i → %s', (unit, n, label) => {
    expect(countLabel(n, unit, 'accusative')).toBe(label)
  })
})

describe('intervalLabel', () => {
  it.each([
    [0, '1 minuta'],
    [-5 * MINUTE, '1 minuta'],
    [20_000, '1 minuta'],
    [MINUTE, '1 minuta'],
    [6 * MINUTE, '6 minut'],
    [10 * MINUTE, '10 minut'],
    [22 * MINUTE, '22 minuty'],
    [59 * MINUTE, '59 minut'],
    [59 * MINUTE + 29_999, '59 minut'],
    [59 * MINUTE + 30_000, '1 godzina'],
    [HOUR, '1 godzina'],
    [2 * HOUR, '2 godziny'],
    [12 * HOUR, '12 godzin'],
    [22 * HOUR, '22 godziny'],
    [23 * HOUR + 29 * MINUTE, '23 godziny'],
    [23 * HOUR + 30 * MINUTE, '1 dzień'],
    [DAY, '1 dzień'],
    [3 * DAY, '3 dni'],
    [8 * DAY, '8 dni'],
    [13 * DAY, '13 dni'],
    [13 * DAY + 11 * HOUR, '13 dni'],
    [13 * DAY + 12 * HOUR, '2 tygodnie'],
    [14 * DAY, '2 tygodnie'],
    [22 * DAY, '3 tygodnie'],
    [35 * DAY, '5 tygodni'],
    [60 * DAY, '9 tygodni'],
    [61 * DAY, '2 miesiące'],
    [90 * DAY, '3 miesiące'],
    [152 * DAY, '5 miesięcy'],
    [350 * DAY, '11 miesięcy'],
    [351 * DAY, '1 rok'],
    [365 * DAY, '1 rok'],
    [547 * DAY, '1 rok'],
    [548 * DAY, '2 lata'],
    [5 * 365.25 * DAY, '5 lat'],
    [22 * 365.25 * DAY, '22 lata'],
    [112 * 365.25 * DAY, '112 lat'],
  ])('%i ms → %s', (ms, label) => {
    expect(intervalLabel(ms)).toBe(label)
  })

  it('never needs a fraction: every label is a whole count within its unit', () => {
    const maxima: Record<IntervalUnit, number> = {
      minute: 59,
      hour: 23,
      day: 13,
      week: 9,
      month: 11,
      year: Number.POSITIVE_INFINITY,
    }
    const wrong: string[] = []
    // Steps grow with the interval: about 500 samples per doubling, from 13 s to 800 days.
    for (let ms = 0; ms < 800 * DAY; ms += Math.max(13_000, Math.floor(ms / 500))) {
      const { count, unit } = intervalParts(ms)
      const least = unit === 'week' || unit === 'month' ? 2 : 1
      if (!Number.isInteger(count) || count < least || count > maxima[unit]) {
        wrong.push(`${ms}: ${count} ${unit}`)
      }
    }
    expect(wrong).toEqual([])
  })
})

describe('nextDueLabel (Warsaw time)', () => {
  const at = (y: number, mo: number, d: number, h: number, mi = 0) =>
    fromWarsawLocal(y, mo, d, h, mi)
  // Thursday 26 November 2026, 14:00 in Warsaw.
  const now = at(2026, 11, 26, 14)

  it.each([
    ['due already', at(2026, 11, 26, 13), 'teraz'],
    ['due now', now, 'teraz'],
    ['in 30 s', new Date(now.getTime() + 30_000), 'za 1 minutę'],
    ['in 1 minute', at(2026, 11, 26, 14, 1), 'za 1 minutę'],
    ['in 2 minutes', at(2026, 11, 26, 14, 2), 'za 2 minuty'],
    ['in 8 minutes', at(2026, 11, 26, 14, 8), 'za 8 minut'],
    ['in 22 minutes', at(2026, 11, 26, 14, 22), 'za 22 minuty'],
    ['in 59.5 minutes', new Date(now.getTime() + 59.5 * MINUTE), 'za 1 godzinę'],
    ['in an hour', at(2026, 11, 26, 15), 'dziś o 15:00'],
    ['this evening', at(2026, 11, 26, 18), 'dziś o 18:00'],
    ['just before midnight', at(2026, 11, 26, 23, 59), 'dziś o 23:59'],
    ['after midnight', at(2026, 11, 27, 0, 5), 'jutro o 0:05'],
    ['tomorrow', at(2026, 11, 27, 16, 20), 'jutro o 16:20'],
    ['Saturday', at(2026, 11, 28, 9, 30), 'w sobotę o 9:30'],
    ['Tuesday', at(2026, 12, 1, 7, 5), 'we wtorek o 7:05'],
    ['6 days on (Wednesday)', at(2026, 12, 2, 23, 0), 'w środę o 23:00'],
    ['7 days on', at(2026, 12, 3, 7, 5), '03.12.2026 o 7:05'],
    ['in December', at(2026, 12, 12, 16, 20), '12.12.2026 o 16:20'],
  ])('%s', (_, due, label) => {
    expect(nextDueLabel(due, now)).toBe(label)
    expect(nextDueLabel(due.toISOString(), now)).toBe(label)
    expect(nextDueLabel(due.getTime(), now)).toBe(label)
  })

  it.each([
    // Spring forward: 29 March 2026, 02:00 → 03:00.
    [
      'spring: 01:30 → 03:10 is 40 minutes',
      at(2026, 3, 29, 1, 30),
      at(2026, 3, 29, 3, 10),
      'za 40 minut',
    ],
    [
      'spring: Saturday 23:00 → 04:00 is today',
      at(2026, 3, 29, 0, 30),
      at(2026, 3, 29, 4),
      'dziś o 4:00',
    ],
    [
      'spring: Saturday evening → Sunday 8:00',
      at(2026, 3, 28, 22),
      at(2026, 3, 29, 8),
      'jutro o 8:00',
    ],
    // Fall back: 25 October 2026, 03:00 → 02:00; 02:30 happens twice.
    [
      'autumn: the second 02:30 is 1 h after the first',
      at(2026, 10, 25, 2, 30),
      new Date(at(2026, 10, 25, 2, 30).getTime() + HOUR),
      'dziś o 2:30',
    ],
    [
      'autumn: 01:50 → 02:10 (first)',
      at(2026, 10, 25, 1, 50),
      at(2026, 10, 25, 2, 10),
      'za 20 minut',
    ],
    [
      'autumn: Saturday 23:30 → Sunday 03:00',
      at(2026, 10, 24, 23, 30),
      at(2026, 10, 25, 3),
      'jutro o 3:00',
    ],
  ])('DST night, %s', (_, nowAt, due, label) => {
    expect(nextDueLabel(due, nowAt)).toBe(label)
  })
})
