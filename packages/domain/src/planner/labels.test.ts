import { describe, expect, it } from 'vitest'
import { deadlineLabel, formatDateKey, weekDoneLabel } from './labels'
import { warsaw } from './planner.fixtures'

describe('deadlineLabel', () => {
  // 23:30 in Warsaw is already the next UTC day's 22:30 in winter: the Warsaw day counts.
  const now = warsaw(2026, 11, 27, 23, 30)
  it.each([
    ['2026-11-26', 'minął'],
    ['2026-11-27', 'dziś'],
    ['2026-11-28', 'jutro'],
    ['2026-11-29', 'za 2 dni'],
    ['2026-12-06', 'za 9 dni'],
  ])('%s → %s', (dateKey, label) => {
    expect(deadlineLabel(dateKey, now)).toBe(label)
  })

  it('counts Warsaw calendar days across the change to summer time', () => {
    expect(deadlineLabel('2027-03-29', warsaw(2027, 3, 27, 12))).toBe('za 2 dni')
  })
})

describe('weekDoneLabel', () => {
  it('says how many of the week’s blocks are done', () => {
    expect(weekDoneLabel({ done: 6, total: 10 })).toBe('zrobione 6 z 10')
  })
})

describe('formatDateKey', () => {
  it('writes a day as dd.mm.yyyy', () => {
    expect(formatDateKey('2026-12-06')).toBe('06.12.2026')
  })
})
