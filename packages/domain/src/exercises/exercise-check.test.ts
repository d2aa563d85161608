import type { AnswerInput, AnswerKey, AnswerKeyOf } from '@app/contract/exercises'
import { describe, expect, it } from 'vitest'
import { CHECK_TEXT, checkAnswer, withinTolerance } from './exercise-check'

type NumericKey = AnswerKeyOf<'NUMERIC'>
const numeric = (key: Partial<NumericKey> & Pick<NumericKey, 'value'>): NumericKey => ({
  type: 'NUMERIC',
  tolerance: 0,
  unit: null,
  form: 'DECIMAL',
  ...key,
})
const typed = (value: string, unit = ''): AnswerInput => ({ type: 'NUMERIC', value, unit })

/** verdict and feedback, or the refusal's message */
function outcome(key: AnswerKey, answer: AnswerInput): [string, string] {
  const result = checkAnswer(key, answer)
  return result.refused ? ['REFUSED', result.message] : [result.verdict, result.feedback]
}

describe('checkAnswer: numbers', () => {
  const molarMass = numeric({ value: 98, tolerance: 0.5, unit: 'g/mol' })
  it.each([
    ['98 g/mol', 'CORRECT', CHECK_TEXT.correct],
    ['98,5 g/mol', 'CORRECT', CHECK_TEXT.correct], // inclusive
    ['97,5 g/mol', 'CORRECT', CHECK_TEXT.correct],
    ['98.5 g/mol', 'CORRECT', CHECK_TEXT.correct],
    ['98,51 g/mol', 'INCORRECT', CHECK_TEXT.incorrect],
    ['97,49 g/mol', 'INCORRECT', CHECK_TEXT.incorrect],
    ['0,098 kg/mol', 'CORRECT', CHECK_TEXT.correct],
    ['98', 'PARTIAL', 'Wynik poprawny, ale brakuje jednostki.'],
    ['120', 'INCORRECT', CHECK_TEXT.incorrect],
    ['98 g', 'INCORRECT', 'Zła jednostka: g to nie jest jednostka masy molowej.'],
  ])('H2SO4, 98 g/mol ± 0,5: %s → %s', (value, verdict, feedback) => {
    expect(outcome(molarMass, typed(value))).toEqual([verdict, feedback])
  })

  const speed = numeric({ value: 10, unit: 'm/s' })
  it.each([
    [typed('36 km/h'), 'CORRECT'],
    [typed('36', 'km/h'), 'CORRECT'],
    [typed('36 km/h', 'km/h'), 'CORRECT'],
    [typed('10 m/s'), 'CORRECT'],
    [typed('10,0', 'm/s'), 'CORRECT'],
    [typed('10'), 'PARTIAL'],
    [typed('36'), 'INCORRECT'],
    [typed('10 km/h'), 'INCORRECT'],
    [typed('9,99 m/s'), 'INCORRECT'], // tolerance 0
    [typed('10 m'), 'INCORRECT'],
  ])('10 m/s: %j → %s', (answer, verdict) => {
    expect(outcome(speed, answer)[0]).toBe(verdict)
  })

  const distance = numeric({ value: 18, unit: 'km' })
  it.each([
    ['18 km', 'CORRECT'],
    ['18000 m', 'CORRECT'],
    ['18 000 m', 'CORRECT'],
    ['18\u00a0000 m', 'CORRECT'],
    ['1,8·10^4 m', 'CORRECT'],
    ['1.8e4 m', 'CORRECT'],
    ['18 000', 'INCORRECT'], // a number without a unit is read in the key's unit
    ['18', 'PARTIAL'],
    ['18 km/h', 'INCORRECT'],
  ])('72 km/h for 15 minutes = 18 km: %s → %s', (value, verdict) => {
    expect(outcome(distance, typed(value))[0]).toBe(verdict)
  })

  it('names the quantity a wrong unit misses, and the unit as the page shows it', () => {
    expect(outcome(speed, typed('10 kg'))).toEqual([
      'INCORRECT',
      'Zła jednostka: kg to nie jest jednostka prędkości.',
    ])
    expect(outcome(numeric({ value: 1, unit: 'm·s' }), typed('1 s^2'))).toEqual([
      'INCORRECT',
      'Zła jednostka: s² nie pasuje do tego wyniku.',
    ])
  })

  it('says how it read the answer', () => {
    const result = checkAnswer(distance, typed('1,8·10^4 m'))
    expect(result).toMatchObject({ verdict: 'CORRECT', understoodAs: '18000 m' })
    expect(checkAnswer(speed, typed('36', 'km/h'))).toMatchObject({ understoodAs: '36 km/h' })
    expect(checkAnswer(numeric({ value: 0.5 }), typed('2/4'))).toMatchObject({
      understoodAs: '2/4',
    })
  })

  it.each([
    [
      '10 metrów',
      'Nie znam jednostki „metrów”. Wpisz ją skrótem, np. m/s, km/h, g/mol albo mol/dm³.',
    ],
    ['abc', 'Nie rozumiem tej liczby. Wpisz ją np. jako 12,5, 3/4 albo 1,5·10^3.'],
  ])('%s is refused, not graded', (value, message) => {
    expect(checkAnswer(speed, typed(value))).toEqual({
      refused: true,
      reason: 'UNREADABLE',
      message,
    })
  })

  it('refuses two different units, one in each field', () => {
    expect(outcome(speed, typed('36 km/h', 'm/s'))).toEqual(['REFUSED', CHECK_TEXT.twoUnits])
  })

  it.each([
    [0.5, '0,5', 'CORRECT'],
    [0.5, '1/2', 'CORRECT'], // a decimal key takes any form
    [0.5, '2/4', 'CORRECT'],
    [11, '11', 'CORRECT'],
    [11, '11,0', 'CORRECT'],
    [11, '11 cm', 'CORRECT'],
  ])('a plain-number key %d: %s → %s', (value, answer, verdict) => {
    expect(outcome(numeric({ value }), typed(answer))[0]).toBe(verdict)
  })

  it('a unit on a plain-number answer is allowed but mentioned', () => {
    expect(outcome(numeric({ value: 11 }), typed('11 cm'))).toEqual([
      'CORRECT',
      CHECK_TEXT.noUnitNeeded,
    ])
  })

  const twoThirds = numeric({ value: 2 / 3, form: 'FRACTION' })
  const threeHalves = numeric({ value: 1.5, form: 'FRACTION' })
  const two = numeric({ value: 2, form: 'FRACTION' })
  it.each([
    [twoThirds, '2/3', 'CORRECT', CHECK_TEXT.correct],
    [twoThirds, '4/6', 'PARTIAL', 'Skróć ułamek.'],
    [twoThirds, '-4/6', 'INCORRECT', CHECK_TEXT.incorrect],
    [twoThirds, '0,67', 'INCORRECT', CHECK_TEXT.incorrect],
    [threeHalves, '3/2', 'CORRECT', CHECK_TEXT.correct],
    [threeHalves, '1 1/2', 'CORRECT', CHECK_TEXT.correct],
    [threeHalves, '6/4', 'PARTIAL', 'Skróć ułamek.'],
    [threeHalves, '1 2/4', 'PARTIAL', 'Skróć ułamek.'],
    [threeHalves, '1,5', 'PARTIAL', CHECK_TEXT.asFraction],
    [two, '2', 'CORRECT', CHECK_TEXT.correct],
    [two, '4/2', 'PARTIAL', 'Skróć ułamek.'],
    [two, '2/1', 'PARTIAL', 'Skróć ułamek.'],
  ])('a fraction key: %j, %s → %s', (key, answer, verdict, feedback) => {
    expect(outcome(key, typed(answer))).toEqual([verdict, feedback])
  })

  it('a key whose unit cannot be read is the author’s error, not an attempt', () => {
    expect(checkAnswer(numeric({ value: 1, unit: 'furlong' }), typed('1'))).toMatchObject({
      refused: true,
      reason: 'INVALID_KEY',
    })
  })
})

