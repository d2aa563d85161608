import type { SessionCounts } from '@app/contract/flashcards/study'
import { FLASHCARDS_TEXT } from '@app/contract/flashcards/text'
import { formatCount, pluralPl } from '@app/domain/shared/format'

const GRADES_FORMS = { one: 'oceny', few: 'ocen', many: 'ocen' }
const WAITING_FORMS = { one: 'czeka', few: 'czekają', many: 'czeka' }
const CARDS_FORMS = { one: 'fiszka', few: 'fiszki', many: 'fiszek' }
/** After 'z' (genitive): 'z 1 fiszki', 'z 3 fiszek', 'z 12 fiszek'. */
const OF_CARDS_FORMS = { one: 'fiszki', few: 'fiszek', many: 'fiszek' }

/** The session progress bar's name for a screen reader. */
export const PROGRESS_LABEL = 'Postęp sesji'

/** 'Zostało: 14' — new, (re)learning and review cards left in the session. */
export const remainingLabel = (counts: SessionCounts) =>
  `Zostało: ${counts.new + counts.learning + counts.review}`

/** What is left by kind: 'Nowe: 5 · W nauce: 2 · Powtórki: 7'. */
export const remainingKinds = (counts: SessionCounts) =>
  `Nowe: ${counts.new} · W nauce: ${counts.learning} · Powtórki: ${counts.review}`

/** The progress bar's value in words: '3 z 12 fiszek' (cards done of the session's). */
export const progressText = ({ done, total }: { done: number; total: number }) =>
  `${done} z ${total} ${pluralPl(total, OF_CARDS_FORMS)}`

/** How many cards, in words: '1 fiszka', '3 fiszki', '12 fiszek'. */
export const cardsCount = (n: number) => formatCount(n, CARDS_FORMS)

/**
 * While grades wait for the network: 'Oceny zapisujemy na tym urządzeniu (3 czekają na
 * wysłanie)'. Nothing while they go out normally.
 */
export function outboxNotice(state: {
  pending: readonly unknown[]
  retryInMs: number | null
}): string | null {
  const waiting = state.pending.length
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  if (waiting === 0 || (state.retryInMs === null && !offline)) return null
  return `Oceny zapisujemy na tym urządzeniu (${waiting} ${pluralPl(waiting, WAITING_FORMS)} na wysłanie)`
}

/** Grades the server refused: 'Nie zapisano 1 oceny: fiszkę usunięto.' */
export function refusalNotice(refused: readonly { message: string }[]): string {
  const n = refused.length
  const reasons = [...new Set(refused.map(({ message }) => reasonOf(message)))]
  return `Nie zapisano ${n} ${pluralPl(n, GRADES_FORMS)}: ${reasons.join(' ')}`
}

/** The server's 404 for a card means it was deleted meanwhile (on another device). */
function reasonOf(message: string): string {
  if (message === FLASHCARDS_TEXT.cardNotFound) return 'fiszkę usunięto.'
  return message.charAt(0).toLowerCase() + message.slice(1)
}

/** A card's FSRS state in the deck's list and filter. */
export const CARD_STATE_LABELS = {
  NEW: 'Nowa',
  LEARNING: 'W nauce',
  REVIEW: 'Powtórka',
  RELEARNING: 'Ponowna nauka',
} as const
