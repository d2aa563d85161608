import { hint } from '../text'
import type { Problem, Topic } from './types'

type Fn = 'sin' | 'cos' | 'tg'
type Angle = 0 | 30 | 45 | 60 | 90

/** Exact values (KaTeX and a canonical form for matching) of the special angles. */
const VALUES: Record<Fn, Partial<Record<Angle, { tex: string; form: string; value: number }>>> = {
  sin: {
    0: { tex: '0', form: '0', value: 0 },
    30: { tex: '\\frac{1}{2}', form: '1/2', value: 0.5 },
    45: { tex: '\\frac{\\sqrt{2}}{2}', form: 'r2/2', value: Math.SQRT2 / 2 },
    60: { tex: '\\frac{\\sqrt{3}}{2}', form: 'r3/2', value: Math.sqrt(3) / 2 },
    90: { tex: '1', form: '1', value: 1 },
  },
  cos: {
    0: { tex: '1', form: '1', value: 1 },
    30: { tex: '\\frac{\\sqrt{3}}{2}', form: 'r3/2', value: Math.sqrt(3) / 2 },
    45: { tex: '\\frac{\\sqrt{2}}{2}', form: 'r2/2', value: Math.SQRT2 / 2 },
    60: { tex: '\\frac{1}{2}', form: '1/2', value: 0.5 },
    90: { tex: '0', form: '0', value: 0 },
  },
  tg: {
    0: { tex: '0', form: '0', value: 0 },
    30: { tex: '\\frac{\\sqrt{3}}{3}', form: 'r3/3', value: Math.sqrt(3) / 3 },
    45: { tex: '1', form: '1', value: 1 },
    60: { tex: '\\sqrt{3}', form: 'r3', value: Math.sqrt(3) },
  },
}

const TEX_FN: Record<Fn, string> = { sin: '\\sin', cos: '\\cos', tg: '\\operatorname{tg}' }

/** Roots written any way ('√3/2', '\frac{\sqrt{3}}{2}', 'pierwiastek z 3 przez 2') → 'r3/2'. */
const rootForm = (folded: string) =>
  folded
    .replace(/\s+/g, '')
    .replace(/\\frac\{([^{}]*(?:\{[^{}]*\})?[^{}]*)\}\{(\d+)\}/g, '$1/$2')
    .replace(/\\sqrt\{(\d+)\}|sqrt\(?(\d+)\)?|√\(?(\d+)\)?|pierwiastek(?:z)?(\d+)/g, 'r$1$2$3$4')
    .replace(/przez/g, '/')

const TABLE = [
  '| Kąt | $0^\\circ$ | $30^\\circ$ | $45^\\circ$ | $60^\\circ$ | $90^\\circ$ |',
  '| --- | --- | --- | --- | --- | --- |',
  '| $\\sin$ | $0$ | $\\frac{1}{2}$ | $\\frac{\\sqrt{2}}{2}$ | $\\frac{\\sqrt{3}}{2}$ | $1$ |',
  '| $\\cos$ | $1$ | $\\frac{\\sqrt{3}}{2}$ | $\\frac{\\sqrt{2}}{2}$ | $\\frac{1}{2}$ | $0$ |',
  '| $\\operatorname{tg}$ | $0$ | $\\frac{\\sqrt{3}}{3}$ | $1$ | $\\sqrt{3}$ | – |',
].join('\n')

