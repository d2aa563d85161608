import type { AnswerKey } from '@app/contract/exercises'
import { describe, expect, it } from 'vitest'
import { checkAnswer } from './exercise-check'
import { keyAsAnswer, validateAnswerKey } from './exercise-key'

const options = [
  { id: 'a', text: 'Mitochondrium' },
  { id: 'b', text: 'Rybosom' },
  { id: 'c', text: 'Jądro' },
]

const keys: [string, AnswerKey][] = [
  ['11', { type: 'NUMERIC', value: 11, tolerance: 0, unit: null, form: 'DECIMAL' }],
  ['18 km', { type: 'NUMERIC', value: 18, tolerance: 0, unit: 'km', form: 'DECIMAL' }],
  [
    '98 g/mol ± 0,5',
    { type: 'NUMERIC', value: 98, tolerance: 0.5, unit: 'g/mol', form: 'DECIMAL' },
  ],
  ['−2/3', { type: 'NUMERIC', value: -2 / 3, tolerance: 0, unit: null, form: 'FRACTION' }],
  ['7/2', { type: 'NUMERIC', value: 3.5, tolerance: 0, unit: null, form: 'FRACTION' }],
  ['6,02·10^23', { type: 'NUMERIC', value: 6.02e23, tolerance: 0, unit: '1/mol', form: 'DECIMAL' }],
  [
    '0,0015 mol/dm3',
    { type: 'NUMERIC', value: 0.0015, tolerance: 0, unit: 'mol/dm3', form: 'DECIMAL' },
  ],
  ['single', { type: 'SINGLE_CHOICE', options, correct: 'a' }],
  ['multiple', { type: 'MULTIPLE_CHOICE', options, correct: ['a', 'c'] }],
  ['2x+2', { type: 'EXPRESSION', expression: '2(x+1)', variables: ['x'] }],
  ['x^2-y^2', { type: 'EXPRESSION', expression: '(x-y)(x+y)', variables: ['x', 'y'] }],
  ['open', { type: 'OPEN' }],
]

describe('keyAsAnswer: every key accepts itself', () => {
  it.each(keys)('%s', (_, key) => {
    expect(checkAnswer(key, keyAsAnswer(key))).toMatchObject({ refused: false, verdict: 'CORRECT' })
  })

  it('writes a fraction key as a reduced fraction', () => {
    expect(keyAsAnswer(keys[3]?.[1] as AnswerKey)).toEqual({
      type: 'NUMERIC',
      value: '−2/3',
      unit: '',
    })
  })
})

describe('validateAnswerKey', () => {
  it.each(keys)('%s is a readable key', (_, key) => {
    expect(validateAnswerKey(key)).toBeNull()
  })

  it.each([
    [
      { type: 'NUMERIC', value: 1, tolerance: 0, unit: 'metry', form: 'DECIMAL' },
      'Nie znam jednostki „metry”. Wpisz ją skrótem, np. m/s, km/h, g/mol albo mol/dm³.',
    ],
    [
      { type: 'EXPRESSION', expression: '2(x+1', variables: ['x'] },
      'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.',
    ],
    [{ type: 'EXPRESSION', expression: '2t', variables: ['x'] }, 'Użyj zmiennej x.'],
  ] satisfies [AnswerKey, string][])('%j: %s', (key, message) => {
    expect(validateAnswerKey(key)).toBe(message)
  })
})
