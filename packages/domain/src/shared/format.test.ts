import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatWarsawDate,
  formatWarsawDateTime,
  fromWarsawLocal,
  onPolishWeekday,
  pluralPl,
  polishWeekday,
  toWarsawDateKey,
  temporalWarsawParts,
  warsawParts,
} from './format'
import { PLURAL_FORMS } from './messages'
import { Temporal } from 'temporal-polyfill'

describe('formatWarsawDateTime / formatWarsawDate / toWarsawDateKey', () => {
  it.each([
    [
      'summer time (+02:00)',
      '2025-09-30T21:59:59Z',
      '30.09.2025 23:59',
      '30.09.2025',
      '2025-09-30',
    ],
    [
      'winter time (+01:00)',
      '2025-01-15T12:05:00Z',
      '15.01.2025 13:05',
      '15.01.2025',
      '2025-01-15',
    ],
    ['new year in Warsaw', '2024-12-31T23:30:00Z', '01.01.2025 00:30', '01.01.2025', '2025-01-01'],
    [
      'midnight is 00, not 24',
      '2025-06-01T22:00:00Z',
      '02.06.2025 00:00',
      '02.06.2025',
      '2025-06-02',
    ],
    [
      'last instant before spring change',
      '2025-03-30T00:59:59Z',
      '30.03.2025 01:59',
      '30.03.2025',
      '2025-03-30',
    ],
    [
      'first instant after spring change',
      '2025-03-30T01:00:00Z',
      '30.03.2025 03:00',
      '30.03.2025',
      '2025-03-30',
    ],
    [
      'first 02:30 in autumn',
      '2025-10-26T00:30:00Z',
      '26.10.2025 02:30',
      '26.10.2025',
      '2025-10-26',
    ],
    [
      'second 02:30 in autumn',
      '2025-10-26T01:30:00Z',
      '26.10.2025 02:30',
      '26.10.2025',
      '2025-10-26',
    ],
  ])('%s', (_, iso, dateTime, date, key) => {
    expect(formatWarsawDateTime(new Date(iso))).toBe(dateTime)
    expect(formatWarsawDateTime(Date.parse(iso))).toBe(dateTime)
    expect(formatWarsawDate(new Date(iso))).toBe(date)
    expect(toWarsawDateKey(new Date(iso))).toBe(key)
  })
})

describe('warsawParts', () => {
  it.each([
    [
      '2025-03-30T00:59:59Z',
      { year: 2025, month: 3, day: 30, hour: 1, minute: 59, second: 59, weekday: 0 },
    ],
    [
      '2025-03-30T01:00:00Z',
      { year: 2025, month: 3, day: 30, hour: 3, minute: 0, second: 0, weekday: 0 },
    ],
    [
      '2025-09-27T15:00:00Z',
      { year: 2025, month: 9, day: 27, hour: 17, minute: 0, second: 0, weekday: 6 },
    ],
  ])('%s', (iso, parts) => {
    expect(warsawParts(new Date(iso))).toEqual(parts)
  })

  it('reads the same wall clock through Temporal as through Intl, every hour of 2024–2027', () => {
    // Node has no Temporal yet, so warsawParts itself takes the Intl path here.
    expect((globalThis as { Temporal?: unknown }).Temporal).toBeUndefined()
    const start = Date.parse('2024-01-01T00:00:00Z')
    const end = Date.parse('2028-01-01T00:00:00Z')
    // Every hour, shifted by a few seconds each time, so that minutes and seconds vary too.
    for (let t = start, i = 0; t < end; t += 3_600_000, i += 1) {
      const instant = t + ((i * 61_007) % 3_600_000)
      expect(temporalWarsawParts(instant, Temporal)).toEqual(warsawParts(instant))
    }
  })
})

describe('polishWeekday', () => {
  it.each([
    ['2025-09-22T10:00:00Z', 'poniedziałek'],
    ['2025-09-23T10:00:00Z', 'wtorek'],
    ['2025-09-24T10:00:00Z', 'środa'],
    ['2025-09-25T10:00:00Z', 'czwartek'],
    ['2025-09-26T10:00:00Z', 'piątek'],
    ['2025-09-27T10:00:00Z', 'sobota'],
    ['2025-09-28T10:00:00Z', 'niedziela'],
    // Saturday 22:30 UTC is already Sunday 00:30 in Warsaw.
    ['2025-09-27T22:30:00Z', 'niedziela'],
    ['2025-01-04T23:30:00Z', 'niedziela'],
  ])('%s → %s', (iso, name) => {
    expect(polishWeekday(new Date(iso))).toBe(name)
  })
})

