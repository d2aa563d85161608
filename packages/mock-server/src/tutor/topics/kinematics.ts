import { hint } from '../text'
import type { Problem, Topic } from './types'

const KMH = '\\frac{\\text{km}}{\\text{h}}'
const MS = '\\frac{\\text{m}}{\\text{s}}'
const MS2 = '\\frac{\\text{m}}{\\text{s}^2}'

const CODE = [
  '```python',
  'a = 2     # przyspieszenie [m/s²]',
  'v0 = 0    # prędkość początkowa [m/s]',
  '',
  'for t in range(0, 6):           # czas od 0 do 5 s',
  '    v = v0 + a * t',
  '    s = v0 * t + a * t**2 / 2',
  '    print(f"t = {t} s   v = {v} m/s   s = {s} m")',
  '```',
].join('\n')

function explanation(task: string, worked: string): string {
  return [
    '## Kinematyka: ruch jednostajny i jednostajnie przyspieszony',
    '**Ruch jednostajny prostoliniowy** – prędkość się nie zmienia, a droga rośnie proporcjonalnie do czasu:',
    '$$s=v\\cdot t$$',
    '**Ruch jednostajnie przyspieszony** – prędkość co sekundę rośnie o tyle samo, czyli o przyspieszenie $a$:',
    '$$v=v_0+a\\cdot t,\\qquad s=v_0\\cdot t+\\frac{a\\cdot t^2}{2}$$',
    [
      '| Wielkość | Symbol | Jednostka w układzie SI |',
      '| --- | --- | --- |',
      '| droga | $s$ | $\\text{m}$ |',
      '| czas | $t$ | $\\text{s}$ |',
      `| prędkość | $v$ | $${MS}$ |`,
      `| przyspieszenie | $a$ | $${MS2}$ |`,
    ].join('\n'),
    [
      'Trzy rzeczy, które oszczędzają najwięcej punktów:',
      '1. **Zamień jednostki na zgodne**, zanim zaczniesz liczyć: $1\\ ' +
        KMH +
        '=\\frac{1000\\ \\text{m}}{3600\\ \\text{s}}=\\frac{1}{3{,}6}\\ ' +
        MS +
        '$.',
      '2. **Wypisz dane i szukane**, zanim wybierzesz wzór.',
      '3. **Sprawdź jednostkę wyniku** – jeśli droga wychodzi w sekundach, coś poszło nie tak.',
    ].join('\n'),
    '### Przykład',
    task,
    worked,
    'Tak możesz sprawdzić w Pythonie, jak w ruchu przyspieszonym rosną prędkość i droga:',
    CODE,
  ].join('\n\n')
}

function uniformProblem(): Problem {
  const task = `Rowerzysta jedzie ruchem jednostajnym z prędkością $18\\ ${KMH}$. Jaką drogę pokona w ciągu $40$ minut?`
  const worked = `Dane: $v=18\\ ${KMH}$, $t=40\\ \\text{min}=\\frac{40}{60}\\ \\text{h}=\\frac{2}{3}\\ \\text{h}$. Szukane: $s$.\n\n$$s=v\\cdot t=18\\ ${KMH}\\cdot\\frac{2}{3}\\ \\text{h}=12\\ \\text{km}$$`
  return {
    key: 'kinematics:uniform',
    opener: [
      'Najłatwiej zrozumieć to na przykładzie. Mam dla ciebie zadanie:',
      task,
      'Co już wiesz o ruchu jednostajnym prostoliniowym? Co w tym ruchu się nie zmienia?',
      '**Pierwszy krok:** prędkość jest w kilometrach na godzinę, a czas w minutach. Jak zapiszesz $40$ minut w godzinach?',
      hint(
        '$1\\ \\text{h}=60\\ \\text{min}$, więc podziel liczbę minut przez $60$ i skróć ułamek.',
      ),
    ].join('\n\n'),
    hints: [
      `$40\\ \\text{min}=\\frac{40}{60}\\ \\text{h}=\\frac{2}{3}\\ \\text{h}$. Jakim wzorem połączysz drogę, prędkość i czas?\n\n${hint('w ruchu jednostajnym w każdej godzinie pokonujesz tę samą drogę.')}`,
      `Podstaw do wzoru $s=v\\cdot t$. Ile kilometrów wychodzi?\n\n${hint('$18\\cdot\\frac{2}{3}$ – najpierw podziel przez $3$, potem pomnóż przez $2$.')}`,
    ],
    expected: [{ value: 12 }],
    given: [18, 40, 60],
    steps: [2 / 3, 2, 3],
    confirm: `Brawo, $12\\ \\text{km}$! ${worked}\n\nZwróć uwagę, jak skracają się jednostki: $${KMH}\\cdot\\text{h}=\\text{km}$.`,
    wrong: (values) =>
      values.includes(720)
        ? 'Wygląda na to, że prędkość w km/h została pomnożona przez minuty. Najpierw zamień czas na godziny.'
        : 'To jeszcze nie to. Sprawdź, czy prędkość i czas są w zgodnych jednostkach.',
    explanation: explanation(task, worked),
    practice: {
      text: `Spróbuj teraz samodzielnie: ile czasu zajmie temu rowerzyście przejechanie $27\\ \\text{km}$?`,
    },
  }
}

