import { describe, expect, it } from 'vitest'
import {
  DIVISION_BY_ZERO,
  NUMBER_TOO_BIG,
  NUMBER_UNREADABLE,
  parseNumericAnswer,
  TWO_SEPARATORS,
} from './exercise-answer'

const read = (text: string) => {
  const parsed = parseNumericAnswer(text)
  if (parsed.refused) throw new Error(`refused ${text}: ${parsed.message}`)
  return parsed
}

describe('parseNumericAnswer: Polish numbers', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['0,25', 0.25],
    [',5', 0.5],
    ['-3', -3],
    ['−3', -3], // U+2212
    ['– 3', -3], // an en dash, as editors autocorrect
    ['+4', 4],
    ['1 000', 1000],
    ['1\u00a0000', 1000], // no-break space
    ['1\u202f000', 1000], // narrow no-break space, as Intl formats Polish numbers
    ['12 345 678,25', 12345678.25],
    ['1.000', 1], // '.' is always decimal (decision 0178)
    ['1,000', 1],
    ['7/2', 3.5],
    ['7 / 2', 3.5],
    ['7:2', 3.5],
    ['-7/2', -3.5],
    ['1,5/3', 0.5],
    ['2 1/2', 2.5],
    ['−2 1/2', -2.5],
    ['1 000/8', 125],
    ['1,5·10^3', 1500],
    ['1,5 · 10^3', 1500],
    ['1,5*10^3', 1500],
    ['1,5×10³', 1500],
    ['1,5⋅10^(-3)', 0.0015],
    ['1,5·10⁻³', 0.0015],
    ['1.5e3', 1500],
    ['1,5E-3', 0.0015],
    ['10^-3', 0.001],
    ['10⁶', 1e6],
    ['6,02·10^23', 6.02e23],
    ['0', 0],
    ['-0', 0],
  ])('%s is %d', (text, value) => {
    expect(read(text).value).toBe(value)
  })

  it.each([
    ['36 km/h', 36, 'km/h'],
    ['36km/h', 36, 'km/h'],
    ['0,5 mol/dm3', 0.5, 'mol/dm3'],
    ['2 dm³', 2, 'dm³'],
    ['98 g/mol', 98, 'g/mol'],
    ['1,5·10^3 m', 1500, 'm'],
    ['5 eV', 5, 'eV'], // 'e' before a letter is not an exponent
    ['7/2 m/s', 3.5, 'm/s'],
    ['25 %', 25, '%'],
    ['20 °C', 20, '°C'],
    ['12', 12, ''],
    ['x = 11', 11, ''],
    ['v=10 m/s', 10, 'm/s'],
  ])('%s: the unit after the number', (text, value, unit) => {
    expect(read(text)).toMatchObject({ value, unitText: unit })
  })

  it.each([
    ['4/6', { numerator: 4, denominator: 6, whole: null, reduced: false }],
    ['2/3', { numerator: 2, denominator: 3, whole: null, reduced: true }],
    ['-2/3', { numerator: 2, denominator: 3, whole: null, reduced: true }],
    ['6/3', { numerator: 6, denominator: 3, whole: null, reduced: false }],
    ['3/1', { numerator: 3, denominator: 1, whole: null, reduced: false }],
    ['7/2', { numerator: 7, denominator: 2, whole: null, reduced: true }],
    ['2 1/2', { numerator: 1, denominator: 2, whole: 2, reduced: true }],
    ['2 2/4', { numerator: 2, denominator: 4, whole: 2, reduced: false }],
  ])('%s: fraction %j', (text, fraction) => {
    expect(read(text).fraction).toEqual(fraction)
  })

  it.each(['0,5', '3', '1,5/3', '1,5·10^3'])('%s is not a fraction of whole numbers', (text) => {
    expect(read(text).fraction).toBeNull()
  })

  it.each([
    ['2 1/2', '2 1/2'],
    ['−2 1/2', '−2 1/2'],
    ['4/6', '4/6'],
    ['1,5·10^3', '1500'],
    ['1.5e-3', '0,0015'],
    ['-0,25', '−0,25'],
    ['1 000,5', '1000,5'],
  ])('%s is shown as %s', (text, shown) => {
    expect(read(text).numberText).toBe(shown)
  })

  it.each([
    ['', 'INVALID_INPUT', 'Wpisz odpowiedź.'],
    ['   ', 'INVALID_INPUT', 'Wpisz odpowiedź.'],
    ['1'.repeat(201), 'INVALID_INPUT', 'Odpowiedź może mieć najwyżej 200 znaków.'],
    ['abc', 'UNREADABLE', NUMBER_UNREADABLE],
    ['km/h', 'UNREADABLE', NUMBER_UNREADABLE],
    ['5 + 3', 'UNREADABLE', NUMBER_UNREADABLE],
    ['1 23', 'UNREADABLE', NUMBER_UNREADABLE],
    ['1,000.5', 'UNREADABLE', TWO_SEPARATORS],
    ['1.000.000', 'UNREADABLE', TWO_SEPARATORS],
    ['3/0', 'UNREADABLE', DIVISION_BY_ZERO],
    ['1e400', 'UNREADABLE', NUMBER_TOO_BIG],
    ['1·10^999', 'UNREADABLE', NUMBER_TOO_BIG],
  ])('%j is refused (%s)', (text, reason, message) => {
    expect(parseNumericAnswer(text)).toEqual({ refused: true, reason, message })
  })
})
