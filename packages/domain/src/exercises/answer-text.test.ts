import { describe, expect, it } from 'vitest'
import type { AnswerInput, AnswerKey } from '@app/contract/exercises'
import { answerText } from './answer-text'

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