describe('onPolishWeekday', () => {
  it.each([
    ['2025-09-22T10:00:00Z', 'w poniedziałek'],
    ['2025-09-23T10:00:00Z', 'we wtorek'],
    ['2025-09-24T10:00:00Z', 'w środę'],
    ['2025-09-25T10:00:00Z', 'w czwartek'],
    ['2025-09-26T10:00:00Z', 'w piątek'],
    ['2025-09-27T10:00:00Z', 'w sobotę'],
    ['2025-09-28T10:00:00Z', 'w niedzielę'],
    // Saturday 22:30 UTC is already Sunday in Warsaw.
    ['2025-09-27T22:30:00Z', 'w niedzielę'],
  ])('%s → %s', (iso, phrase) => {
    expect(onPolishWeekday(new Date(iso))).toBe(phrase)
  })
})

describe('pluralPl', () => {
  const forms = { one: 'one', few: 'few', many: 'many' }
  it.each([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [13, 'many'],
    [14, 'many'],
    [15, 'many'],
    [21, 'many'],
    [22, 'few'],
    [24, 'few'],
    [25, 'many'],
    [101, 'many'],
    [102, 'few'],
    [112, 'many'],
    [114, 'many'],
    [122, 'few'],
    [-2, 'few'],
    [1.5, 'few'],
  ])('%d → %s', (n, form) => {
    expect(pluralPl(n, forms)).toBe(form)
  })

  it.each([
    [1, PLURAL_FORMS.week, '1 tydzień'],
    [3, PLURAL_FORMS.week, '3 tygodnie'],
    [5, PLURAL_FORMS.week, '5 tygodni'],
    [9, PLURAL_FORMS.week, '9 tygodni'],
    [22, PLURAL_FORMS.minute, '22 minuty'],
    [12, PLURAL_FORMS.hour, '12 godzin'],
    [1, PLURAL_FORMS.day, '1 dzień'],
    [2, PLURAL_FORMS.day, '2 dni'],
    [0, PLURAL_FORMS.view, '0 wyświetleń'],
  ])('formatCount(%d) → %s', (n, f, text) => {
    expect(formatCount(n, f)).toBe(text)
  })
})

describe('fromWarsawLocal', () => {
  it.each([
    ['winter noon', [2025, 1, 15, 12, 0], '2025-01-15T11:00:00.000Z'],
    ['summer noon', [2025, 7, 15, 12, 0], '2025-07-15T10:00:00.000Z'],
    ['just before the spring gap', [2025, 3, 30, 1, 59], '2025-03-30T00:59:00.000Z'],
    ['inside the spring gap moves forward', [2025, 3, 30, 2, 30], '2025-03-30T01:30:00.000Z'],
    ['end of the spring gap', [2025, 3, 30, 3, 0], '2025-03-30T01:00:00.000Z'],
    ['repeated autumn hour takes the first', [2025, 10, 26, 2, 30], '2025-10-26T00:30:00.000Z'],
    ['after the autumn change', [2025, 10, 26, 3, 0], '2025-10-26T02:00:00.000Z'],
    ['day overflow rolls into the next month', [2025, 1, 32, 0, 0], '2025-01-31T23:00:00.000Z'],
    ['midnight', [2025, 9, 27, 0, 0], '2025-09-26T22:00:00.000Z'],
  ] as const)('%s', (_, [y, m, d, h, min], iso) => {
    expect(fromWarsawLocal(y, m, d, h, min).toISOString()).toBe(iso)
  })

  it('round-trips every hour of 2025 except the skipped one', () => {
    const start = Date.parse('2025-01-01T00:00:00Z')
    for (let t = start; t < start + 365 * 86_400_000; t += 3_600_000) {
      const p = warsawParts(t)
      const back = fromWarsawLocal(p.year, p.month, p.day, p.hour, p.minute).getTime()
      // In the repeated autumn hour the first occurrence is returned.
      const repeated = t === Date.parse('2025-10-26T01:00:00Z')
      expect(back).toBe(repeated ? t - 3_600_000 : t)
    }
  })
})
