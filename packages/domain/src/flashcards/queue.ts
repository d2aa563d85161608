/**
 * What a study session shows today and in which order (decision 0127). The study day turns at
 * 04:00 Warsaw time, like Anki's, so a late evening's work counts for that evening.
 * Per card the work is one ISO read and comparisons of epoch ms: no Intl per card.
 */
import type { DeckCounts, DeckSettings, FlashcardSchedule } from '@app/contract/flashcards'
import type { SessionCounts } from '@app/contract/flashcards/study'
import { fromWarsawLocal, warsawParts } from '../shared/format'
import { parseInstant } from '../shared/iso-dates'

export const STUDY_DAY_TURN_HOUR = 4
/** After this many reviews one new card comes, while both last. */
export const REVIEWS_PER_NEW_CARD = 4
/** pickNext shows a learning card this early when nothing else is left. */
export const LEARN_AHEAD_MS = 20 * 60_000

export interface QueueCard {
  id: string
  deckId: string
  schedule: FlashcardSchedule
  createdAt: string
}
export interface QueueDeck {
  id: string
  settings: DeckSettings
}
/** A deck's work in this study day: new cards graded for the first time, review cards graded. */
export interface DoneToday {
  newStarted: number
  reviewsDone: number
}

export interface BuiltQueue {
  queue: QueueCard[]
  counts: SessionCounts
  /** The earliest time a studied card outside the queue can be shown, or null. */
  nextDueAt: string | null
  /** When the study day turns. */
  dayEndsAt: string
}

/** The study day holding `now`: from 04:00 Warsaw (inclusive) to the next 04:00 (exclusive). */
export function studyDay(now: Date): { start: Date; end: Date } {
  const p = warsawParts(now)
  // Before 04:00 it is still the previous day's study day; 04:00 exists on every Warsaw day.
  const day = p.hour < STUDY_DAY_TURN_HOUR ? p.day - 1 : p.day
  return {
    start: fromWarsawLocal(p.year, p.month, day, STUDY_DAY_TURN_HOUR),
    end: fromWarsawLocal(p.year, p.month, day + 1, STUDY_DAY_TURN_HOUR),
  }
}

interface Keyed {
  card: QueueCard
  key: number
}

interface Sorted {
  learningNow: Keyed[]
  learningLater: Keyed[]
  reviews: Keyed[]
  fresh: Keyed[]
  /** The earliest due at or after the day's end of a studied card, or Infinity. */
  laterDue: number
  /** A review due today was left out by its deck's limit. */
  reviewsCapped: boolean
}

const byKey = (a: Keyed, b: Keyed) =>
  a.key - b.key || (a.card.id < b.card.id ? -1 : a.card.id > b.card.id ? 1 : 0)

/** Sorts the cards of known decks into today's groups, with the decks' limits applied. */
function sortCards(
  cards: Iterable<QueueCard>,
  decks: Iterable<QueueDeck>,
  doneToday: ReadonlyMap<string, DoneToday>,
  nowMs: number,
  dayEndMs: number,
): Sorted {
  const perDeck = new Map<string, { settings: DeckSettings; reviews: Keyed[]; fresh: Keyed[] }>()
  for (const deck of decks)
    perDeck.set(deck.id, { settings: deck.settings, reviews: [], fresh: [] })
  const sorted: Sorted = {
    learningNow: [],
    learningLater: [],
    reviews: [],
    fresh: [],
    laterDue: Number.POSITIVE_INFINITY,
    reviewsCapped: false,
  }
  for (const card of cards) {
    const deck = perDeck.get(card.deckId)
    if (!deck) continue
    const { state } = card.schedule
    if (state === 'NEW') {
      deck.fresh.push({ card, key: parseInstant(card.createdAt) })
      continue
    }
    const due = parseInstant(card.schedule.due)
    if (due >= dayEndMs) {
      if (due < sorted.laterDue) sorted.laterDue = due
    } else if (state === 'REVIEW') {
      deck.reviews.push({ card, key: due })
    } else if (due <= nowMs) {
      sorted.learningNow.push({ card, key: due })
    } else {
      sorted.learningLater.push({ card, key: due })
    }
  }
  for (const [deckId, deck] of perDeck) {
    const done = doneToday.get(deckId)
    const reviewsLeft = Math.max(0, deck.settings.reviewsPerDay - (done?.reviewsDone ?? 0))
    const newLeft = Math.max(0, deck.settings.newPerDay - (done?.newStarted ?? 0))
    if (deck.reviews.length > reviewsLeft) {
      deck.reviews.sort(byKey)
      deck.reviews.length = reviewsLeft
      sorted.reviewsCapped = true
    }
    if (deck.fresh.length > newLeft) {
      deck.fresh.sort(byKey)
      deck.fresh.length = newLeft
    }
    for (const item of deck.reviews) sorted.reviews.push(item)
    for (const item of deck.fresh) sorted.fresh.push(item)
  }
  sorted.learningNow.sort(byKey)
  sorted.learningLater.sort(byKey)
  sorted.reviews.sort(byKey)
  sorted.fresh.sort(byKey)
  return sorted
}

