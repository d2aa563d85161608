import { describe, expect, it } from 'vitest'
import { parseExpression } from './math-parse'
import {
  compareExpressions,
  equivalentNodes,
  expressionPreview,
  MIN_DEFINED_POINTS,
  SYMBOLIC_NODE_LIMIT,
} from './math-equivalence'
import type { MathNode } from './math-ast'

const X = ['x']
const compare = (answer: string, key: string, variables = X) => {
  const result = compareExpressions(answer, key, variables)
  if (result.refused) throw new Error(`refused ${answer} / ${key}: ${result.message}`)
  return result
}
const node = (text: string, variables = X): MathNode => {
  const parsed = parseExpression(text, variables)
  if (parsed.refused) throw new Error(parsed.message)
  return parsed.node
}

describe('compareExpressions: equivalent (the issue’s table and more Polish input)', () => {
  it.each([
    ['2(x+1)', '2x+2'],
    ['x^2-1', '(x-1)(x+1)'],
    ['sin(x)^2+cos(x)^2', '1'],
    ['tg(x)', 'sin(x)/cos(x)'],
    ['0,5x', 'x/2'],
    ['x(x+1)', 'x^2+x'],
    ['ctg(x)', 'cos(x)/sin(x)'],
    ['ctg(x)', '1/tg(x)'],
    ['log(100x)', '2 + log(x)'], // log is base 10
    ['ln(e^x)', 'x'],
    ['log(8; 2)', '3'], // ';' between arguments
    ['log(x; 2)', 'ln(x)/ln(2)'],
    ['x²', 'x·x'],
    ['x³ − 1', '(x-1)(x^2+x+1)'], // Unicode minus
    ['6x:3', '2x'], // ':' divides
    ['√(x²)', '|x|'],
    ['sqrt(x)^2', 'x'], // agrees wherever both sides are defined
    ['3(x−2) − 2x − 5', 'x − 11'],
    ['1/2x', '0,5x'],
    ['2πx', '2·pi·x'],
    ['(x+1)^2', 'x^2+2x+1'],
    ['[x+1]·{x-1}', 'x^2 - 1'],
    ['5!', '120'],
    ['arctg(1)', 'π/4'],
    ['e^(2ln(x))', 'x^2'],
    ['Sin(x)', 'sin(x)'],
  ])('%s ≡ %s', (answer, key) => {
    expect(compare(answer, key).equivalent).toBe(true)
  })

  it('takes two variables', () => {
    expect(compare('(x+y)^2', 'x^2+2xy+y^2', ['x', 'y']).equivalent).toBe(true)
    expect(compare('(x+y)^2', 'x^2+y^2', ['x', 'y']).equivalent).toBe(false)
    expect(compare('xy', 'yx', ['x', 'y']).equivalent).toBe(true)
  })
})

describe('compareExpressions: not equivalent', () => {
  it.each([
    ['(x+1)^2', 'x^2+1'],
    ['sqrt(x^2)', 'x'],
    ['(x^2)^(1/2)', 'x'], // mathjs's simplify says 0 here; a negative point says no
    ['x^2', '2x'],
    ['sin(2x)', '2sin(x)'],
    ['log(x)', 'ln(x)'],
    ['x/2', '2/x'],
    ['-x^2', '(-x)^2'],
    ['2x+1', '2x+2'],
    ['x^20+1', '(x+1)^20'],
    ['1', 'x/x + 0,000001'],
  ])('%s ≢ %s', (answer, key) => {
    expect(compare(answer, key).equivalent).toBe(false)
  })

  it('decides at sample points, negatives included', () => {
    const result = compare('sqrt(x^2)', 'x')
    expect(result.method).toBe('SAMPLING')
    // |x| and x agree at the first (positive) point and differ at the second (negative).
    expect(result.definedPoints).toBe(1)
    expect(compare('2(x+1)', '2x+2')).toMatchObject({ method: 'SAMPLING', definedPoints: 16 })
  })

  it('needs at least 8 defined points, looking further along the seeded sequence if needed', () => {
    const ln = compare('ln(x^3)', '3ln(x)')
    expect(ln).toMatchObject({ equivalent: true, method: 'SAMPLING' })
    expect(ln.definedPoints).toBeGreaterThanOrEqual(MIN_DEFINED_POINTS)
  })

  it('looks further out when a narrow domain leaves too few of the 16 points defined', () => {
    expect(compare('2sqrt(x-60)', 'sqrt(x-60)·2')).toMatchObject({
      equivalent: true,
      method: 'SAMPLING',
    })
    expect(compare('sqrt(x-60)', 'sqrt(x-61)')).toMatchObject({
      equivalent: false,
      method: 'SAMPLING',
    })
  })

  it('asks simplify only when still too few points are defined, and a small tree only', () => {
    // sqrt(x − 2000) is defined at no seeded point (magnitudes up to 1000).
    expect(compare('2sqrt(x-2000)', 'sqrt(x-2000)·2')).toMatchObject({
      equivalent: true,
      method: 'SYMBOLIC',
      definedPoints: 0,
    })
    expect(compare('sqrt(x-2000)', 'sqrt(x-2001)')).toMatchObject({
      equivalent: false,
      method: 'UNDECIDED',
    })
    const big = 'sqrt(x-2000)' + '+sqrt(x-2000)'.repeat(4)
    expect(SYMBOLIC_NODE_LIMIT).toBeLessThan(2 * 5 * 4)
    expect(equivalentNodes(node(big), node(big), X)).toMatchObject({ method: 'UNDECIDED' })
  })
})

