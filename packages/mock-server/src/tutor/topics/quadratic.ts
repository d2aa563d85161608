import {
  equationsIn,
  evaluate,
  paren,
  texEquation,
  texPoly,
  texSubstitution,
  type Equation,
} from '../equation'
import { hint, texFraction, texNumber } from '../text'
import type { Problem, Topic } from './types'

/** The seeded example, and the exercises offered after one is solved. */
const SEEDED = 'x^2-5x+6=0'
const PRACTICE = ['x^2-7x+12=0', 'x^2+2x-8=0', '2x^2-3x-2=0'] as const

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b))

/** Δ = k²·m with m as small as possible. */
function splitSquare(delta: number): [number, number] {
  for (let k = Math.floor(Math.sqrt(delta)); k > 1; k--)
    if (delta % (k * k) === 0) return [k, delta / (k * k)]
  return [1, delta]
}

/** (-b ± √Δ)/(2a) as KaTeX, reduced; `sign` picks the ±. */
function rootTex(a: number, b: number, delta: number, sign: 1 | -1): string {
  let top = -b
  let root: number = sign
  let bottom = 2 * a
  if (bottom < 0) [top, root, bottom] = [-top, -root, -bottom]
  const s = Math.sqrt(delta)
  if (Number.isInteger(s)) return texFraction(top + root * s, bottom)
  const [k, m] = splitSquare(delta)
  const g = gcd(gcd(Math.abs(top), k), bottom)
  const sqrt = `${k / g === 1 ? '' : k / g}\\sqrt{${m}}`
  const numerator =
    top === 0 ? `${root < 0 ? '-' : ''}${sqrt}` : `${top / g}${root < 0 ? '-' : '+'}${sqrt}`
  return bottom / g === 1 ? numerator : `\\frac{${numerator}}{${bottom / g}}`
}

/** `x = …`, `x1 = …`, `x_{2} = …`: a result. */
const X_IS = /\bx\s*_?\{?[0-2]?\}?\s*=/

const NO_SOLUTION =
  /brak (rozwiazan|pierwiastk|miejsc)|nie ma (rozwiazan|pierwiastk|miejsc|zadnych)|sprzeczn|zbior pusty|∅|\\emptyset/

