import { formatCount } from '@app/domain/shared/format'
import { fold, pick, saysDontKnow } from './text'
import type { TutorContext, TutorMode } from './types'

/**
 * Quizzing on a flashcard given as context: the first turn asks for the back without showing it;
 * the next compares the student's answer with the back, loosely (in Socratic mode "nie wiem"
 * first earns a hint); after that the card is shown and the conversation goes on as usual.
 */

type Card = Extract<TutorContext, { kind: 'flashcard' }>

/** Short words that say nothing about whether an answer is right. */
const STOP_WORDS = new Set(
  [
    'jest sa oraz albo lub czyli jako przez przy dla gdzie kiedy jego jej ich sie nie tak tym tych tej ten tego',
    'ktory ktora ktore ktorych ktorym ktorej ktorego ktorzy moze takze rowniez wiec bardzo',
    'the and are for with that this from',
  ]
    .join(' ')
    .split(' '),
)

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** The back's words that matter, in their original spelling, each with its folded stem. */
function keywords(back: string): { word: string; stem: string }[] {
  const seen = new Set<string>()
  const found: { word: string; stem: string }[] = []
  for (const word of words(back)) {
    const folded = fold(word)
    const isNumber = /^\d+$/.test(folded)
    if ((!isNumber && folded.length < 3) || STOP_WORDS.has(folded)) continue
    // A loose stem, so that Polish endings ('mitochondrium' / 'mitochondria') still match.
    const stem = isNumber ? folded : folded.slice(0, Math.max(3, Math.ceil(folded.length * 0.7)))
    if (seen.has(stem)) continue
    seen.add(stem)
    found.push({ word, stem })
  }
  return found
}

export type Verdict = 'right' | 'partial' | 'wrong'

/** How close an answer is to the back, and which of the back's words it misses. */
export function compareWithBack(
  answer: string,
  back: string,
): { verdict: Verdict; missing: string[] } {
  const answerFolded = fold(answer).replace(/\s+/g, ' ').trim()
  const backFolded = fold(back).replace(/\s+/g, ' ').trim()
  if (backFolded !== '' && answerFolded.includes(backFolded))
    return { verdict: 'right', missing: [] }
  const given = words(answerFolded)
  const wanted = keywords(back)
  if (wanted.length === 0) return { verdict: 'wrong', missing: [] }
  const missing = wanted.filter(
    ({ stem }) => !given.some((w) => (/^\d+$/.test(stem) ? w === stem : w.startsWith(stem))),
  )
  const ratio = (wanted.length - missing.length) / wanted.length
  return {
    verdict: ratio >= 0.6 ? 'right' : ratio >= 0.25 ? 'partial' : 'wrong',
    missing: missing.map((k) => k.word.toLowerCase()),
  }
}

const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

function ask(card: Card, seed: number): string {
  return [
    pick(
      [
        'Sprawdźmy, czy pamiętasz tę fiszkę. Oto jej przód:',
        'Zróbmy szybki test z tej fiszki. Przód karty brzmi:',
      ],
      seed,
    ),
    quote(card.front),
    'Spróbuj odpowiedzieć z pamięci, zanim zajrzysz na drugą stronę. Napisz odpowiedź własnymi słowami – nie musi być idealna, porównamy ją razem.',
    'Jeśli nic nie przychodzi ci do głowy, napisz „nie wiem”, a dam ci wskazówkę.',
  ].join('\n\n')
}

function clue(card: Card): string {
  const first = card.back.trim().charAt(0)
  const count = formatCount(words(card.back).length, { one: 'słowo', few: 'słowa', many: 'słów' })
  const start = /\p{L}/u.test(first) ? `na literę „${first.toUpperCase()}”` : `od „${first}”`
  return [
    `Nic nie szkodzi, spróbujmy ze wskazówką: odpowiedź zaczyna się ${start} i ma ${count}.`,
    'Co ci przychodzi do głowy? Nawet część odpowiedzi się liczy.',
  ].join(' ')
}

function verdict(card: Card, answer: string, mode: TutorMode, seed: number): string {
  const { verdict, missing } = compareWithBack(answer, card.back)
  const back = quote(card.back)
  const lead =
    verdict === 'right'
      ? `${pick(['Dokładnie tak!', 'Brawo, zgadza się!', 'Świetnie, o to chodziło!'], seed)} Na odwrocie fiszki jest:`
      : verdict === 'partial'
        ? 'Blisko – część się zgadza. Porównaj ze swoją odpowiedzią, na odwrocie jest:'
        : 'Jeszcze nie to, ale nic nie szkodzi – właśnie takie próby najlepiej utrwalają wiedzę. Na odwrocie jest:'
  const after =
    verdict === 'right'
      ? 'Przy najbliższej powtórce ta karta powinna pójść ci szybko.'
      : verdict === 'partial'
        ? `Zabrakło m.in.: ${missing.slice(0, 3).join(', ')}. Powiedz odpowiedź na głos jeszcze raz, a za kilka minut spróbuj odtworzyć ją z pamięci.`
        : 'Przeczytaj ją na głos, a za kilka minut spróbuj odtworzyć z pamięci jeszcze raz.'
  const next =
    mode === 'explain'
      ? 'Jeśli coś w tej odpowiedzi jest niejasne, napisz co – wyjaśnię to krok po kroku.'
      : 'Jeśli coś sprawia ci trudność, napisz, czego teraz się uczysz – przejdziemy przez to krok po kroku.'
  return [lead, back, after, next].join('\n\n')
}

/**
 * The quiz's answer to the last of `users` (the student's messages), or null when the quiz is
 * over; `consumed`: how many messages the quiz took (the usual conversation goes on after them).
 */
export function flashcardTurn(
  card: Card,
  users: readonly string[],
  mode: TutorMode,
  seed: number,
): { reply: string | null; consumed: number } {
  let hinted = false
  let reply: string | null = null
  for (const [index, message] of users.entries()) {
    if (index === 0) {
      reply = ask(card, seed)
    } else if (!hinted && mode === 'socratic' && saysDontKnow(fold(message))) {
      hinted = true
      reply = clue(card)
    } else {
      return {
        reply: index === users.length - 1 ? verdict(card, message, mode, seed) : null,
        consumed: index + 1,
      }
    }
  }
  return { reply, consumed: users.length }
}
