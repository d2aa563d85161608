import {
  ANSWER_EMPTY,
  ANSWER_MAX_LENGTH,
  ANSWER_TOO_LONG,
  formatPolishNumber,
  refuse,
  type Refusal,
} from './answer-refusal'

/**
 * A number as a Polish student types it (issue 29): '12,5', '1 000' (also with U+00A0 or U+202F),
 * '−3', '7/2', '7:2', '2 1/2', '1,5·10^3', '1,5×10³', '1.5e3', then a unit ('36 km/h').
 * '.' is always the decimal separator, never a thousands one ('1.000' is 1; decision 0178).
 */

export interface FractionInfo {
  /** Of the fraction part: 4/6 → 4 and 6; 2 1/2 → 1 and 2 (whole 2). Without the sign. */
  numerator: number
  denominator: number
  /** The whole part of a mixed number, null for a plain fraction. */
  whole: number | null
  /** In lowest terms with a denominator above 1: 3/4 yes; 4/6, 6/3 and 3/1 no. */
  reduced: boolean
}

export interface NumericAnswer {
  refused: false
  value: number
  /** What follows the number ('km/h'), trimmed; '' when nothing does. */
  unitText: string
  /** Set when the number was typed as a fraction of whole numbers (or a mixed number). */
  fraction: FractionInfo | null
  /**
   * The number as understood, in Polish notation: '2,5', '1500' (for '1,5·10^3'), '−0,25'; a
   * fraction stays one: '4/6', '−2 1/2'.
   */
  numberText: string
}

export const NUMBER_UNREADABLE =
  'Nie rozumiem tej liczby. Wpisz ją np. jako 12,5, 3/4 albo 1,5·10^3.'
export const TWO_SEPARATORS =
  'Przecinek albo kropka oddziela tylko część dziesiętną. Tysiące oddziel spacją, np. 1 000 000.'
export const NUMBER_TOO_BIG = 'Ta liczba jest za duża, by ją sprawdzić.'
export const DIVISION_BY_ZERO = 'Nie można dzielić przez zero.'

const MAX_EXPONENT = 300
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹'

/** Digits, with thousands groups split by single spaces, then a decimal part after ',' or '.'. */
const DECIMAL = /^(\d{1,3}(?: \d{3})+(?!\d)|\d+|)(?:[.,](\d+))?/
const MIXED = /^(\d+) ([1-9]\d*) ?[/:] ?([1-9]\d*)(?![\d.,])/
const EXPONENT_E = /^ ?[eE]([+-]?\d+)/
const EXPONENT_TEN = /^ ?· ?10 ?(?:\^ ?\(?([+-]?\d+)\)?|(⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))/
const POWER_OF_TEN = /^10 ?(?:\^ ?\(?([+-]?\d+)\)?|(⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))/
/** What a unit can start with ('km', 'µm', 'Ω', '°C', '%'). */
const UNIT_START = /^[A-Za-zµμΩ°%‰]/

