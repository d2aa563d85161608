import { formatCount } from '@app/domain/shared/format'
import { hint, texFraction } from '../text'
import type { Problem, Topic } from './types'

/** A parent's genotype: two alleles of one gene, the dominant one written as a capital letter. */
type Genotype = readonly [string, string]

const PEAS = 'U grochu allel $A$ (żółte nasiona) dominuje nad allelem $a$ (zielone nasiona).'

const sorted = (x: string, y: string) => (x <= y ? `${x}${y}` : `${y}${x}`)
const isRecessive = (genotype: string) => genotype === genotype.toLowerCase()
const texGenotype = (g: Genotype) => `${g[0]}${g[1]}`

/** The Punnett square of a cross: offspring genotypes (capital first), row by row. */
function punnett(mother: Genotype, father: Genotype): string[][] {
  return mother.map((m) => father.map((f) => sorted(m, f)))
}

function square(mother: Genotype, father: Genotype): string {
  const cells = punnett(mother, father)
  return [
    `| | ${father[0]} | ${father[1]} |`,
    '| --- | --- | --- |',
    ...mother.map((m, i) => `| **${m}** | ${cells[i]?.join(' | ')} |`),
  ].join('\n')
}

function crossProblem(mother: Genotype, father: Genotype, peas: boolean): Problem {
  const cells = punnett(mother, father).flat()
  const recessive = cells.filter(isRecessive).length
  const probability = recessive / 4
  const cross = `${texGenotype(mother)}\\times ${texGenotype(father)}`
  const trait = peas ? 'zielone nasiona' : 'cechę recesywną'
  const task = `${peas ? `${PEAS} ` : ''}Krzyżujemy $${cross}$. Jakie jest prawdopodobieństwo, że potomek będzie miał ${trait}?`
  const counts = [...new Set(cells)]
    .sort()
    .map(
      (g) =>
        `$${g}$ – ${formatCount(cells.filter((c) => c === g).length, { one: 'pole', few: 'pola', many: 'pól' })}`,
    )
    .join(', ')
  const percent = `${probability * 100}\\%`
  const worked = [
    `Gamety: $${mother.join('$ i $')}$ oraz $${father.join('$ i $')}$.`,
    square(mother, father),
    `Genotypy potomstwa: ${counts}. Fenotyp recesywny mają tylko homozygoty recesywne, więc prawdopodobieństwo wynosi $${texFraction(recessive, 4)}$, czyli $${percent}$.`,
  ].join('\n\n')
  return {
    key: `genetics:${texGenotype(mother)}x${texGenotype(father)}`,
    opener: [
      'Najłatwiej zrozumieć to na przykładzie. Mam dla ciebie krzyżówkę:',
      task,
      'Co już wiesz o allelach dominujących i recesywnych? Kiedy ujawnia się cecha recesywna?',
      `**Pierwszy krok:** jakie gamety może wytworzyć każdy z rodziców ($${texGenotype(mother)}$ i $${texGenotype(father)}$)?`,
      hint('każda gameta dostaje tylko jeden allel z pary.'),
    ].join('\n\n'),
    hints: [
      `Ułóż z gamet szachownicę Punnetta $2\\times2$: w wierszach gamety jednego rodzica, w kolumnach – drugiego. Jakie genotypy dostajesz w czterech polach?\n\n${hint('w każdym polu łączysz allel z wiersza z allelem z kolumny.')}`,
      `W ilu polach na cztery jest homozygota recesywna? Jakie to prawdopodobieństwo?\n\n${hint('zapisz je jako ułamek albo w procentach.')}`,
    ],
    expected: [{ value: probability, percent: true }],
    steps: [1, 2, 3, 4],
    confirm: `Dokładnie: $${texFraction(recessive, 4)}$, czyli $${percent}$.\n\n${worked}`,
    wrong: (values) => {
      const fraction = values.map((v) => (v > 1 ? v / 100 : v))
      if (fraction.some((v) => v === 1 - probability) && probability !== 0.5)
        return 'To prawdopodobieństwo cechy dominującej. A ile wynosi dla recesywnej?'
      return 'To jeszcze nie to. Policz jeszcze raz pola szachownicy z dwoma małymi literami.'
    },
    explanation: [
      '## Genetyka: krzyżówki jednogenowe',
      [
        '- **Allel** – jedna z wersji genu; każdy organizm ma dwa allele danego genu (po jednym od każdego rodzica).',
        '- **Allel dominujący** (wielka litera, np. $A$) ujawnia się zawsze, gdy jest obecny.',
        '- **Allel recesywny** (mała litera, np. $a$) ujawnia się tylko u **homozygoty recesywnej** $aa$.',
        '- **Genotyp** to zestaw alleli ($AA$, $Aa$, $aa$), a **fenotyp** – cecha, którą widać.',
      ].join('\n'),
      'Jak rozwiązać krzyżówkę:',
      [
        '1. Wypisz gamety każdego z rodziców.',
        '2. Narysuj szachownicę Punnetta.',
        '3. Policz genotypy i fenotypy w czterech polach.',
        '4. Zamień liczbę pól na prawdopodobieństwo (każde pole to $\\frac{1}{4}$, czyli $25\\%$).',
      ].join('\n'),
      '### Przykład',
      task,
      worked,
      'Zapamiętaj dwa klasyczne wyniki: $Aa\\times Aa$ daje genotypy $1:2:1$ i fenotypy $3:1$, a $Aa\\times aa$ (krzyżówka testowa) – $1:1$.',
    ].join('\n\n'),
    practice: {
      text: 'Spróbuj teraz samodzielnie: jakie jest prawdopodobieństwo zielonych nasion w krzyżówce $Aa\\times aa$?',
      problem: () => crossProblem(['A', 'a'], ['a', 'a'], true),
    },
  }
}

const CROSS = /\b([A-Za-z])([A-Za-z])\s*(?:x|×|\\times)\s*([A-Za-z])([A-Za-z])\b/

export const geneticsTopic: Topic = {
  id: 'genetics',
  patterns: [
    /genety/,
    /krzyzow/,
    /allel/,
    /genotyp/,
    /fenotyp/,
    /dominuj|recesyw/,
    /heterozygot|homozygot/,
    /mendl|punnet/,
  ],
  read(text) {
    const match = CROSS.exec(text)
    if (!match) return null
    const [, m1 = '', m2 = '', f1 = '', f2 = ''] = match
    const letter = m1.toLowerCase()
    if (![m2, f1, f2].every((a) => a.toLowerCase() === letter)) return null
    const order = (x: string, y: string): Genotype => (x <= y ? [x, y] : [y, x])
    return crossProblem(order(m1, m2), order(f1, f2), letter === 'a')
  },
  seeded: () => crossProblem(['A', 'a'], ['A', 'a'], true),
}