describe('withinTolerance: inclusive, forgiving the last bit of a double', () => {
  it.each([
    [10.000000000000002, 10, 0, true],
    [98.5, 98, 0.5, true],
    [97.5, 98, 0.5, true],
    [98.500001, 98, 0.5, false],
    [0.1 + 0.2, 0.3, 0, true],
    [0.30001, 0.3, 0, false],
    [-5, 5, 10, true],
  ])('%d against %d ± %d: %s', (answer, key, tolerance, expected) => {
    expect(withinTolerance(answer, key, tolerance)).toBe(expected)
  })
})

describe('checkAnswer: choices as exact sets', () => {
  const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Odpowiedź ${id}` }))
  const single: AnswerKey = { type: 'SINGLE_CHOICE', options, correct: 'b' }
  const multiple: AnswerKey = { type: 'MULTIPLE_CHOICE', options, correct: ['a', 'c'] }

  it.each([
    ['b', 'CORRECT'],
    ['a', 'INCORRECT'],
  ])('single: %s → %s', (optionId, verdict) => {
    expect(outcome(single, { type: 'SINGLE_CHOICE', optionId })[0]).toBe(verdict)
  })

  it.each([
    [['a', 'c'], 'CORRECT'],
    [['c', 'a'], 'CORRECT'],
    [['a', 'c', 'a'], 'CORRECT'],
    [['a'], 'INCORRECT'],
    [['a', 'b', 'c'], 'INCORRECT'],
    [['b', 'd'], 'INCORRECT'],
  ])('multiple: %j → %s', (optionIds, verdict) => {
    expect(outcome(multiple, { type: 'MULTIPLE_CHOICE', optionIds })[0]).toBe(verdict)
  })

  it('refuses an unknown option (400)', () => {
    expect(checkAnswer(single, { type: 'SINGLE_CHOICE', optionId: 'z' })).toEqual({
      refused: true,
      reason: 'INVALID_INPUT',
      message: 'Nie ma takiej odpowiedzi do wyboru.',
    })
    expect(checkAnswer(multiple, { type: 'MULTIPLE_CHOICE', optionIds: ['a', 'z'] })).toMatchObject(
      { refused: true, reason: 'INVALID_INPUT' },
    )
  })
})

describe('checkAnswer: expressions', () => {
  const key: AnswerKey = { type: 'EXPRESSION', expression: '2x+2', variables: ['x'] }
  const write = (expression: string): AnswerInput => ({ type: 'EXPRESSION', expression })

  it.each([
    ['2(x+1)', 'CORRECT', '2·(x + 1)'],
    ['2·x + 2', 'CORRECT', '2·x + 2'],
    ['x+1+x+1', 'CORRECT', 'x + 1 + x + 1'],
    ['2x+1', 'INCORRECT', '2·x + 1'],
    ['x(x+1)', 'INCORRECT', 'x·(x + 1)'],
  ])('%s → %s, understood as %s', (expression, verdict, understoodAs) => {
    expect(checkAnswer(key, write(expression))).toMatchObject({ verdict, understoodAs })
  })

  it.each([
    ['2(x+1', 'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.'],
    ['2(y+1)', 'Użyj zmiennej x.'],
  ])('%s is refused (422, not an attempt)', (expression, message) => {
    expect(checkAnswer(key, write(expression))).toEqual({
      refused: true,
      reason: 'UNREADABLE',
      message,
    })
  })

  it('a key that cannot be read is the author’s error', () => {
    const broken: AnswerKey = { type: 'EXPRESSION', expression: '2(x+1', variables: ['x'] }
    expect(checkAnswer(broken, write('2x+2'))).toMatchObject({
      refused: true,
      reason: 'INVALID_KEY',
    })
  })
})

describe('checkAnswer: open answers by self-grade', () => {
  it.each([
    ['CORRECT', 'Świetnie! Zapisaliśmy, że masz dobrze.'],
    ['PARTIAL', 'Zapisaliśmy: częściowo. Porównaj swoją odpowiedź z rozwiązaniem.'],
    ['INCORRECT', 'Zapisaliśmy: źle. Przeczytaj rozwiązanie i spróbuj jeszcze raz.'],
  ] as const)('%s', (selfGrade, feedback) => {
    const answer: AnswerInput = { type: 'OPEN', text: 'Mitochondrium wytwarza ATP.', selfGrade }
    expect(checkAnswer({ type: 'OPEN' }, answer)).toEqual({
      refused: false,
      verdict: selfGrade,
      feedback,
    })
  })
})

it('refuses an answer of another type than the key (400)', () => {
  expect(checkAnswer({ type: 'OPEN' }, typed('5'))).toEqual({
    refused: true,
    reason: 'INVALID_INPUT',
    message: 'Ta odpowiedź nie pasuje do rodzaju zadania.',
  })
})
