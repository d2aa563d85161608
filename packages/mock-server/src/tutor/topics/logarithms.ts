import { hint } from '../text'
import type { Problem, Topic } from './types'

const SEEDED = { base: 2, argument: 8 }
const PRACTICE = [
  { base: 3, argument: 81 },
  { base: 5, argument: 125 },
  { base: 10, argument: 1000 },
] as const

/** c with base^c = argument, for a whole c from 0 to 30; null otherwise. */
function exponentOf(base: number, argument: number): number | null {
  let power = 1
  for (let c = 0; c <= 30; c++) {
    if (power === argument) return c
    power *= base
    if (power > argument) return null
  }
  return null
}

const texLog = (base: number, argument: number) => `\\log_{${base}} ${argument}`

/** Whole exponents are spelled out as a product of the base; larger ones are shortened. */
const product = (base: number, times: number) =>
  times <= 5
    ? Array.from({ length: times }, () => String(base)).join('\\cdot ')
    : `${base}^{${times}}`

export function logarithmProblem(base: number, argument: number, c: number): Problem {
  const log = texLog(base, argument)
  const practice = PRACTICE.find((p) => p.base !== base || p.argument !== argument) ?? PRACTICE[0]
  const practiceExponent = exponentOf(practice.base, practice.argument) ?? 0
  return {
    key: `logarithms:${base}:${argument}`,
    opener: [
      'Policzmy to razem:',
      `$$${log}$$`,
      'Co już wiesz o logarytmach? Spróbuj własnymi słowami: na jakie pytanie odpowiada logarytm?',
      `**Pierwszy krok:** zapisz to jako potęgę. Do jakiej potęgi trzeba podnieść $${base}$, żeby otrzymać $${argument}$?`,
      hint('z definicji $\\log_a b=c \\iff a^c=b$ (dla $a>0$, $a\\neq1$, $b>0$).'),
    ].join('\n\n'),
    hints: [
      c === 0
        ? `Szukasz takiego $c$, że $${base}^c=1$. Jaka potęga każdej liczby różnej od zera daje $1$?\n\n${hint('przypomnij sobie, ile wynosi $a^0$.')}`
        : `Szukasz takiego $c$, że $${base}^c=${argument}$. Rozpisz $${argument}$ jako iloczyn samych liczb $${base}$. Ile ich potrzebujesz?\n\n${hint(`zacznij od $${base}\\cdot ${base}=${base * base}$ i mnóż dalej, aż dojdziesz do $${argument}$.`)}`,
      `Liczba czynników to właśnie wykładnik $c$. Ile więc wynosi $${log}$?\n\n${hint(`sprawdź, czy $${base}^c$ daje dokładnie $${argument}$.`)}`,
    ],
    expected: [{ value: c }],
    given: [base, argument],
    steps: Array.from({ length: c + 1 }, (_, k) => base ** k),
    confirm:
      c === 0
        ? `Dokładnie: $${log}=0$, bo każda liczba różna od zera podniesiona do potęgi $0$ daje $1$.`
        : `Dokładnie: $${log}=${c}$, bo $${base}^{${c}}=${c > 1 ? `${product(base, c)}=` : ''}${argument}$.`,
    wrong: (values) => {
      const v = values.find((n) => Number.isInteger(n) && n >= 0 && n <= 12 && n !== c)
      if (v === undefined) return 'To jeszcze nie to. Wróć do definicji: szukasz wykładnika potęgi.'
      return `Sprawdźmy: $${base}^{${v}}=${base ** v}$, a potrzebujesz $${argument}$. To jeszcze nie to.`
    },
    explanation: [
      '## Logarytm – o co w nim chodzi',
      'Logarytm odpowiada na pytanie: **do jakiej potęgi trzeba podnieść podstawę, żeby otrzymać daną liczbę?**',
      '$$\\log_a b=c \\iff a^c=b,\\qquad a>0,\\ a\\neq1,\\ b>0$$',
      [
        '- $a$ to **podstawa** logarytmu,',
        '- $b$ to **liczba logarytmowana**,',
        '- $c$ to **wynik**, czyli wykładnik potęgi.',
        '- Zapis $\\log b$ (bez podstawy) oznacza w szkole podstawę $10$.',
      ].join('\n'),
      '### Najważniejsze własności',
      [
        '| Własność | Wzór |',
        '| --- | --- |',
        '| Logarytm jedynki | $\\log_a 1=0$ |',
        '| Logarytm podstawy | $\\log_a a=1$ |',
        '| Logarytm iloczynu | $\\log_a(xy)=\\log_a x+\\log_a y$ |',
        '| Logarytm ilorazu | $\\log_a\\frac{x}{y}=\\log_a x-\\log_a y$ |',
        '| Logarytm potęgi | $\\log_a x^n=n\\log_a x$ |',
        '| Zmiana podstawy | $\\log_a x=\\frac{\\log_b x}{\\log_b a}$ |',
      ].join('\n'),
      '### Przykład',
      `Oblicz $${log}$.`,
      c === 0
        ? `Szukamy $c$, dla którego $${base}^c=1$. Każda liczba różna od zera do potęgi $0$ daje $1$, więc $${log}=0$.`
        : `Szukamy $c$, dla którego $${base}^c=${argument}$. Ponieważ $${c > 1 ? `${product(base, c)}=` : ''}${argument}$, to $${base}^{${c}}=${argument}$, więc $$${log}=${c}$$`,
      `Spróbuj teraz samodzielnie: ile wynosi $${texLog(practice.base, practice.argument)}$?`,
    ].join('\n\n'),
    practice: {
      text: `Spróbuj teraz samodzielnie: ile wynosi $${texLog(practice.base, practice.argument)}$?`,
      problem: () => logarithmProblem(practice.base, practice.argument, practiceExponent),
    },
  }
}

/** `log_2 8`, `\log_{3}(81)`, `log2 8`, `log 100` (base 10). */
const LOG_EXPRESSION =
  /\\?log\s*(?:_\s*\{?\s*(\d+)\s*\}?|(\d+)(?=\s*[({\s]))?\s*[({]?\s*(\d+)\s*[)}]?/

export const logarithmsTopic: Topic = {
  id: 'logarithms',
  patterns: [/logarytm/, /\\?\blog\s*_?\s*\{?\d/, /\blog\s*\(/, /\bln\b/, /\\log\b/],
  read(text) {
    const match = LOG_EXPRESSION.exec(text.toLowerCase())
    if (!match) return null
    const base = Number(match[1] ?? match[2] ?? 10)
    const argument = Number(match[3])
    if (base < 2 || argument < 1) return null
    const c = exponentOf(base, argument)
    return c === null ? null : logarithmProblem(base, argument, c)
  },
  seeded() {
    return logarithmProblem(
      SEEDED.base,
      SEEDED.argument,
      exponentOf(SEEDED.base, SEEDED.argument) ?? 3,
    )
  },
}
