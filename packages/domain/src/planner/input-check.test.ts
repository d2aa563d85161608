import { describe, expect, it } from 'vitest'
import { planDatesRefusal } from './input-check'
import { subject, warsaw } from './planner.fixtures'

const on = (date: string) => ({
  subjects: [subject('matematyka', date, [['Ciągi', 2]], { kind: 'EXAM' })],
})

describe('planDatesRefusal', () => {
  it.each([
    // now in Warsaw, the exam's date, the refusal
    ['today is fine', warsaw(2026, 12, 1, 23, 59), '2026-12-01', null],
    [
      'yesterday is past',
      warsaw(2026, 12, 1, 0, 0),
      '2026-11-30',
      'Data egzaminu nie może być w przeszłości.',
    ],
    // 23:30 UTC on 30 November is already 1 December in Warsaw.
    [
      'the Warsaw day counts, not UTC',
      new Date('2026-11-30T23:30:00Z'),
      '2026-11-30',
      'Data egzaminu nie może być w przeszłości.',
    ],
    ['12 months on is fine', warsaw(2026, 12, 1, 12), '2027-12-01', null],
    [
      'a day more is too far',
      warsaw(2026, 12, 1, 12),
      '2027-12-02',
      'Data egzaminu lub celu może być najwyżej 12 miesięcy naprzód.',
    ],
    ['29 February, a year on, is 28 February', warsaw(2028, 2, 29, 12), '2029-02-28', null],
    [
      'and 1 March is too far',
      warsaw(2028, 2, 29, 12),
      '2029-03-01',
      'Data egzaminu lub celu może być najwyżej 12 miesięcy naprzód.',
    ],
  ])('%s', (_name, now, date, refusal) => {
    expect(planDatesRefusal(on(date), now)).toBe(refusal)
  })

  it('names the first subject refused', () => {
    const input = { subjects: [...on('2027-01-10').subjects, ...on('2020-01-01').subjects] }
    expect(planDatesRefusal(input, warsaw(2026, 12, 1))).toBe(
      'Data egzaminu nie może być w przeszłości.',
    )
  })
})
