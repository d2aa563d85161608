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

const SEEDED = '2x+7=19'
const PRACTICE = ['3x-4=11', '5x+2=3x+10', '7-2x=1'] as const

const IDENTITY = /nieskonczenie wiele|kazda liczba|tozsamosciow|kazdy x|dowolna liczba/
const CONTRADICTION = /brak rozwiazan|nie ma rozwiazan|sprzeczn|zbior pusty|∅|\\emptyset/

/** What to do with a term to move it to the other side. */
const moveLine = (value: string, negative: boolean) =>
  negative ? `dodaj $${value}$ do obu stron` : `odejmij $${value}$ od obu stron`

export function linearProblem(equation: Pick<Equation, 'left' | 'right'>): Problem {
  const [leftConstant, leftX] = equation.left
  const [rightConstant, rightX] = equation.right
  const a = leftX - rightX
  const b = rightConstant - leftConstant
  const statement = `$$${texEquation(equation)}$$`
  const moved = `${texPoly([0, a, 0])}=${b}`
  const solution = a === 0 ? null : b / a
  const x = a === 0 ? '' : texFraction(b, a)
  const moves = [
    rightX !== 0 ? moveLine(texPoly([0, Math.abs(rightX), 0]), rightX < 0) : '',
    leftConstant !== 0 ? moveLine(String(Math.abs(leftConstant)), leftConstant < 0) : '',
  ].filter(Boolean)
  const check =
    solution !== null && Number.isInteger(solution)
      ? ` Sprawdzenie: lewa strona $${texSubstitution(equation.left, solution)}=${evaluate(equation.left, solution)}$, prawa $${evaluate(equation.right, solution)}$ ✓`
      : ' Możesz to sprawdzić, podstawiając wynik do obu stron równania.'
  const result =
    a !== 0
      ? `$x=${x}$`
      : b === 0
        ? 'równanie jest tożsamościowe – spełnia je każda liczba'
        : 'równanie jest sprzeczne – nie ma rozwiązań'
  const practiceText = PRACTICE.find((p) => p !== texEquation(equation)) ?? PRACTICE[0]

  return {
    key: `linear:${texEquation(equation)}`,
    opener: [
      'Zajmijmy się tym równaniem:',
      statement,
      'Co już wiesz o rozwiązywaniu równań? Jaki jest cel – co ma zostać po jednej stronie znaku równości?',
      '**Pierwszy krok:** jak przenieść wyrazy, żeby wszystkie z $x$ były po lewej stronie, a same liczby po prawej?',
      hint(
        moves.length > 0
          ? `to, co robisz z jedną stroną równania, rób też z drugą – np. ${moves.join(', a potem ')}.`
          : 'to, co robisz z jedną stroną równania, rób też z drugą.',
      ),
    ].join('\n\n'),
    hints:
      a === 1
        ? [
            `Po przeniesieniu wyrazów po lewej zostaje samo $x$. Ile wychodzi po prawej stronie? Na koniec podstaw wynik do równania i sprawdź, czy obie strony są równe.\n\n${hint(`policz $${rightConstant}-${paren(leftConstant)}$.`)}`,
          ]
        : [
            `Po przeniesieniu wyrazów wychodzi $${moved}$. Co teraz zrobisz, żeby po lewej zostało samo $x$?\n\n${hint(a === 0 ? 'zobacz, co stało się z $x$ – czy w ogóle zostało?' : 'podziel obie strony przez liczbę, która stoi przy $x$.')}`,
            a === 0
              ? `Po lewej zostało $0$. Czy jakakolwiek liczba $x$ może spełnić równość $0=${b}$?\n\n${hint('porównaj obie strony – czy są równe niezależnie od $x$?')}`
              : `Ile wynosi $x$? Na koniec podstaw wynik do równania i sprawdź, czy obie strony są równe.\n\n${hint(`podziel $${b}$ przez $${a}$.`)}`,
          ],
    expected: solution === null ? [] : [{ value: solution }],
    answerPattern: /\bx\s*=/,
    steps: [a, b, leftX, leftConstant, rightX, rightConstant, -leftConstant, -rightX],
    solvedByWords:
      a === 0 ? (folded) => (b === 0 ? IDENTITY : CONTRADICTION).test(folded) : undefined,
    confirm: `Zgadza się: ${result}.${a === 0 ? '' : check}`,
    wrong: (values, folded) => {
      const [v] = values
      if (v === undefined || a === 0 || !/\bx\s*=/.test(folded))
        return 'Coś tu się nie zgadza. Sprawdź, jak przenosisz wyrazy – przy przenoszeniu zmienia się znak.'
      return `Sprawdźmy $x=${texNumber(v)}$: lewa strona daje $${texNumber(evaluate(equation.left, v))}$, a prawa $${texNumber(evaluate(equation.right, v))}$ – nie są równe, więc to jeszcze nie to.`
    },
    explanation: [
      '## Równanie liniowe krok po kroku',
      'Równanie pierwszego stopnia rozwiązujesz tak, żeby po jednej stronie zostało samo $x$. Najważniejsza zasada: **to samo działanie wykonujesz po obu stronach**.',
      [
        '1. Przenieś wyrazy z $x$ na lewą stronę, a liczby na prawą (przy przenoszeniu zmienia się znak).',
        '2. Zredukuj wyrazy podobne.',
        '3. Podziel obie strony przez współczynnik przy $x$.',
        '4. Sprawdź wynik, podstawiając go do równania.',
      ].join('\n'),
      '### Przykład',
      statement,
      [
        moves.length > 0
          ? `- Najpierw ${moves.join(', potem ')}: $${moved}$.`
          : `- Po uporządkowaniu: $${moved}$.`,
        a === 0
          ? `- Niewiadoma się zredukowała: zostaje $0=${b}$, więc ${result}.`
          : a === 1
            ? ''
            : `- Dzielimy obie strony przez $${a}$: $$x=${x}$$`,
      ]
        .filter(Boolean)
        .join('\n'),
      `**Odpowiedź:** ${result}.${a === 0 ? '' : check}`,
      'Gdy po redukcji zostaje $0=0$, równanie spełnia każda liczba; gdy zostaje fałsz, np. $0=5$, równanie jest sprzeczne.',
    ].join('\n\n'),
    practice: {
      text: `Spróbuj teraz samodzielnie: $${practiceText}$. Ile wynosi $x$?`,
      problem: () => {
        const [next] = equationsIn(practiceText)
        return linearProblem(next ?? equation)
      },
    },
  }
}

export const linearTopic: Topic = {
  id: 'linear',
  patterns: [
    /rownani\w* (liniow|pierwszego stopnia)/,
    /funkcj\w* liniow/,
    /niewiadom/,
    /\bliniow/,
    /przenosi\w* na drug/,
  ],
  read(text) {
    const equation = equationsIn(text).find((e) => e.degree === 1)
    return equation ? linearProblem(equation) : null
  },
  seeded() {
    const [equation] = equationsIn(SEEDED)
    if (!equation) throw new Error('The seeded linear equation does not parse')
    return linearProblem(equation)
  },
}