function explanation(example: string): string {
  return [
    '## Trygonometria w trójkącie prostokątnym',
    'Dla kąta ostrego $\\alpha$ w trójkącie prostokątnym:',
    [
      '- $\\sin\\alpha=\\dfrac{\\text{przyprostokątna naprzeciw }\\alpha}{\\text{przeciwprostokątna}}$',
      '- $\\cos\\alpha=\\dfrac{\\text{przyprostokątna przy }\\alpha}{\\text{przeciwprostokątna}}$',
      '- $\\operatorname{tg}\\alpha=\\dfrac{\\text{przyprostokątna naprzeciw }\\alpha}{\\text{przyprostokątna przy }\\alpha}=\\dfrac{\\sin\\alpha}{\\cos\\alpha}$',
    ].join('\n'),
    'Najważniejsza tożsamość, przydatna do sprawdzania wyników:',
    '$$\\sin^2\\alpha+\\cos^2\\alpha=1$$',
    '### Wartości dla kątów, które warto znać',
    TABLE,
    'Nie musisz ich wkuwać: wartości dla $30^\\circ$ i $60^\\circ$ odczytasz z połowy trójkąta równobocznego, a dla $45^\\circ$ – z połowy kwadratu.',
    '### Przykład',
    example,
  ].join('\n\n')
}

/** The seeded exercise: a right triangle with legs 3 and 4. */
function triangleProblem(): Problem {
  const worked =
    'Przyprostokątna przy kącie $\\alpha$: $\\sqrt{5^2-3^2}=\\sqrt{16}=4$. Stąd $\\sin\\alpha=\\frac{3}{5}$ i $\\cos\\alpha=\\frac{4}{5}$. Sprawdzenie: $\\left(\\frac{3}{5}\\right)^2+\\left(\\frac{4}{5}\\right)^2=\\frac{9}{25}+\\frac{16}{25}=1$ ✓'
  const task =
    'W trójkącie prostokątnym przyprostokątna leżąca naprzeciw kąta $\\alpha$ ma długość $3$, a przeciwprostokątna $5$. Oblicz $\\sin\\alpha$ i $\\cos\\alpha$.'
  return {
    key: 'trigonometry:triangle',
    opener: [
      'Najłatwiej zrozumieć to na przykładzie. Mam dla ciebie zadanie na rozgrzewkę:',
      task,
      'Co już wiesz o funkcjach trygonometrycznych? Jak zdefiniujesz sinus kąta ostrego w trójkącie prostokątnym?',
      '**Pierwszy krok:** który bok leży naprzeciw kąta $\\alpha$, a który jest przeciwprostokątną? Jak z nich zapiszesz $\\sin\\alpha$?',
      hint('przeciwprostokątna to najdłuższy bok, leży naprzeciw kąta prostego.'),
    ].join('\n\n'),
    hints: [
      `Do cosinusa potrzebujesz przyprostokątnej leżącej przy kącie $\\alpha$. Jak policzysz jej długość?\n\n${hint('skorzystaj z twierdzenia Pitagorasa: $a^2+b^2=c^2$.')}`,
      `Masz już wszystkie boki. Zapisz $\\sin\\alpha$ i $\\cos\\alpha$ jako ułamki. Ile wynoszą?\n\n${hint('sprawdź wynik tożsamością $\\sin^2\\alpha+\\cos^2\\alpha=1$.')}`,
    ],
    expected: [{ value: 0.6 }, { value: 0.8 }],
    given: [3, 5],
    steps: [4, 9, 16, 25],
    confirm: `Świetnie, oba wyniki się zgadzają. ${worked}`,
    explanation: explanation(`${task}\n\n${worked}`),
    practice: {
      text: 'Spróbuj teraz samodzielnie: ile wynosi $\\operatorname{tg}\\alpha$ w tym samym trójkącie?',
    },
  }
}

