import { describe, expect, it } from 'vitest'
import { heatLevel, heatmapWeeks, mondayOf, studyByWeek, weekSpanLabel } from './statistics-data'

const day = (date: string, minutes: number) => ({ date, studySeconds: minutes * 60, xp: minutes })

describe('statistics data (issue 30)', () => {
  it('finds the Monday of a day’s week', () => {
    expect(mondayOf('2025-10-13')).toBe('2025-10-13')
    expect(mondayOf('2025-10-19')).toBe('2025-10-13')
    expect(mondayOf('2026-01-01')).toBe('2025-12-29')
  })

  it('sums days per Monday-to-Sunday week, a cut week keeping its own days', () => {
    const weeks = studyByWeek([
      day('2025-10-11', 10),
      day('2025-10-12', 20),
      day('2025-10-13', 30),
      day('2025-10-14', 45),
    ])
    expect(weeks).toEqual([
      { monday: '2025-10-06', first: '2025-10-11', last: '2025-10-12', studySeconds: 1800, xp: 30 },
      { monday: '2025-10-13', first: '2025-10-13', last: '2025-10-14', studySeconds: 4500, xp: 75 },
    ])
    expect(weekSpanLabel(weeks[0]!)).toBe('11.10–12.10')
    expect(weekSpanLabel({ first: '2025-10-13', last: '2025-10-13' })).toBe('13.10')
  })

  it.each([
    [0, 0],
    [0.5, 0],
    [1, 1],
    [14, 1],
    [15, 2],
    [29, 2],
    [30, 3],
    [59, 3],
    [60, 4],
    [240, 4],
  ])('%d minutes shade a cell %d', (minutes, level) => {
    expect(heatLevel(minutes * 60)).toBe(level)
  })

  it('lays the school year out in weeks, Monday first, days outside the range empty', () => {
    const weeks = heatmapWeeks([day('2025-09-02', 45)], '2025-09-01', '2025-10-14')
    // 1 September 2025 was a Monday; 14 October a Tuesday of the seventh week.
    expect(weeks).toHaveLength(7)
    expect(weeks[0]?.[0]).toEqual({ date: '2025-09-01', studySeconds: 0, xp: 0 })
    expect(weeks[0]?.[1]).toEqual(day('2025-09-02', 45))
    expect(weeks[6]?.[1]?.date).toBe('2025-10-14')
    expect(weeks[6]?.slice(2)).toEqual([null, null, null, null, null])
    const fromSunday = heatmapWeeks([], '2025-09-07', '2025-09-08')
    expect(fromSunday.map((week) => week.map((cell) => cell?.date ?? null))).toEqual([
      [null, null, null, null, null, null, '2025-09-07'],
      ['2025-09-08', null, null, null, null, null, null],
    ])
  })
})
