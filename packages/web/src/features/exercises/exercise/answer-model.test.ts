import { describe, expect, it } from 'vitest'
import { EMPTY_DRAFT, describeKey, formatNumberPl, toAnswerInput } from './answer-model'

describe('the answer sent for each type', () => {
  it.each([
    [
      'NUMERIC with a Polish comma and a unit, as typed',
      'NUMERIC',
      { value: ' 18,0 ', unit: 'km' },
      { type: 'NUMERIC', value: '18,0', unit: 'km' },
    ],
    [
      'NUMERIC with the unit in the value',
      'NUMERIC',
      { value: '72 km/h' },
      { type: 'NUMERIC', value: '72 km/h', unit: '' },
    ],
    ['SINGLE_CHOICE', 'SINGLE_CHOICE', { optionId: 'b' }, { type: 'SINGLE_CHOICE', optionId: 'b' }],
    [
      'MULTIPLE_CHOICE',
      'MULTIPLE_CHOICE',
      { optionIds: ['a', 'c'] },
      { type: 'MULTIPLE_CHOICE', optionIds: ['a', 'c'] },
    ],
    [
      'EXPRESSION',
      'EXPRESSION',
      { expression: '2(x+1)' },
      { type: 'EXPRESSION', expression: '2(x+1)' },
    ],
  ] as const)('%s', (_name, type, patch, answer) => {
    expect(toAnswerInput(type, { ...EMPTY_DRAFT, ...patch })).toEqual({ answer })
  })

  it('an open answer carries its self-grade', () => {
    expect(toAnswerInput('OPEN', { ...EMPTY_DRAFT, text: 'Mitoza' }, 'PARTIAL')).toEqual({
      answer: { type: 'OPEN', text: 'Mitoza', selfGrade: 'PARTIAL' },
    })
  })

  it.each([
    ['an empty result', 'NUMERIC', {}, 'Wpisz odpowiedź.'],
    ['a blank expression', 'EXPRESSION', { expression: '   ' }, 'Wpisz odpowiedź.'],
    ['no option', 'SINGLE_CHOICE', {}, 'Wybierz odpowiedź.'],
    ['no options', 'MULTIPLE_CHOICE', {}, 'Zaznacz co najmniej jedną odpowiedź.'],
    [
      'too long',
      'EXPRESSION',
      { expression: 'x'.repeat(201) },
      'Odpowiedź może mieć najwyżej 200 znaków.',
    ],
    [
      'an open answer too long',
      'OPEN',
      { text: 'a'.repeat(5001) },
      'Odpowiedź może mieć najwyżej 5000 znaków.',
    ],
  ] as const)('refuses %s before sending, in Polish', (_name, type, patch, error) => {
    expect(toAnswerInput(type, { ...EMPTY_DRAFT, ...patch }, 'CORRECT')).toEqual({ error })
  })
})

describe('the key as the solution states it', () => {
  it.each([
    [{ type: 'NUMERIC', value: 18, tolerance: 0, unit: 'km', form: 'DECIMAL' }, '18 km'],
    [
      { type: 'NUMERIC', value: 98, tolerance: 0.5, unit: 'g/mol', form: 'DECIMAL' },
      '98 g/mol (±0,5)',
    ],
    [{ type: 'NUMERIC', value: -2.25, tolerance: 0, unit: null, form: 'DECIMAL' }, '−2,25'],
    [{ type: 'EXPRESSION', expression: '2x+2', variables: ['x'] }, '2x+2'],
    [
      {
        type: 'MULTIPLE_CHOICE',
        options: [
          { id: 'a', text: 'Mitochondrium' },
          { id: 'b', text: 'Rybosom' },
          { id: 'c', text: 'Chloroplast' },
        ],
        correct: ['a', 'c'],
      },
      'Mitochondrium; Chloroplast',
    ],
    [{ type: 'OPEN' }, null],
  ] as const)('%j → %s', (key, text) => {
    expect(describeKey(key as never)).toBe(text)
  })

  it('writes numbers with a decimal comma and without float noise', () => {
    expect(formatNumberPl(0.1 + 0.2)).toBe('0,3')
    expect(formatNumberPl(11)).toBe('11')
    expect(formatNumberPl(0)).toBe('0')
  })
})
