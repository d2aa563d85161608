import { describe, expect, it } from 'vitest'
import type { AnswerInput, AnswerKey } from '@app/contract/exercises'
import { answerFitsKey, answerText, unknownOptions } from './answer-text'

const choice: AnswerKey = {
  type: 'MULTIPLE_CHOICE',
  options: [
    { id: 'a', text: 'Rybosom' },
    { id: 'b', text: 'Mitochondrium' },
    { id: 'c', text: 'Chloroplast' },
  ],
  correct: ['b', 'c'],
}
const numeric: AnswerKey = { type: 'NUMERIC', value: 18, tolerance: 0, unit: 'km', form: 'DECIMAL' }

describe('answerText', () => {
  it.each<[AnswerKey, AnswerInput, string]>([
    [numeric, { type: 'NUMERIC', value: '18', unit: 'km' }, '18 km'],
    [numeric, { type: 'NUMERIC', value: '18 000 m', unit: '' }, '18 000 m'],
    [choice, { type: 'MULTIPLE_CHOICE', optionIds: ['c', 'b'] }, 'Mitochondrium; Chloroplast'],
    [choice, { type: 'SINGLE_CHOICE', optionId: 'a' }, 'Rybosom'],
    [choice, { type: 'SINGLE_CHOICE', optionId: 'z' }, 'z'],
    [{ type: 'OPEN' }, { type: 'OPEN', text: 'Bo tak.', selfGrade: 'PARTIAL' }, 'Bo tak.'],
    [
      { type: 'EXPRESSION', expression: '2x+2', variables: ['x'] },
      { type: 'EXPRESSION', expression: '2(x+1)' },
      '2(x+1)',
    ],
  ])('%j, %j → %s', (key, answer, text) => {
    expect(answerText(key, answer)).toBe(text)
  })
})

describe('the answer against its key', () => {
  it('fits only the same type', () => {
    expect(answerFitsKey(numeric, { type: 'NUMERIC', value: '1', unit: '' })).toBe(true)
    expect(answerFitsKey(numeric, { type: 'SINGLE_CHOICE', optionId: 'a' })).toBe(false)
  })

  it('names the options the key lacks', () => {
    expect(unknownOptions(choice, { type: 'MULTIPLE_CHOICE', optionIds: ['a', 'x', 'y'] })).toEqual(
      ['x', 'y'],
    )
    expect(unknownOptions(choice, { type: 'SINGLE_CHOICE', optionId: 'c' })).toEqual([])
    expect(unknownOptions(numeric, { type: 'NUMERIC', value: '1', unit: '' })).toEqual([])
  })
})