export function quadraticProblem(equation: Pick<Equation, 'left' | 'right' | 'poly'>): Problem {
  const [c, b, a] = equation.poly
  const delta = b * b - 4 * a * c
  const statement = `$$${texEquation(equation)}$$`
  const general = `${texPoly(equation.poly)}=0`
  const inGeneralForm = texEquation(equation) === general
  const roots =
    delta < 0
      ? []
      : delta === 0
        ? [-b / (2 * a)]
        : [(-b - Math.sqrt(delta)) / (2 * a), (-b + Math.sqrt(delta)) / (2 * a)].sort(
            (p, q) => p - q,
          )
  const [low, high] = a > 0 ? ([-1, 1] as const) : ([1, -1] as const)
  const x1 = rootTex(a, b, Math.max(delta, 0), low)
  const x2 = rootTex(a, b, Math.max(delta, 0), high)
  const integerRoots = roots.every(Number.isInteger)
  const rational = Number.isInteger(Math.sqrt(Math.max(delta, 0)))
  const approx = (x: number) => (rational ? '' : `\\approx ${texNumber(x)}`)
  const result =
    delta < 0
      ? 'równanie nie ma rozwiązań w liczbach rzeczywistych'
      : delta === 0
        ? `$x_0=${x1}$`
        : `$x_1=${x1}${approx(roots[0] ?? 0)}$ i $x_2=${x2}${approx(roots[1] ?? 0)}$`
  const check =
    roots.length > 0 && integerRoots
      ? ` Sprawdzenie: $${texSubstitution(equation.poly, roots[0] ?? 0)}=0$ ✓`
      : ' Możesz to sprawdzić, podstawiając wynik do równania.'
  const practiceText = PRACTICE.find((p) => p !== general) ?? PRACTICE[0]
  const deltaLine = `$\\Delta=${paren(b)}^2-4\\cdot ${paren(a)}\\cdot ${paren(c)}=${delta}$`

  const nextStep =
    delta > 0
      ? `Skoro $\\Delta>0$, równanie ma dwa rozwiązania. Jakiego wzoru na nie użyjesz?\n\n${hint('$$x_{1,2}=\\frac{-b\\pm\\sqrt{\\Delta}}{2a}$$')}`
      : delta === 0
        ? `Skoro $\\Delta=0$, ile rozwiązań ma to równanie i jakim wzorem je policzysz?\n\n${hint('przy zerowej delcie oba wzory dają tę samą liczbę: $x_0=\\frac{-b}{2a}$.')}`
        : `Delta wyszła ujemna. Co to oznacza dla rozwiązań tego równania?\n\n${hint('pomyśl, czy istnieje liczba rzeczywista, której kwadrat jest ujemny.')}`
  const lastStep =
    delta > 0
      ? `Policz $\\sqrt{\\Delta}$ i podstaw do wzorów $x_1=\\frac{-b-\\sqrt{\\Delta}}{2a}$ oraz $x_2=\\frac{-b+\\sqrt{\\Delta}}{2a}$. Jakie liczby ci wychodzą?\n\n${hint('na koniec podstaw każdy wynik do równania – lewa strona powinna dać $0$.')}`
      : delta === 0
        ? `Podstaw do wzoru $x_0=\\frac{-b}{2a}$. Ile wychodzi?\n\n${hint('uważaj na znak: $-b$ to liczba przeciwna do $b$.')}`
        : `Jak więc zapiszesz odpowiedź do tego zadania?\n\n${hint('wystarczy jedno zdanie o liczbie rozwiązań.')}`

  return {
    key: `quadratic:${general}`,
    opener: [
      'Zajmijmy się tym równaniem:',
      statement,
      'Zanim cokolwiek policzymy: co już wiesz o równaniach kwadratowych? Pamiętasz, jak wygląda ich postać ogólna?',
      inGeneralForm
        ? '**Pierwszy krok:** odczytaj współczynniki $a$, $b$ i $c$. Ile wynoszą w tym równaniu?'
        : '**Pierwszy krok:** przenieś wszystkie wyrazy na lewą stronę, tak żeby po prawej zostało $0$. Jak wtedy wygląda równanie i ile wynoszą $a$, $b$ i $c$?',
      hint(
        'porównaj równanie z postacią $ax^2+bx+c=0$ i uważaj na znaki – minus przed liczbą należy do współczynnika.',
      ),
      'Napisz, co ci wychodzi, a pójdziemy dalej.',
    ].join('\n\n'),
    hints: [
      `Sprawdź się: w postaci $${general}$ mamy $a=${a}$, $b=${b}$, $c=${c}$. Teraz policz wyróżnik $\\Delta=b^2-4ac$. Ile ci wychodzi?\n\n${hint('liczby ujemne wstawiaj w nawiasach – kwadrat liczby ujemnej jest dodatni.')}`,
      `Jeśli wszystko się zgadza, ${deltaLine}. ${nextStep}`,
      lastStep,
    ],
    expected: roots.map((value) => ({ value })),
    answerPattern: X_IS,
    steps: [a, b, c, delta, b * b, 4 * a * c, -b, 2 * a, ...(delta >= 0 ? [Math.sqrt(delta)] : [])],
    solvedByWords: delta < 0 ? (folded) => NO_SOLUTION.test(folded) : undefined,
    confirm: `Tak jest: ${result}.${delta < 0 ? '' : check}`,
    wrong: (values, folded) => {
      const x = values.find((v) => !roots.some((r) => Math.abs(r - v) < 0.01))
      if (x === undefined || delta < 0 || !X_IS.test(folded))
        return 'Coś tu się nie zgadza. Sprawdź po kolei współczynniki, deltę i znaki.'
      return `Sprawdźmy $x=${texNumber(x)}$: po podstawieniu lewa strona wynosi $${texNumber(evaluate(equation.poly, x))}$, a powinno wyjść $0$. To jeszcze nie to.`
    },
    explanation: explanation(statement, general, { a, b, c, delta, deltaLine, x1, x2, result }),
    practice: {
      text: `Spróbuj teraz samodzielnie: $${practiceText}$. Napisz mi, jakie rozwiązania ci wyjdą.`,
      problem: () => {
        const [next] = equationsIn(practiceText)
        return quadraticProblem(next ?? equation)
      },
    },
  }
}

