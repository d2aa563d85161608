/**
 * Reads a polynomial equation in x of degree 1 or 2 with integer coefficients out of a message
 * ('x^2-5x+6=0', '3x + 5 = 2x - 1') and formats it back for KaTeX.
 */

/** Coefficients by degree: [constant, x, x^2]. */
export type Poly = [number, number, number]

export interface Equation {
  left: Poly
  right: Poly
  /** left - right. */
  poly: Poly
  degree: 1 | 2
  /** What the student wrote, normalised: removed before reading their numbers. */
  source: string
}

const TERM = /([+-]?)(\d*)(x(?:\^(\d))?)?/y

function parseSide(side: string): Poly | null {
  const poly: Poly = [0, 0, 0]
  let pos = 0
  while (pos < side.length) {
    TERM.lastIndex = pos
    const match = TERM.exec(side)
    if (!match || match[0] === '') return null
    const [, sign, digits, xPart, power] = match
    if (!digits && !xPart) return null
    if (pos > 0 && !sign) return null
    const degree = xPart ? Number(power ?? 1) : 0
    if (degree > 2) return null
    poly[degree as 0 | 1 | 2] += (sign === '-' ? -1 : 1) * (digits ? Number(digits) : 1)
    pos = TERM.lastIndex
  }
  return poly
}

/** Keeps letter case (chemical formulas are read after this); x may be written X. */
const normalise = (text: string) =>
  text
    .replace(/²/g, '^2')
    .replace(/[−–]/g, '-')
    .replace(/\^\{(\d)\}/g, '^$1')
    .replace(/(\d)\s*[*·⋅]\s*([xX])/g, '$1$2')
    .replace(/\s*([-+=^])\s*/g, '$1')

/** `x=3` or `2=x`: an answer, not a task. */
const isAnswer = (left: Poly, right: Poly) =>
  (left[2] === 0 && left[1] === 1 && left[0] === 0 && right[1] === 0 && right[2] === 0) ||
  (right[2] === 0 && right[1] === 1 && right[0] === 0 && left[1] === 0 && left[2] === 0)

/** Every equation in x of degree 1 or 2 in the text, answers such as `x=3` left out. */
export function equationsIn(text: string): Equation[] {
  const found: Equation[] = []
  for (const [source] of normalise(text).matchAll(/[-+\dxX^]+=[-+\dxX^]+/g)) {
    const [leftText = '', rightText = ''] = source.toLowerCase().split('=')
    const left = parseSide(leftText)
    const right = parseSide(rightText)
    if (!left || !right || isAnswer(left, right)) continue
    const poly: Poly = [left[0] - right[0], left[1] - right[1], left[2] - right[2]]
    const degree = poly[2] !== 0 ? 2 : poly[1] !== 0 ? 1 : null
    if (degree === null) continue
    found.push({ left, right, poly, degree, source })
  }
  return found
}

/** The text without the equations it states, so that their coefficients are not read as answers. */
export const withoutEquations = (text: string) =>
  equationsIn(text).reduce((rest, equation) => rest.replace(equation.source, ' '), normalise(text))

function term(coefficient: number, power: string, first: boolean): string {
  if (coefficient === 0) return ''
  const sign = coefficient < 0 ? '-' : first ? '' : '+'
  const size = Math.abs(coefficient)
  const digits = size === 1 && power !== '' ? '' : String(size)
  return `${sign}${digits}${power}`
}

/** `x^2-5x+6`; `0` for the zero polynomial. */
export function texPoly([c, b, a]: Poly): string {
  const parts = [term(a, 'x^2', true), term(b, 'x', a === 0), term(c, '', a === 0 && b === 0)].join(
    '',
  )
  return parts === '' ? '0' : parts
}

export const texEquation = (equation: Pick<Equation, 'left' | 'right'>) =>
  `${texPoly(equation.left)}=${texPoly(equation.right)}`

/** The value of the polynomial at x. */
export const evaluate = ([c, b, a]: Poly, x: number) => a * x * x + b * x + c

export const paren = (n: number) => (n < 0 ? `(${n})` : `${n}`)

/** `2^2-5\cdot2+6`: the left side with x put in. */
export function texSubstitution([c, b, a]: Poly, x: number): string {
  const X = paren(x)
  const coefficient = (k: number, first: boolean) =>
    `${k < 0 ? '-' : first ? '' : '+'}${Math.abs(k) === 1 ? '' : `${Math.abs(k)}\\cdot `}`
  const parts = [
    a === 0 ? '' : `${coefficient(a, true)}${X}^2`,
    b === 0 ? '' : `${coefficient(b, a === 0)}${X}`,
    c === 0 ? '' : `${c < 0 ? '-' : a === 0 && b === 0 ? '' : '+'}${Math.abs(c)}`,
  ]
  return parts.join('')
}