/** A value of sin, cos or tg at a special angle. */
function specialAngleProblem(fn: Fn, angle: Angle): Problem | null {
  const answer = VALUES[fn][angle]
  if (!answer) return null
  const expression = `${TEX_FN[fn]} ${angle}^\\circ`
  const [firstStep, firstHint, drawing] =
    angle === 30 || angle === 60
      ? [
          'narysuj trójkąt równoboczny o boku $2$ i poprowadź w nim wysokość. Jakie kąty mają dwa powstałe trójkąty prostokątne i jakie długości mają ich boki?',
          'wysokość dzieli podstawę na pół; jej długość policzysz z twierdzenia Pitagorasa.',
          'W połowie trójkąta równobocznego o boku $2$ przeciwprostokątna ma długość $2$, krótsza przyprostokątna $1$ (leży naprzeciw kąta $30^\\circ$), a dłuższa $\\sqrt{3}$.',
        ]
      : angle === 45
        ? [
            'narysuj kwadrat o boku $1$ i jego przekątną. Jakie kąty i jakie boki ma powstały trójkąt?',
            'przekątną policzysz z twierdzenia Pitagorasa.',
            'W połowie kwadratu o boku $1$ obie przyprostokątne mają długość $1$, a przeciwprostokątna (przekątna) $\\sqrt{2}$.',
          ]
        : [
            `wyobraź sobie okrąg o promieniu $1$ ze środkiem w początku układu współrzędnych. Jakie współrzędne ma punkt okręgu dla kąta $${angle}^\\circ$?`,
            '$\\cos\\alpha$ to współrzędna $x$ tego punktu, a $\\sin\\alpha$ – współrzędna $y$.',
            'Dla $0^\\circ$ punkt ma współrzędne $(1,0)$, a dla $90^\\circ$ – $(0,1)$.',
          ]
  const worked = `${drawing} Stąd $$${expression}=${answer.tex}$$`
  return {
    key: `trigonometry:${fn}:${angle}`,
    opener: [
      `Policzmy $${expression}$.`,
      'Co już wiesz o funkcjach trygonometrycznych kątów $30^\\circ$, $45^\\circ$ i $60^\\circ$? Pamiętasz którąś wartość?',
      `**Pierwszy krok:** ${firstStep}`,
      hint(firstHint),
    ].join('\n\n'),
    hints: [
      `${drawing} Który bok jest potrzebny do $${expression}$?\n\n${hint('$\\sin$: naprzeciw / przeciwprostokątna, $\\cos$: przy kącie / przeciwprostokątna, $\\operatorname{tg}$: naprzeciw / przy kącie.')}`,
      `Ile więc wynosi $${expression}$? Zapisz wynik jako ułamek.\n\n${hint('jeśli w mianowniku wychodzi pierwiastek, usuń go z mianownika.')}`,
    ],
    expected: [{ value: answer.value }],
    given: [angle],
    steps: [1, 2, 3],
    solvedByWords: (folded) => rootForm(folded).includes(answer.form) && answer.form.includes('r'),
    confirm: `Zgadza się: $${expression}=${answer.tex}$. ${drawing}`,
    explanation: explanation(`Oblicz $${expression}$.\n\n${worked}`),
    practice: {
      text: `Spróbuj teraz samodzielnie: ile wynosi $${TEX_FN[fn === 'sin' ? 'cos' : 'sin']} ${angle}^\\circ$?`,
      problem: () => specialAngleProblem(fn === 'sin' ? 'cos' : 'sin', angle) ?? triangleProblem(),
    },
  }
}

const SPECIAL =
  /\b(sin|cos|kos|tg|tan)(?:us|inus|gens)?\s*\(?\s*(0|30|45|60|90)(?!\d)\s*(?:°|\^\\circ|\^\{\\circ\}|stopni)?/

export const trigonometryTopic: Topic = {
  id: 'trigonometry',
  patterns: [
    /trygonometr/,
    /\b(sin|cos|tg|ctg|tan)\b/,
    /sinus|cosinus|kosinus|tangens/,
    /przeciwprostokatn|przyprostokatn/,
  ],
  read(_text, folded) {
    const match = SPECIAL.exec(folded)
    if (!match) return null
    const fn: Fn = match[1] === 'tan' ? 'tg' : match[1] === 'kos' ? 'cos' : (match[1] as Fn)
    return specialAngleProblem(fn, Number(match[2]) as Angle)
  },
  seeded: triangleProblem,
}