function explanation(
  statement: string,
  general: string,
  w: {
    a: number
    b: number
    c: number
    delta: number
    deltaLine: string
    x1: string
    x2: string
    result: string
  },
): string {
  const solving =
    w.delta > 0
      ? `- $\\Delta>0$, więc są dwa rozwiązania:\n\n$$x_1=\\frac{-b-\\sqrt{\\Delta}}{2a}=${w.x1},\\qquad x_2=\\frac{-b+\\sqrt{\\Delta}}{2a}=${w.x2}$$`
      : w.delta === 0
        ? `- $\\Delta=0$, więc jest jedno rozwiązanie:\n\n$$x_0=\\frac{-b}{2a}=${w.x1}$$`
        : '- $\\Delta<0$, więc równanie nie ma rozwiązań w liczbach rzeczywistych.'
  return [
    '## Równanie kwadratowe krok po kroku',
    'Równanie kwadratowe ma postać $ax^2+bx+c=0$, gdzie $a\\neq0$. Rozwiązujesz je w trzech krokach:',
    [
      '1. **Doprowadź równanie do postaci ogólnej** i odczytaj współczynniki $a$, $b$, $c$.',
      '2. **Policz wyróżnik** $\\Delta=b^2-4ac$.',
      '3. **Sprawdź znak** $\\Delta$ – od niego zależy liczba rozwiązań:',
    ].join('\n'),
    [
      '| Znak $\\Delta$ | Liczba rozwiązań | Wzór |',
      '| --- | --- | --- |',
      '| $\\Delta>0$ | dwa | $x_{1,2}=\\frac{-b\\pm\\sqrt{\\Delta}}{2a}$ |',
      '| $\\Delta=0$ | jedno | $x_0=\\frac{-b}{2a}$ |',
      '| $\\Delta<0$ | brak (w liczbach rzeczywistych) | – |',
    ].join('\n'),
    '### Przykład',
    statement,
    [
      `- Postać ogólna: $${general}$, więc $a=${w.a}$, $b=${w.b}$, $c=${w.c}$.`,
      `- ${w.deltaLine}.`,
      solving,
    ].join('\n'),
    `**Odpowiedź:** ${w.result}.`,
    '**Skrót na później:** gdy rozwiązania istnieją, ze wzorów Viète’a $x_1+x_2=-\\frac{b}{a}$ oraz $x_1\\cdot x_2=\\frac{c}{a}$ szybko sprawdzisz wynik.',
    'Chcesz poćwiczyć na podobnym przykładzie? Napisz, a dam ci zadanie.',
  ].join('\n\n')
}

export const quadraticTopic: Topic = {
  id: 'quadratic',
  patterns: [
    /kwadratow/,
    /\bdelt/,
    /wyroznik/,
    /parabol/,
    /trojmian/,
    /wierzcholek|wierzcholk/,
    /postac (kanoniczn|iloczynow)/,
    /x\s*(\^\s*2|²)/,
    /viete/,
  ],
  read(text) {
    const equation = equationsIn(text).find((e) => e.degree === 2)
    return equation ? quadraticProblem(equation) : null
  },
  seeded() {
    const [equation] = equationsIn(SEEDED)
    if (!equation) throw new Error('The seeded quadratic equation does not parse')
    return quadraticProblem(equation)
  },
}
