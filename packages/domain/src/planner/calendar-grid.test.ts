import { describe, expect, it } from 'vitest'
import {
  atWallTime,
  byDay,
  hourRange,
  monthGrid,
  monthTitle,
  movedStart,
  shiftMonths,
  shortDayLabel,
  wallMinutes,
  weekOf,
  weekTitle,
} from './calendar-grid'

describe('the month grid', () => {
  it.each([
    // December 2026 begins on a Tuesday: the grid starts on Monday 30 November.
    ['2026-12-15', '2026-11-30', '2027-01-10'],
    // March 2027 begins on a Monday: the grid starts on the 1st.
    ['2027-03-31', '2027-03-01', '2027-04-11'],
    // February 2026 begins on a Sunday: six weeks from 26 January.
    ['2026-02-01', '2026-01-26', '2026-03-08'],
  ])('%s: 42 days from %s to %s', (key, first, last) => {
    const grid = monthGrid(key)
    expect(grid).toHaveLength(42)
    expect(grid[0]).toBe(first)
    expect(grid[41]).toBe(last)
  })

  it('names the month in Polish', () => {
    expect(monthTitle('2026-12-01')).toBe('grudzień 2026')
    expect(monthTitle('2027-02-14')).toBe('luty 2027')
  })
})

describe('weeks and months', () => {
  it('gives the week from Monday, across a month and a year', () => {
    expect(weekOf('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ])
    expect(weekTitle('2026-12-31')).toBe('28.12.2026–03.01.2027')
    expect(weekTitle('2026-12-02')).toBe('30.11–06.12.2026')
  })

  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2027-01-15', -1, '2026-12-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s moved %i month(s) is %s', (key, months, expected) => {
    expect(shiftMonths(key, months)).toBe(expected)
  })

  it('labels a day with its short weekday', () => {
    expect(shortDayLabel('2026-12-01')).toBe('wt. 01.12')
    expect(shortDayLabel('2026-12-06')).toBe('niedz. 06.12')
  })
})

describe('wall time across the clock changes (decision 0026)', () => {
  // 29 March 2026 and 25 October 2026 are the changeover Sundays.
  it('keeps a 16:00 block at 16:00 in the week of the spring change', () => {
    const saturday = atWallTime('2026-03-28', 16 * 60)
    const monday = movedStart(saturday, 2, 0)
    expect(saturday).toBe('2026-03-28T15:00:00.000Z')
    expect(monday).toBe('2026-03-30T14:00:00.000Z')
    expect(wallMinutes(monday)).toBe(16 * 60)
  })

  it('keeps the wall time after the autumn change, and moves by minutes', () => {
    const friday = atWallTime('2026-10-23', 16 * 60)
    expect(movedStart(friday, 3, 30)).toBe('2026-10-26T15:30:00.000Z')
    expect(wallMinutes(movedStart(friday, 3, 30))).toBe(16 * 60 + 30)
  })

  it('snaps to 5 minutes and stays within the day', () => {
    const start = atWallTime('2026-12-01', 16 * 60)
    expect(wallMinutes(movedStart(start, 0, 17))).toBe(16 * 60 + 15)
    expect(wallMinutes(movedStart(start, 0, 24 * 60))).toBe(24 * 60 - 5)
    expect(wallMinutes(movedStart(start, 0, -24 * 60))).toBe(0)
  })

  it('files items under their Warsaw day, not the UTC one', () => {
    const late = { startsAt: '2026-12-01T23:30:00.000Z' } // 00:30 on 2 December in Warsaw
    const early = { startsAt: '2026-12-01T08:00:00.000Z' }
    const days = byDay([early, late])
    expect(days.get('2026-12-01')).toEqual([early])
    expect(days.get('2026-12-02')).toEqual([late])
  })
})

describe('the week view hours', () => {
  it('shows 08:00–20:00 at least and widens to whole hours', () => {
    expect(hourRange([])).toEqual({ from: 480, to: 1200 })
    expect(hourRange([{ from: 7 * 60 + 30, to: 21 * 60 + 10 }])).toEqual({ from: 420, to: 1320 })
    expect(hourRange([{ from: 0, to: 24 * 60 }])).toEqual({ from: 0, to: 1440 })
  })
})
