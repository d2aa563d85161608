import { describe, expect, it } from 'vitest'
import {
  dayCellLabel,
  minuteTicks,
  minutesTick,
  streakLabel,
  timeLeft,
  todayTitle,
  weekRangeLabel,
} from './progress-format'
import { formatNumber, formatShare, formatStudyTime, shortDayLabel } from '../../lib/study-format'

/** Intl's no-break space read as a space, as the issue writes it. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('progress formats (issue 30)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1 234'],
    [1234567, '1 234 567'],
  ])('number %d → %s (grouped from 1 000, unlike Intl’s default for Polish)', (n, text) => {
    expect(plain(formatNumber(n))).toBe(text)
  })

  it.each([
    [0, '0 min'],
    [29, '0 min'],
    [45 * 60, '45 min'],
    [60 * 60, '1 godz.'],
    [(2 * 60 + 15) * 60, '2 godz. 15 min'],
    [(2 * 60 + 14) * 60 + 31, '2 godz. 15 min'],
    [1234 * 3600, '1 234 godz.'],
  ])('study time of %d s → %s', (seconds, text) => {
    expect(plain(formatStudyTime(seconds))).toBe(text)
  })

  it('shares: a percentage, and a dash when there was nothing to divide', () => {
    expect(formatShare(0.873)).toBe('87%')
    expect(formatShare(null)).toBe('—')
  })

  it('names days the Polish way', () => {
    expect(shortDayLabel('2025-10-13')).toBe('pon. 13.10.2025')
    expect(shortDayLabel('2025-10-19')).toBe('niedz. 19.10.2025')
    expect(dayCellLabel('2025-10-13', 45 * 60)).toBe('pon. 13.10.2025: 45 min')
    expect(todayTitle('2025-10-14')).toBe('Dziś, wtorek 14.10.2025')
  })

  it('labels a league week by its Warsaw days, across a new year too', () => {
    expect(weekRangeLabel('2025-10-12T22:00:00.000Z', '2025-10-19T22:00:00.000Z')).toBe(
      '13.10–19.10.2025',
    )
    // The week of the autumn clock change: 169 hours, still Monday to Sunday.
    expect(weekRangeLabel('2025-10-19T22:00:00.000Z', '2025-10-26T23:00:00.000Z')).toBe(
      '20.10–26.10.2025',
    )
    expect(weekRangeLabel('2025-12-28T23:00:00.000Z', '2026-01-04T23:00:00.000Z')).toBe(
      '29.12.2025–04.01.2026',
    )
  })

  it.each([
    ['2025-10-17T16:59:00.000Z', '2 dni 5 godz.'],
    ['2025-10-18T16:00:00.000Z', '1 dzień 6 godz.'],
    ['2025-10-18T22:00:00.000Z', '1 dzień'],
    ['2025-10-19T16:30:00.000Z', '5 godz. 30 min'],
    ['2025-10-19T21:00:00.000Z', '1 godz.'],
    ['2025-10-19T21:48:00.000Z', '12 min'],
    ['2025-10-20T00:00:00.000Z', '0 min'],
  ])('at %s the week (to Monday 00:00 Warsaw) has %s left', (now, text) => {
    expect(timeLeft(new Date(now), '2025-10-19T22:00:00.000Z')).toBe(text)
  })

  it('says the streak with its plural', () => {
    expect(streakLabel(1)).toBe('Seria: 1 dzień')
    expect(streakLabel(2)).toBe('Seria: 2 dni')
    expect(streakLabel(6)).toBe('Seria: 6 dni')
  })

  it('ticks a time axis in minutes, then hours', () => {
    expect(minutesTick(30)).toBe('30 min')
    expect(minutesTick(90)).toBe('1,5 godz.')
    expect(minutesTick(120)).toBe('2 godz.')
  })

  it('puts a time axis on whole quarters, halves and hours', () => {
    expect(minuteTicks(0)).toEqual([0, 15])
    expect(minuteTicks(50)).toEqual([0, 15, 30, 45, 60])
    expect(minuteTicks(100)).toEqual([0, 30, 60, 90, 120])
    expect(minuteTicks(600)).toEqual([0, 180, 360, 540, 720])
    expect(minuteTicks(562)).toEqual([0, 180, 360, 540, 720])
    expect(minuteTicks(20_000)).toEqual([0, 5400, 10_800, 16_200, 21_600])
  })
})