describe('compareExpressions: refusals with a Polish reason', () => {
  it.each([
    ['2(x+1', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.'],
    ['sin(x', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.'],
    ['((x+1)', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.'],
    ['(x+', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.'],
    ['x+1)', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: brakuje nawiasu otwierającego.'],
    ['(x+1]', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: nawiasy do siebie nie pasują.'],
    [
      '|x-1',
      'UNREADABLE',
      'Nie rozumiem tego wyrażenia: brakuje kreski „|” zamykającej wartość bezwzględną.',
    ],
    ['()', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: nawiasy są puste.'],
    [
      'foo(x)',
      'UNREADABLE',
      'Nie znam funkcji „foo”. Możesz użyć: sin, cos, tg, ctg, ln, log, sqrt, abs, exp.',
    ],
    [
      'sinh(x)',
      'UNREADABLE',
      'Nie znam funkcji „sinh”. Możesz użyć: sin, cos, tg, ctg, ln, log, sqrt, abs, exp.',
    ],
    ['sinx', 'UNREADABLE', 'Po nazwie funkcji napisz nawias, np. sin(x).'],
    ['2 tg x', 'UNREADABLE', 'Po nazwie funkcji napisz nawias, np. tg(x).'],
    ['y+1', 'UNREADABLE', 'Użyj zmiennej x.'],
    ['X+1', 'UNREADABLE', 'Użyj zmiennej x.'],
    ['t(t+1)', 'UNREADABLE', 'Użyj zmiennej x.'],
    ['ysin(x)', 'UNREADABLE', 'Użyj zmiennej x.'],
    ['x'.repeat(201), 'INVALID_INPUT', 'Odpowiedź może mieć najwyżej 200 znaków.'],
    ['', 'INVALID_INPUT', 'Wpisz odpowiedź.'],
    ['9^9^9', 'UNREADABLE', 'Tego wyrażenia nie sprawdzę: wykładnik jest za duży (najwyżej 1000).'],
    [
      '2^2^2^2^2',
      'UNREADABLE',
      'Tego wyrażenia nie sprawdzę: wykładnik jest za duży (najwyżej 1000).',
    ],
    [
      'x^(10^4)',
      'UNREADABLE',
      'Tego wyrażenia nie sprawdzę: wykładnik jest za duży (najwyżej 1000).',
    ],
    [
      'factorial(99999)',
      'UNREADABLE',
      'Tego wyrażenia nie sprawdzę: silnię liczę tylko dla liczb naturalnych do 20.',
    ],
    [
      '99999!',
      'UNREADABLE',
      'Tego wyrażenia nie sprawdzę: silnię liczę tylko dla liczb naturalnych do 20.',
    ],
    [
      'x!',
      'UNREADABLE',
      'Tego wyrażenia nie sprawdzę: silnię liczę tylko dla liczb naturalnych do 20.',
    ],
    [
      '10^400',
      'UNREADABLE',
      'Tego wyrażenia nie da się obliczyć: wychodzi liczba za duża albo nieokreślona (np. dzielenie przez zero).',
    ],
    [
      'x + 1/0',
      'UNREADABLE',
      'Tego wyrażenia nie da się obliczyć: wychodzi liczba za duża albo nieokreślona (np. dzielenie przez zero).',
    ],
    [
      'sqrt(-4)',
      'UNREADABLE',
      'Tego wyrażenia nie da się obliczyć: wychodzi liczba za duża albo nieokreślona (np. dzielenie przez zero).',
    ],
    [
      'f(x, 2)',
      'UNREADABLE',
      'Nie rozumiem tego wyrażenia: przecinek oddziela tylko część dziesiętną liczby; argumenty funkcji oddziel średnikiem, np. log(8; 2).',
    ],
    [
      '(x; 2)',
      'UNREADABLE',
      'Nie rozumiem tego wyrażenia: średnik oddziela tylko argumenty funkcji, np. log(8; 2).',
    ],
    ['sin(x; 2)', 'UNREADABLE', 'Funkcja sin przyjmuje jeden argument.'],
    [
      'log(x; 2; 3)',
      'UNREADABLE',
      'Funkcja log przyjmuje jeden argument albo dwa: log(x; podstawa).',
    ],
    ['2 3', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: przed liczbą brakuje działania, np. „·”.'],
    ['x+', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: po „+” brakuje liczby lub zmiennej.'],
    ['*x', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: przed „*” brakuje liczby lub zmiennej.'],
    ['x # 2', 'UNREADABLE', 'Nie rozumiem tego wyrażenia: znak „#” jest tu niedozwolony.'],
    ['y = 2x + 2', 'UNREADABLE', 'Wpisz samo wyrażenie, bez znaku „=”, np. 2x + 2.'],
  ])('%j → %s: %s', (answer, reason, message) => {
    expect(compareExpressions(answer, '2x+2', X)).toEqual({ refused: true, reason, message })
  })

  it('names every variable of the key', () => {
    expect(compareExpressions('z', 'x+y', ['x', 'y'])).toMatchObject({
      message: 'Użyj zmiennych x i y.',
    })
    expect(compareExpressions('w', 'x+y+z', ['x', 'y', 'z'])).toMatchObject({
      message: 'Użyj zmiennych x, y i z.',
    })
  })

  it('finishes quickly on any input within 200 characters', () => {
    const nasty = [
      '('.repeat(99) + 'x' + ')'.repeat(99),
      'x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x^x',
      '(x+1)^1000-(x+1)^999*(x+1)',
      Array.from({ length: 12 }, (_, i) => `sqrt(x-${2000 + i})`).join('+'),
      'sqrt(x-2000)*(x+1)*(x+2)*(x+3)*(x+4)*(x+5)*(x+6)*(x+7)*(x+8)*(x+9)*(x+10)*(x+11)',
      'sqrt(x-2000)*(x+1)*(x+2)*(x+3)',
    ]
    for (const text of nasty) {
      expect(text.length).toBeLessThanOrEqual(200)
      const start = performance.now()
      compareExpressions(text, text, X)
      expect(performance.now() - start).toBeLessThan(2000)
    }
  })
})

describe('expressionPreview: "Rozumiem to jako: …"', () => {
  it.each([
    ['2(x+1)', '2·(x + 1)'],
    ['2x+2', '2·x + 2'],
    ['0,5x', '0,5·x'],
    ['0.5x', '0,5·x'],
    ['1/2x', '(1/2)·x'],
    ['x/(2x)', 'x/(2·x)'],
    ['(x+1)/2', '(x + 1)/2'],
    ['-(x+1)', '−(x + 1)'],
    ['−x^2', '−x^2'],
    ['(-x)^2', '(−x)^2'],
    ['2*-x', '2·(−x)'],
    ['x-(1-x)', 'x − (1 − x)'],
    ['x+(-2)', 'x + (−2)'],
    ['x^(1/2)', 'x^(1/2)'],
    ['x^-1', 'x^(−1)'],
    ['(x^2)^3', '(x^2)^3'],
    ['x^2^3', 'x^(2^3)'],
    ['x²', 'x^2'],
    ['tan(x)cot(x)', 'tg(x)·ctg(x)'],
    ['arctan(x)', 'arctg(x)'],
    ['sqrt(x+1)', '√(x + 1)'],
    ['√x', '√(x)'],
    ['abs(x-1)', '|x − 1|'],
    ['log(8;2)', 'log(8; 2)'],
    ['2pix', '2·π·x'],
    ['e^x', 'e^x'],
    ['5!', '5!'],
    ['(2+1)!', '(2 + 1)!'],
    ['x(x+1)', 'x·(x + 1)'],
    ['6x:3', '6·x/3'],
  ])('%s → %s', (text, shown) => {
    expect(expressionPreview(text)).toEqual({ refused: false, text: shown })
  })

  it('reads the preview in the exercise’s variables', () => {
    expect(expressionPreview('2t+1', ['t'])).toEqual({ refused: false, text: '2·t + 1' })
    expect(expressionPreview('2t+1')).toMatchObject({ message: 'Użyj zmiennej x.' })
  })
})