function acceleratedProblem(): Problem {
  const task = `Samochód rusza z miejsca i przyspiesza jednostajnie z przyspieszeniem $2\\ ${MS2}$. Jaką prędkość osiągnie po $5\\ \\text{s}$ i jaką drogę w tym czasie przejedzie?`
  const worked = `Dane: $v_0=0$, $a=2\\ ${MS2}$, $t=5\\ \\text{s}$.\n\n$$v=v_0+a\\cdot t=2\\cdot5=10\\ ${MS},\\qquad s=\\frac{a\\cdot t^2}{2}=\\frac{2\\cdot5^2}{2}=25\\ \\text{m}$$`
  return {
    key: 'kinematics:accelerated',
    opener: [
      'Najłatwiej zrozumieć to na przykładzie. Mam dla ciebie zadanie:',
      task,
      'Co już wiesz o ruchu jednostajnie przyspieszonym? Co w nim zmienia się co sekundę o tyle samo?',
      '**Pierwszy krok:** ile wynosi prędkość początkowa $v_0$, skoro samochód rusza z miejsca? I o ile rośnie prędkość w każdej sekundzie?',
      hint(
        `przyspieszenie $2\\ ${MS2}$ oznacza, że prędkość rośnie o $2\\ ${MS}$ w każdej sekundzie.`,
      ),
    ].join('\n\n'),
    hints: [
      `Skoro $v_0=0$, jakim wzorem policzysz prędkość po czasie $t$? Ile wynosi po $5\\ \\text{s}$?\n\n${hint('$v=v_0+a\\cdot t$.')}`,
      `Teraz droga. Przy ruszaniu z miejsca $s=\\frac{a\\cdot t^2}{2}$. Ile metrów wychodzi?\n\n${hint('najpierw policz $t^2$, potem pomnóż przez $a$ i podziel przez $2$.')}`,
    ],
    expected: [{ value: 10 }, { value: 25 }],
    given: [2, 5],
    steps: [0],
    confirm: `Świetnie, oba wyniki się zgadzają. ${worked}\n\nDla porównania: $10\\ ${MS}$ to $36\\ ${KMH}$.`,
    wrong: (values) =>
      values.includes(50)
        ? 'Przy drodze $50\\ \\text{m}$ zgubiło się dzielenie przez $2$ we wzorze $s=\\frac{a\\cdot t^2}{2}$.'
        : 'To jeszcze nie to. Rozdziel zadanie na dwa kroki: najpierw prędkość, potem droga.',
    explanation: explanation(task, worked),
    practice: {
      text: 'Spróbuj teraz samodzielnie: jaką drogę przejedzie ten samochód w ciągu pierwszych $3\\ \\text{s}$?',
    },
  }
}

const ACCELERATED = /przyspiesz|rozpedz|hamow|hamuj|opoznion|\bv_?0\b|swobodn\w* spad/
const UNIFORM = /jednostajn|predkosc|\bdrog|km\/h|\bm\/s\b/

export const kinematicsTopic: Topic = {
  id: 'kinematics',
  patterns: [
    /kinematyk/,
    /predkosc/,
    /przyspiesz/,
    /ruch\w* jednostajn/,
    /\bdrog[aiey]\b/,
    /km\/h|\bm\/s\b/,
    /rozpedz|hamow/,
    /swobodn\w* spad/,
  ],
  read(_text, folded) {
    if (ACCELERATED.test(folded)) return acceleratedProblem()
    if (UNIFORM.test(folded)) return uniformProblem()
    return null
  },
  seeded: uniformProblem,
}
