import { describe, expect, it } from 'vitest'
import { goalProgress, planYear, weekActionsProgress } from './domination-progress'

const milestones = (done: number, total: number) =>
  Array.from({ length: total }, (_, i) => ({ id: `m${i}`, quarter: 1, title: 'M', done: i < done }))

describe('goalProgress', () => {
  it.each([
    [3, 5, '3 z 5 kamieni milowych'],
    [0, 1, '0 z 1 kamienia milowego'],
    [1, 1, '1 z 1 kamienia milowego'],
    [1, 2, '1 z 2 kamieni milowych'],
    [4, 4, '4 z 4 kamieni milowych'],
    [0, 12, '0 z 12 kamieni milowych'],
    [0, 0, 'Brak kamieni milowych'],
  ])('%d done of %d: %s', (done, total, label) => {
    expect(goalProgress({ milestones: milestones(done, total) })).toEqual({ done, total, label })
  })

  it('counts 21 and 22 with the genitive plural', () => {
    expect(goalProgress({ milestones: milestones(1, 21) }).label).toBe('1 z 21 kamieni milowych')
    expect(goalProgress({ milestones: milestones(2, 22) }).label).toBe('2 z 22 kamieni milowych')
  })
})

describe('weekActionsProgress', () => {
  const actions = [
    { weekKey: '2025-W44', done: true },
    { weekKey: '2025-W44', done: false },
    { weekKey: '2025-W44', done: true },
    { weekKey: '2025-W45', done: false },
    { weekKey: '2025-W43', done: true },
  ]

  it.each([
    ['2025-W44', 2, 3, '2 z 3 działań'],
    ['2025-W45', 0, 1, '0 z 1 działania'],
    ['2025-W43', 1, 1, '1 z 1 działania'],
    ['2025-W46', 0, 0, 'Brak działań na ten tydzień'],
  ])('%s: %d of %d, %s', (week, done, total, label) => {
    expect(weekActionsProgress(actions, week)).toEqual({ done, total, label })
  })
})

describe('planYear', () => {
  it.each([
    // today, start month, label, first day, last day, quarter
    ['2025-11-27', 9, '2025/2026', '2025-09-01', '2026-08-31', 1],
    ['2025-09-01', 9, '2025/2026', '2025-09-01', '2026-08-31', 1],
    ['2025-08-31', 9, '2024/2025', '2024-09-01', '2025-08-31', 4],
    ['2025-12-01', 9, '2025/2026', '2025-09-01', '2026-08-31', 2],
    ['2026-02-28', 9, '2025/2026', '2025-09-01', '2026-08-31', 2],
    ['2026-03-01', 9, '2025/2026', '2025-09-01', '2026-08-31', 3],
    ['2026-06-01', 9, '2025/2026', '2025-09-01', '2026-08-31', 4],
    ['2025-11-27', 1, '2025', '2025-01-01', '2025-12-31', 4],
    ['2025-01-01', 1, '2025', '2025-01-01', '2025-12-31', 1],
    ['2025-11-27', 12, '2024/2025', '2024-12-01', '2025-11-30', 4],
    ['2025-12-31', 12, '2025/2026', '2025-12-01', '2026-11-30', 1],
  ])('%s, from month %d: %s (%s–%s), quarter %d', (today, start, label, first, last, quarter) => {
    expect(planYear(today, start)).toMatchObject({ label, firstDay: first, lastDay: last, quarter })
  })

  it('splits the school year into September–November, December–February, March–May, June–August', () => {
    expect(planYear('2027-01-15', 9).quarters).toEqual([
      { quarter: 1, firstDay: '2026-09-01', lastDay: '2026-11-30' },
      { quarter: 2, firstDay: '2026-12-01', lastDay: '2027-02-28' },
      { quarter: 3, firstDay: '2027-03-01', lastDay: '2027-05-31' },
      { quarter: 4, firstDay: '2027-06-01', lastDay: '2027-08-31' },
    ])
    expect(planYear('2028-01-15', 9).quarters[1].lastDay).toBe('2028-02-29')
  })

  it.each([
    ['2025-02-30', 9],
    ['2025-11-27', 0],
    ['2025-11-27', 13],
  ])('refuses %s from month %d', (today, start) => {
    expect(() => planYear(today, start)).toThrow(RangeError)
  })
})