/** Reads a numeric answer; a refusal says why it is not a number. */
export function parseNumericAnswer(input: string): NumericAnswer | Refusal {
  if (input.length > ANSWER_MAX_LENGTH) return refuse('INVALID_INPUT', ANSWER_TOO_LONG)
  const text = input
    .replace(/[\u00a0\u202f\u2009\u2007]/g, ' ')
    .replace(/[−–]/g, '-')
    .replace(/[×⋅∙*]/g, '·')
    .trim()
    .replace(/ {2,}/g, ' ')
    // 'x = 11', 'v = 10 m/s': the letter a student solved for is not part of the number.
    .replace(/^[A-Za-z] ?= ?/, '')
  if (text === '') return refuse('INVALID_INPUT', ANSWER_EMPTY)

  const signMatch = /^([+-]) ?/.exec(text)
  const negative = signMatch?.[1] === '-'
  let rest = text.slice(signMatch?.[0].length ?? 0)
  const sign = negative ? -1 : 1

  let value: number
  let fraction: FractionInfo | null = null
  const mixed = MIXED.exec(rest)
  if (mixed && Number(mixed[2]) < Number(mixed[3])) {
    const [whole, numerator, denominator] = [mixed[1], mixed[2], mixed[3]].map(Number) as [
      number,
      number,
      number,
    ]
    value = sign * (whole + numerator / denominator)
    fraction = { numerator, denominator, whole, reduced: isReduced(numerator, denominator) }
    rest = rest.slice(mixed[0].length)
  } else {
    const power = POWER_OF_TEN.exec(rest)
    if (power) {
      const exponent = exponentOf(power[1], power[2])
      if (Math.abs(exponent) > MAX_EXPONENT) return refuse('UNREADABLE', NUMBER_TOO_BIG)
      value = sign * Number(`1e${exponent}`)
      rest = rest.slice(power[0].length)
    } else {
      const first = readDecimal(rest)
      if (!first) return refuse('UNREADABLE', NUMBER_UNREADABLE)
      rest = rest.slice(first.length)
      const divided = /^ ?[/:] ?/.exec(rest)
      const exponentE = EXPONENT_E.exec(rest)
      const exponentTen = EXPONENT_TEN.exec(rest)
      if (divided) {
        rest = rest.slice(divided[0].length)
        const second = readDecimal(rest)
        if (!second) return refuse('UNREADABLE', NUMBER_UNREADABLE)
        rest = rest.slice(second.length)
        if (second.value === 0) return refuse('UNREADABLE', DIVISION_BY_ZERO)
        value = (sign * first.value) / second.value
        if (first.integer && second.integer) {
          fraction = {
            numerator: first.value,
            denominator: second.value,
            whole: null,
            reduced: isReduced(first.value, second.value),
          }
        }
      } else if (exponentE || exponentTen) {
        const match = (exponentE ?? exponentTen) as RegExpExecArray
        const exponent = exponentE
          ? Number(exponentE[1])
          : exponentOf(exponentTen?.[1], exponentTen?.[2])
        if (Math.abs(exponent) > MAX_EXPONENT) return refuse('UNREADABLE', NUMBER_TOO_BIG)
        value = sign * Number(`${first.digits}e${exponent}`)
        rest = rest.slice(match[0].length)
      } else {
        value = sign * first.value
      }
    }
  }

  const unitText = rest.trim()
  if (/^[.,]\d/.test(unitText)) return refuse('UNREADABLE', TWO_SEPARATORS)
  if (unitText !== '' && !UNIT_START.test(unitText)) {
    return refuse('UNREADABLE', NUMBER_UNREADABLE)
  }
  if (!Number.isFinite(value)) return refuse('UNREADABLE', NUMBER_TOO_BIG)
  // -0 reads as 0.
  value = value === 0 ? 0 : value
  const numberText = fraction
    ? `${negative ? '−' : ''}${fraction.whole === null ? '' : `${fraction.whole} `}${fraction.numerator}/${fraction.denominator}`
    : formatPolishNumber(value)
  return { refused: false, value, unitText, fraction, numberText }
}

interface Decimal {
  value: number
  /** As JavaScript reads it: '1000.5'. */
  digits: string
  /** Typed without a decimal part. */
  integer: boolean
  /** Characters read. */
  length: number
}

function readDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text)
  if (!match || match[0] === '') return null
  const whole = (match[1] ?? '').replace(/ /g, '')
  const decimals = match[2]
  const digits = decimals === undefined ? whole || '0' : `${whole || '0'}.${decimals}`
  return { value: Number(digits), digits, integer: decimals === undefined, length: match[0].length }
}

function exponentOf(plain: string | undefined, superscript: string | undefined): number {
  if (plain !== undefined) return Number(plain)
  const digits = [...(superscript ?? '')]
    .map((c) => (c === '⁻' ? '-' : String(SUPERSCRIPT_DIGITS.indexOf(c))))
    .join('')
  return Number(digits)
}

function isReduced(numerator: number, denominator: number): boolean {
  return denominator > 1 && gcd(numerator, denominator) === 1
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)]
  while (y > 0) [x, y] = [y, x % y]
  return x
}
