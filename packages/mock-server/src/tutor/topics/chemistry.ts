import { hint } from '../text'
import type { Problem, Topic } from './types'

const GMOL = '\\frac{\\text{g}}{\\text{mol}}'
const WATER = '\\text{H}_2\\text{O}'

function explanation(task: string, worked: string): string {
  return [
    '## Mole i stężenia',
    '**Mol** to porcja substancji zawierająca $6{,}02\\cdot10^{23}$ drobin (atomów, cząsteczek, jonów) – to liczba Avogadra. **Masa molowa** $M$ to masa jednego mola; dla związku dodajesz masy atomowe wszystkich atomów z wzoru.',
    [
      '| Wielkość | Wzór | Jednostka |',
      '| --- | --- | --- |',
      `| liczba moli | $n=\\dfrac{m}{M}$ | $\\text{mol}$ |`,
      '| stężenie procentowe | $C_p=\\dfrac{m_s}{m_r}\\cdot100\\%$ | $\\%$ |',
      '| stężenie molowe | $C_m=\\dfrac{n}{V}$ | $\\frac{\\text{mol}}{\\text{dm}^3}$ |',
      '| masa roztworu | $m_r=m_s+m_{rozp}$ | $\\text{g}$ |',
    ].join('\n'),
    [
      'Na co uważać:',
      '- $m_s$ to masa substancji rozpuszczonej, a $m_r$ – **całego roztworu**, nie samej wody.',
      '- W stężeniu molowym objętość $V$ podajesz w $\\text{dm}^3$ ($1\\ \\text{dm}^3=1000\\ \\text{cm}^3$).',
      '- Masy atomowe bierz z układu okresowego, np. $\\text{H}=1$, $\\text{C}=12$, $\\text{O}=16$, $\\text{Na}=23$, $\\text{Cl}=35{,}5$.',
    ].join('\n'),
    '### Przykład',
    task,
    worked,
  ].join('\n\n')
}

function concentrationProblem(): Problem {
  const task =
    'Do $180\\ \\text{g}$ wody wsypano $20\\ \\text{g}$ soli i mieszano aż do całkowitego rozpuszczenia. Jakie jest stężenie procentowe otrzymanego roztworu?'
  const worked =
    '$m_s=20\\ \\text{g}$, $m_r=20\\ \\text{g}+180\\ \\text{g}=200\\ \\text{g}$.\n\n$$C_p=\\frac{20\\ \\text{g}}{200\\ \\text{g}}\\cdot100\\%=10\\%$$'
  return {
    key: 'chemistry:concentration',
    opener: [
      'Najłatwiej zrozumieć to na przykładzie. Mam dla ciebie zadanie:',
      task,
      'Co już wiesz o stężeniu procentowym? Co ono mówi o roztworze?',
      '**Pierwszy krok:** jaka jest masa całego roztworu?',
      hint('roztwór to substancja rozpuszczona razem z rozpuszczalnikiem.'),
    ].join('\n\n'),
    hints: [
      `Masa roztworu to suma masy soli i masy wody. Jakim wzorem policzysz stężenie procentowe?\n\n${hint('$C_p=\\frac{m_s}{m_r}\\cdot100\\%$, gdzie $m_s$ to masa substancji, a $m_r$ – masa roztworu.')}`,
      `Podstaw liczby do wzoru. Jaki procent masy roztworu stanowi sól?\n\n${hint('podziel masę soli przez masę całego roztworu, a wynik pomnóż przez $100\\%$.')}`,
    ],
    expected: [{ value: 0.1, percent: true }],
    given: [180, 20],
    steps: [200, 100],
    confirm: `Zgadza się, $10\\%$! ${worked}`,
    wrong: (values) =>
      values.some((v) => Math.abs(v - 11.1) < 0.1)
        ? 'Wychodzi tak, gdy dzielisz przez masę samej wody. We wzorze potrzebna jest masa całego roztworu.'
        : 'To jeszcze nie to. Sprawdź, przez jaką masę dzielisz.',
    explanation: explanation(task, worked),
    practice: {
      text: 'Spróbuj teraz samodzielnie: ile gramów soli trzeba rozpuścić, żeby otrzymać $300\\ \\text{g}$ roztworu o stężeniu $5\\%$?',
    },
  }
}

function molesProblem(): Problem {
  const task = `Ile moli cząsteczek wody $${WATER}$ jest w $36\\ \\text{g}$ wody? Masy molowe: $\\text{H}$ – $1\\ ${GMOL}$, $\\text{O}$ – $16\\ ${GMOL}$.`
  const worked = `$M_{${WATER}}=2\\cdot1+16=18\\ ${GMOL}$\n\n$$n=\\frac{m}{M}=\\frac{36\\ \\text{g}}{18\\ ${GMOL}}=2\\ \\text{mol}$$`
  return {
    key: 'chemistry:moles',
    opener: [
      'Najłatwiej zrozumieć to na przykładzie. Mam dla ciebie zadanie:',
      task,
      'Co już wiesz o molu? Ile to drobin i do czego przydaje się masa molowa?',
      `**Pierwszy krok:** policz masę molową wody $M_{${WATER}}$. Ile wynosi?`,
      hint('w cząsteczce wody są dwa atomy wodoru i jeden atom tlenu.'),
    ].join('\n\n'),
    hints: [
      `Masa molowa wody to $18\\ ${GMOL}$. Jaki wzór łączy liczbę moli, masę próbki i masę molową?\n\n${hint('pomyśl o jednostkach: $\\text{g}$ podzielone przez $' + GMOL + '$ daje $\\text{mol}$.')}`,
      `Podstaw do wzoru $n=\\frac{m}{M}$. Ile moli wychodzi?\n\n${hint('ile razy $18$ mieści się w $36$?')}`,
    ],
    expected: [{ value: 2 }],
    given: [36, 1, 16],
    steps: [18],
    confirm: `Tak, $2\\ \\text{mol}$! ${worked}\n\nTo około $2\\cdot6{,}02\\cdot10^{23}\\approx1{,}2\\cdot10^{24}$ cząsteczek.`,
    wrong: (values) =>
      values.includes(648)
        ? 'Masę trzeba podzielić przez masę molową, a nie pomnożyć.'
        : 'To jeszcze nie to. Sprawdź masę molową i wzór $n=\\frac{m}{M}$.',
    explanation: explanation(task, worked),
    practice: {
      text: `Spróbuj teraz samodzielnie: ile gramów waży $0{,}5\\ \\text{mol}$ chlorku sodu $\\text{NaCl}$ ($\\text{Na}=23$, $\\text{Cl}=35{,}5$)?`,
    },
  }
}

const MOLES = /\bmol(e|i|a|ach|em|ami)?\b|molow|avogadr/
const CONCENTRATION = /stezeni|roztwor|rozpuszcz|procentow/

export const chemistryTopic: Topic = {
  id: 'chemistry',
  patterns: [
    /stezeni/,
    /roztwor/,
    /\bmol(e|i|a|ach|em|ami)?\b/,
    /molow/,
    /avogadr/,
    /rozpuszcz/,
    /chemi/,
  ],
  read(_text, folded) {
    if (CONCENTRATION.test(folded) && !/stezeni\w* molow/.test(folded))
      return concentrationProblem()
    if (MOLES.test(folded)) return molesProblem()
    return null
  },
  seeded: concentrationProblem,
}