/**
 * Today's session in the order to show: (re)learning cards due now (by due); reviews due before
 * the day ends (by due, within each deck's daily limit less today's reviews) with one new card
 * (oldest first, within the new-card limit less today's starts) after every 4 reviews; then
 * learning cards due later today (by due), which come back in the session.
 */
export function buildQueue(input: {
  cards: Iterable<QueueCard>
  decks: Iterable<QueueDeck>
  doneToday: ReadonlyMap<string, DoneToday>
  now: Date
}): BuiltQueue {
  const nowMs = input.now.getTime()
  const day = studyDay(input.now)
  const dayEndMs = day.end.getTime()
  const sorted = sortCards(input.cards, input.decks, input.doneToday, nowMs, dayEndMs)
  const queue: QueueCard[] = []
  for (const item of sorted.learningNow) queue.push(item.card)
  let review = 0
  let fresh = 0
  while (review < sorted.reviews.length || fresh < sorted.fresh.length) {
    const newTurn =
      review >= sorted.reviews.length || fresh < Math.floor(review / REVIEWS_PER_NEW_CARD)
    if (newTurn && fresh < sorted.fresh.length) queue.push((sorted.fresh[fresh++] as Keyed).card)
    else queue.push((sorted.reviews[review++] as Keyed).card)
  }
  for (const item of sorted.learningLater) queue.push(item.card)
  // A review left out by a limit may be shown when the day turns and the limits start again.
  const next = sorted.reviewsCapped ? Math.min(sorted.laterDue, dayEndMs) : sorted.laterDue
  return {
    queue,
    counts: {
      new: sorted.fresh.length,
      learning: sorted.learningNow.length + sorted.learningLater.length,
      review: sorted.reviews.length,
    },
    nextDueAt: Number.isFinite(next) ? new Date(next).toISOString() : null,
    dayEndsAt: day.end.toISOString(),
  }
}

/** A deck's counts for today, as buildQueue would give them for that deck alone. */
export function deckCounts(
  cards: Iterable<QueueCard>,
  deck: QueueDeck,
  done: DoneToday | undefined,
  now: Date,
): DeckCounts {
  const nowMs = now.getTime()
  const dayEndMs = studyDay(now).end.getTime()
  let total = 0
  const own: QueueCard[] = []
  for (const card of cards) {
    if (card.deckId !== deck.id) continue
    total++
    own.push(card)
  }
  const doneToday = new Map(done ? [[deck.id, done]] : [])
  const sorted = sortCards(own, [deck], doneToday, nowMs, dayEndMs)
  return {
    new: sorted.fresh.length,
    learning: sorted.learningNow.length + sorted.learningLater.length,
    due: sorted.reviews.length,
    total,
  }
}

const isLearning = (card: QueueCard) =>
  card.schedule.state === 'LEARNING' || card.schedule.state === 'RELEARNING'

/**
 * The card to show now: the (re)learning card due earliest if it is due; else the first new or
 * review card; else a learning card due within `learnAheadMs`; else null (nothing until then).
 */
export function pickNext(
  queue: readonly QueueCard[],
  now: Date,
  learnAheadMs: number = LEARN_AHEAD_MS,
): QueueCard | null {
  const nowMs = now.getTime()
  let learning: QueueCard | null = null
  let learningDue = Number.POSITIVE_INFINITY
  let other: QueueCard | null = null
  for (const card of queue) {
    if (isLearning(card)) {
      const due = parseInstant(card.schedule.due)
      if (due < learningDue) {
        learning = card
        learningDue = due
      }
    } else if (!other) {
      other = card
    }
  }
  if (learning && learningDue <= nowMs) return learning
  if (other) return other
  if (learning && learningDue <= nowMs + learnAheadMs) return learning
  return null
}
