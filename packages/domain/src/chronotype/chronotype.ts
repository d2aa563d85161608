/**
 * The chronotype test: the reduced Morningness–Eveningness Questionnaire (rMEQ; Adan & Almirall,
 * 1991), items 1, 7, 10, 18 and 19 of Horne & Östberg's MEQ, worded in Polish for a teenager.
 * The points of each answer and the cut-offs are the published ones (total 4–25).
 */

export interface ChronotypeOption {
  label: string
  points: number
}

export interface ChronotypeQuestion {
  /** Stable id, used for element ids. */
  id: string
  text: string
  options: readonly ChronotypeOption[]
}

export type Chronotype =
  | 'definitely-morning'
  | 'moderately-morning'
  | 'intermediate'
  | 'moderately-evening'
  | 'definitely-evening'

export const CHRONOTYPE_QUESTIONS: readonly ChronotypeQuestion[] = [
  {
    id: 'pobudka',
    text: 'Masz wolny dzień bez szkoły i obowiązków i możesz zaplanować go w pełni po swojemu. O której godzinie chcesz wstać, żeby czuć się najlepiej?',
    options: [
      { label: '5:00–6:30', points: 5 },
      { label: '6:30–7:45', points: 4 },
      { label: '7:45–9:45', points: 3 },
      { label: '9:45–11:00', points: 2 },
      { label: '11:00–12:00', points: 1 },
    ],
  },
  {
    id: 'poranek',
    text: 'Jak się czujesz przez pierwsze pół godziny po przebudzeniu?',
    options: [
      { label: 'Czuję duże zmęczenie', points: 1 },
      { label: 'Czuję lekkie zmęczenie', points: 2 },
      { label: 'Mam całkiem sporo energii', points: 3 },
      { label: 'Mam mnóstwo energii', points: 4 },
    ],
  },
  {
    id: 'wieczor',
    text: 'O której godzinie wieczorem zaczynasz czuć zmęczenie i potrzebę snu?',
    options: [
      { label: '20:00–21:00', points: 5 },
      { label: '21:00–22:15', points: 4 },
      { label: '22:15–0:45', points: 3 },
      { label: '0:45–2:00', points: 2 },
      { label: '2:00–3:00', points: 1 },
    ],
  },
  {
    id: 'szczyt-formy',
    text: 'O jakiej porze dnia zwykle czujesz się najlepiej: masz najwięcej energii i najłatwiej Ci się skupić?',
    options: [
      { label: '5:00–8:00', points: 5 },
      { label: '8:00–10:00', points: 4 },
      { label: '10:00–17:00', points: 3 },
      { label: '17:00–22:00', points: 2 },
      { label: '22:00–5:00', points: 1 },
    ],
  },
  {
    id: 'samoocena',
    text: 'Mówi się o „skowronkach” (ludziach porannych) i „sowach” (ludziach wieczornych). Kim jesteś według siebie?',
    options: [
      { label: 'Zdecydowanie skowronkiem', points: 6 },
      { label: 'Raczej skowronkiem niż sową', points: 4 },
      { label: 'Raczej sową niż skowronkiem', points: 2 },
      { label: 'Zdecydowanie sową', points: 0 },
    ],
  },
]

/** The published rMEQ cut-offs, from the most evening to the most morning type. */
export const CHRONOTYPE_RANGES: readonly { chronotype: Chronotype; min: number; max: number }[] = [
  { chronotype: 'definitely-evening', min: 4, max: 7 },
  { chronotype: 'moderately-evening', min: 8, max: 11 },
  { chronotype: 'intermediate', min: 12, max: 17 },
  { chronotype: 'moderately-morning', min: 18, max: 21 },
  { chronotype: 'definitely-morning', min: 22, max: 25 },
]

export const CHRONOTYPE_MIN_TOTAL = 4
export const CHRONOTYPE_MAX_TOTAL = 25

export const CHRONOTYPE_LABELS: Record<Chronotype, string> = {
  'definitely-morning': 'typ zdecydowanie poranny',
  'moderately-morning': 'typ umiarkowanie poranny',
  intermediate: 'typ pośredni',
  'moderately-evening': 'typ umiarkowanie wieczorny',
  'definitely-evening': 'typ zdecydowanie wieczorny',
}

/**
 * One entry per question: the 0-based index of the chosen option, or null/undefined when the
 * question is unanswered.
 */
export type ChronotypeAnswers = readonly (number | null | undefined)[]

export type ChronotypeScore =
  | { ok: true; total: number; chronotype: Chronotype }
  /** `unanswered`: 0-based indexes of the questions without an answer. */
  | { ok: false; reason: 'incomplete'; unanswered: number[] }
  /** Wrong number of entries, or an entry that is not an option of its question. */
  | { ok: false; reason: 'invalid' }

/** The chronotype of a total; a total outside 4–25 cannot come from the questionnaire. */
export function chronotypeForTotal(total: number): Chronotype {
  const range = CHRONOTYPE_RANGES.find((r) => total >= r.min && total <= r.max)
  if (!range || !Number.isInteger(total)) throw new RangeError(`Not an rMEQ total: ${total}`)
  return range.chronotype
}

/** Scores a questionnaire: the total and chronotype, or why it cannot be scored. */
export function scoreChronotype(answers: ChronotypeAnswers): ChronotypeScore {
  if (answers.length > CHRONOTYPE_QUESTIONS.length) return { ok: false, reason: 'invalid' }
  const unanswered: number[] = []
  let total = 0
  for (const [index, question] of CHRONOTYPE_QUESTIONS.entries()) {
    const answer = answers[index]
    if (answer === null || answer === undefined) {
      unanswered.push(index)
      continue
    }
    const option = Number.isInteger(answer) ? question.options[answer] : undefined
    if (!option) return { ok: false, reason: 'invalid' }
    total += option.points
  }
  if (unanswered.length > 0) return { ok: false, reason: 'incomplete', unanswered }
  return { ok: true, total, chronotype: chronotypeForTotal(total) }
}

/** Option letters in share codes: the first option is 'a'. */
const CODE_LETTERS = 'abcdefghij'

/**
 * The answers as a short code for a shareable URL: one letter per question, the chosen option's
 * position (e.g. 'cbccc'). Letters, not digits: the router would read a digit code as a number.
 * Only complete, valid answers can be encoded.
 */
export function encodeChronotypeAnswers(answers: ChronotypeAnswers): string {
  const score = scoreChronotype(answers)
  if (!score.ok) throw new RangeError(`Cannot encode ${score.reason} answers`)
  return answers.map((answer) => CODE_LETTERS.charAt(answer ?? 0)).join('')
}

/** The answers of a code made by encodeChronotypeAnswers, or null for anything else. */
export function decodeChronotypeAnswers(code: string): number[] | null {
  if (code.length !== CHRONOTYPE_QUESTIONS.length) return null
  const answers = [...code].map((letter) => CODE_LETTERS.indexOf(letter))
  if (answers.includes(-1)) return null
  return scoreChronotype(answers).ok ? answers : null
}

/**
 * The link from the initial quiz's chronotype question to the test, and the test's way back.
 * Here, not in the quiz's module, so that the public test page does not load the quiz's schemas.
 */
export const CHRONOTYPE_TEST_LINK = {
  label: 'Zrób test (2 min)',
  search: { powrot: 'quiz' as const },
}
export const CHRONOTYPE_TEST_RETURN = 'Zapisz wynik i wróć do quizu'
