import { describe, expect, it } from 'vitest'
import {
  AnswerInputSchema,
  AnswerKeySchema,
  ExerciseListQuerySchema,
  ExerciseSourceSchema,
  ReviewRequestSchema,
} from './exercises.schemas'
import { EXERCISES_TEXT } from './exercises.text'

const source = {
  subject: 'matematyka',
  level: 'MATURA_BASIC',
  topic: 'rownania-i-nierownosci',
  difficulty: 'EASY',
  title: 'Równanie liniowe',
  statement: 'Rozwiąż równanie $3(x-2)=2x+5$.',
  solution: '$3x-6=2x+5$, więc $x=11$.',
  answer: { type: 'NUMERIC', value: 11, tolerance: 0, unit: null, form: 'DECIMAL' },
  hints: ['Wymnóż nawias.'],
  images: [],
}

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('ExerciseSourceSchema', () => {
  it('takes an exercise as its author writes it', () => {
    expect(ExerciseSourceSchema.parse(source)).toEqual(source)
  })

  it.each([
    ['a topic of another subject', { topic: 'kinematyka' }, EXERCISES_TEXT.topic],
    ['an unknown subject', { subject: 'historia' }, EXERCISES_TEXT.subject],
    ['six hints', { hints: ['a', 'b', 'c', 'd', 'e', 'f'] }, EXERCISES_TEXT.tooManyHints],
    ['a short title', { title: 'ab' }, EXERCISES_TEXT.title],
    ['an empty statement', { statement: '  ' }, EXERCISES_TEXT.statement],
  ])('refuses %s in Polish', (_, change, message) => {
    expect(messageOf(ExerciseSourceSchema.safeParse({ ...source, ...change }))).toBe(message)
  })
})

describe('AnswerKeySchema', () => {
  const options = [
    { id: 'a', text: 'Mitochondrium' },
    { id: 'b', text: 'Rybosom' },
  ]
  it.each([
    { type: 'SINGLE_CHOICE', options, correct: 'a' },
    { type: 'MULTIPLE_CHOICE', options, correct: ['a', 'b'] },
    { type: 'EXPRESSION', expression: '2x+2', variables: ['x'] },
    { type: 'OPEN' },
    { type: 'NUMERIC', value: 98, tolerance: 0.5, unit: 'g/mol', form: 'DECIMAL' },
  ])('takes a $type key', (key) => {
    expect(AnswerKeySchema.parse(key)).toEqual(key)
  })

  it.each([
    ['a correct option that is not an option', { type: 'SINGLE_CHOICE', options, correct: 'c' }],
    ['a single option', { type: 'SINGLE_CHOICE', options: options.slice(1), correct: 'b' }],
    [
      'a negative tolerance',
      { type: 'NUMERIC', value: 1, tolerance: -1, unit: null, form: 'DECIMAL' },
    ],
    ['a variable longer than a letter', { type: 'EXPRESSION', expression: 'x', variables: ['xy'] }],
  ])('refuses %s', (_, key) => {
    expect(AnswerKeySchema.safeParse(key).success).toBe(false)
  })
})

describe('AnswerInputSchema', () => {
  it('takes a numeric answer without a unit field', () => {
    expect(AnswerInputSchema.parse({ type: 'NUMERIC', value: '36 km/h' })).toEqual({
      type: 'NUMERIC',
      value: '36 km/h',
      unit: '',
    })
  })

  it.each([
    ['an expression over 200 characters', { type: 'EXPRESSION', expression: 'x+'.repeat(101) }],
    [
      'an open answer over 5000 characters',
      { type: 'OPEN', text: 'a'.repeat(5001), selfGrade: 'CORRECT' },
    ],
    ['an open answer without a self-grade', { type: 'OPEN', text: 'Bo tak.' }],
    ['an empty numeric answer', { type: 'NUMERIC', value: ' ' }],
    ['an unknown type', { type: 'ESSAY', text: 'x' }],
  ])('refuses %s', (_, input) => {
    expect(AnswerInputSchema.safeParse(input).success).toBe(false)
  })
})

describe('ExerciseListQuerySchema', () => {
  it('reads comma-separated filters and defaults to the bank', () => {
    expect(
      ExerciseListQuerySchema.parse({ subjects: 'matematyka,fizyka', levels: 'MATURA_BASIC' }),
    ).toEqual({
      scope: 'BANK',
      status: 'ALL',
      subjects: ['matematyka', 'fizyka'],
      levels: ['MATURA_BASIC'],
    })
  })

  it.each([
    ['an unknown subject', { subjects: 'alchemia' }],
    ['an unknown topic', { topics: 'magia' }],
    ['an unknown scope', { scope: 'ALL' }],
  ])('refuses %s', (_, query) => {
    expect(ExerciseListQuerySchema.safeParse(query).success).toBe(false)
  })
})

describe('ReviewRequestSchema', () => {
  it('approves without a comment', () => {
    expect(ReviewRequestSchema.parse({ decision: 'APPROVE' })).toEqual({
      decision: 'APPROVE',
      comment: '',
    })
  })

  it.each(['REJECT', 'REQUEST_CHANGES'])(
    '%s needs a comment of at least 10 characters',
    (decision) => {
      expect(messageOf(ReviewRequestSchema.safeParse({ decision, comment: 'Za krótko' }))).toBe(
        EXERCISES_TEXT.reviewComment,
      )
      expect(
        ReviewRequestSchema.safeParse({ decision, comment: 'Popraw klucz: wynik to 11.' }).success,
      ).toBe(true)
    },
  )
})
