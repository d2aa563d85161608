import { describe, expect, it } from 'vitest'
import {
  EducationalProfileSchema,
  InitialQuizResultsSchema,
  QUIZ_FIELDS,
  QuizProgressSchema,
  SUBJECTS,
  SUBJECT_IDS,
} from './user.schemas'

const userId = 'u-1'

describe('QuizProgressSchema', () => {
  it('types the value by the field', () => {
    const parsed = QuizProgressSchema.parse({ userId, field: 'goals', value: ['EXAM'] })
    expect(parsed).toEqual({ userId, field: 'goals', value: ['EXAM'] })
    expect(
      QuizProgressSchema.parse({ userId, field: 'biggestChallenge', value: '  Czas  ' }),
    ).toEqual({ userId, field: 'biggestChallenge', value: 'Czas' })
  })

  it.each([
    [
      { userId, field: 'shoeSize', value: 1 },
      ['field'],
      `Dozwolone wartości: ${QUIZ_FIELDS.join(', ')}`,
    ],
    [{ userId, field: 'grade', value: ['EXAM'] }, ['value'], 'Wybierz klasę: liczbę od 1 do 8.'],
    [
      { userId, field: 'goals', value: 3 },
      ['value'],
      'Wybierz od 1 do 3 celów z listy, każdy raz.',
    ],
    [
      { userId, field: 'grade', value: 2, extra: true },
      [],
      "Unrecognized key(s) in object: 'extra'",
    ],
  ])('refuses %j at %j', (body, path, message) => {
    const result = QuizProgressSchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path, message })
  })
})

describe('the other quiz shapes', () => {
  it('needs the first four answers to finish; the rest may be left out (a parent)', () => {
    const child = { schoolType: 'LICEUM', grade: 1, subjects: ['fizyka'], goals: ['TIME'] }
    expect(InitialQuizResultsSchema.safeParse(child).success).toBe(true)
    expect(InitialQuizResultsSchema.safeParse({ ...child, subjects: undefined }).success).toBe(
      false,
    )
  })

  it('lets the profile be empty before the quiz, but never repeat a subject', () => {
    const empty = {
      schoolType: null,
      grade: null,
      subjects: [],
      goals: [],
      chronotype: null,
      weeklyStudyHours: null,
      biggestChallenge: '',
    }
    expect(EducationalProfileSchema.safeParse(empty).success).toBe(true)
    const twice = { ...empty, subjects: ['fizyka', 'fizyka'] }
    expect(EducationalProfileSchema.safeParse(twice).success).toBe(false)
  })

  it('has unique subject ids, each with a label', () => {
    expect(new Set(SUBJECT_IDS).size).toBe(SUBJECTS.length)
    for (const s of SUBJECTS) expect(s.id).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })
})
