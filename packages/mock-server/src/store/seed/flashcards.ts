import { DEFAULT_DECK_SETTINGS, type Grade } from '@app/contract/flashcards'
import { fromWarsawLocal, warsawParts } from '@app/domain/shared/format'
import { gradeCard, newSchedule } from '@app/domain/flashcards/fsrs'
import { buildQueue, pickNext, studyDay, type DoneToday } from '@app/domain/flashcards/queue'
import { seededRandom } from '@app/domain/shared/seeded-random'
import type { CardRecord, DeckRecord, ReviewRecord } from '../flashcards.types'
import { deepFreeze } from '../freeze'
import { ksuidAt } from '../ksuid'
import { seedImageOf } from './flashcard-images'
import { PRO_DECKS, UCZEN_DECKS, type SeedDeck } from './flashcards-content'
import { PERSONA_IDS } from './personas'

/**
 * The demo personas' flashcards, laid out from the clock's study day (it turns at 04:00 Warsaw)
 * with a fixed PRNG, so the same day always gives the same decks, schedules and reviews:
 *
 * - uczen made the four decks of UCZEN_DECKS 22 days ago and has studied them on most days since
 *   (always yesterday), 16:00-20:00 Warsaw: a few new cards a deck a day and the cards due,
 *   grades mostly 'Dobrze', every one through the domain's FSRS. The last three sessions left
 *   some reviews, so today `dueToday` (about 25) are due; yesterday's ended with 3 new cards
 *   forgotten, still in learning; the last cards of every deck (`unseenPerDeck`) were never
 *   studied.
 * - pro made the deck of PRO_DECKS 21 days ago, when starting the course, and never studied it.
 *
 * The same reviews are uczen's `flashcard_reviewed` events in the activity seed.
 */
export const SEED_FLASHCARDS = {
  historyDays: 21,
  /** Cards at the end of each of uczen's decks never studied. */
  unseenPerDeck: 12,
  /** (Re)learning cards yesterday's session left for today. */
  learningLeft: 3,
  /** Review cards due today (all decks): yesterday's session leaves what makes this many. */
  dueToday: 25,
  /** New cards a deck a session, at most. */
  newPerSession: 8,
} as const

/** A seeded review: the store's record, the interval it gave and its event's id bytes (hex). */
export interface SeededReview extends ReviewRecord {
  scheduledDays: number
  eventIdHex: string
}

export interface SeededFlashcards {
  decks: readonly DeckRecord[]
  cards: readonly CardRecord[]
  reviews: readonly SeededReview[]
}

let last: { dayStart: number; seed: SeededFlashcards } | undefined

/** The seed for the study day holding `now` (frozen; the same object for the same day). */
export function seedFlashcards(now: Date): SeededFlashcards {
  const day = studyDay(now)
  if (last?.dayStart !== day.start.getTime())
    last = { dayStart: day.start.getTime(), seed: deepFreeze(layOut(day.start)) }
  return last.seed
}

const bytesOf = (random: () => number) =>
  Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256)))

function layOut(dayStart: Date): SeededFlashcards {
  const today = warsawParts(dayStart)
  /** The instant `minutes` after midnight Warsaw, `daysAgo` study days back. */
  const at = (daysAgo: number, minutes: number) =>
    fromWarsawLocal(today.year, today.month, today.day - daysAgo, 0, minutes)
  const ids = seededRandom(1270)
  const addDecks = (userId: string, decks: readonly SeedDeck[], createdAt: Date): Made =>
    decks.map((content, index) => {
      const deckAt = new Date(createdAt.getTime() + index * 60_000)
      const deck: DeckRecord = {
        id: ksuidAt(deckAt, bytesOf(ids)),
        userId,
        name: content.name,
        settings: { ...DEFAULT_DECK_SETTINGS },
        version: 1,
        createdAt: deckAt.toISOString(),
        deletedAt: null,
      }
      const cards = content.cards.map((card, i): CardRecord => {
        const cardAt = new Date(deckAt.getTime() + (i + 1) * 1000).toISOString()
        return {
          id: ksuidAt(new Date(cardAt), bytesOf(ids)),
          userId,
          deckId: deck.id,
          front: card.front,
          back: card.back,
          tags: [...card.tags],
          image: card.image ? { id: seedImageOf(userId, card.image.url).id, ...card.image } : null,
          schedule: newSchedule(new Date(cardAt)),
          createdAt: cardAt,
          updatedAt: cardAt,
          deletedAt: null,
        }
      })
      return { deck, cards }
    })
  const uczen = addDecks(
    PERSONA_IDS.uczen,
    UCZEN_DECKS,
    at(SEED_FLASHCARDS.historyDays + 1, 15 * 60),
  )
  const pro = addDecks(PERSONA_IDS.pro, PRO_DECKS, at(21, 17 * 60))
  const reviews = study(uczen, at, ids)
  const made = [...uczen, ...pro]
  return {
    decks: made.map(({ deck }) => deck),
    cards: made.flatMap(({ cards }) => cards),
    reviews,
  }
}

type Made = { deck: DeckRecord; cards: CardRecord[] }[]

/**
 * uczen's sessions of the last three weeks, graded through FSRS: each one works through the
 * queue the domain builds (with a few new cards a deck) until nothing is left or it is 20:00;
 * yesterday's ends with a few new cards forgotten at once, still in learning today.
 */
function study(
  made: Made,
  at: (daysAgo: number, minutes: number) => Date,
  ids: () => number,
): SeededReview[] {
  const random = seededRandom(127)
  const cards = new Map(made.flatMap(({ cards }) => cards.map((card) => [card.id, card])))
  const reviews: SeededReview[] = []
  const { learningLeft, unseenPerDeck, newPerSession, dueToday } = SEED_FLASHCARDS
  // What each deck leaves to study: all but its last cards, and one card each for the end.
  const left = new Map(
    made.map(({ deck, cards }, i) => [
      deck.id,
      cards.length - unseenPerDeck - (i < learningLeft ? 1 : 0),
    ]),
  )
  let done = new Map<string, DoneToday>()
  /** When today's study day ends (04:00 tomorrow). */
  const todayEnds = at(-1, 4 * 60).getTime()

  const grade = (card: CardRecord, grade: Grade, now: number) => {
    const before = card.schedule
    const reviewedAt = new Date(now)
    const retention = made.find(({ deck }) => deck.id === card.deckId)?.deck.settings.retention
    const graded = gradeCard(before, grade, reviewedAt, retention ?? 90)
    cards.set(card.id, { ...card, schedule: graded.schedule })
    const durationMs = 4_000 + Math.floor(random() * 30_000)
    reviews.push({
      reviewId: ksuidAt(reviewedAt, bytesOf(ids)),
      userId: card.userId,
      cardId: card.id,
      deckId: card.deckId,
      grade,
      reviewedAt: reviewedAt.toISOString(),
      scheduleBefore: before,
      log: graded.log,
      durationMs,
      undone: false,
      scheduledDays: graded.schedule.scheduledDays,
      eventIdHex: bytesOf(ids).toString('hex'),
    })
    const deckDone = done.get(card.deckId) ?? { newStarted: 0, reviewsDone: 0 }
    if (before.state === 'NEW') deckDone.newStarted++
    else if (before.state === 'REVIEW') deckDone.reviewsDone++
    done.set(card.deckId, deckDone)
    return now + durationMs + 2_000 + Math.floor(random() * 6_000)
  }

  for (let daysAgo = SEED_FLASHCARDS.historyDays; daysAgo >= 1; daysAgo--) {
    // Most days; always yesterday.
    if (daysAgo > 1 && random() < 0.2) continue
    let now = at(daysAgo, 16 * 60 + Math.floor(random() * 90)).getTime()
    const end = at(daysAgo, 20 * 60).getTime() - 60_000
    done = new Map()
    const decks = made.map(({ deck }) => {
      const newPerDay = Math.min(newPerSession, left.get(deck.id) ?? 0)
      left.set(deck.id, (left.get(deck.id) ?? 0) - newPerDay)
      return { id: deck.id, settings: { ...deck.settings, newPerDay } }
    })
    // The last three sessions stop short: the reviews they leave and today's make `dueToday`.
    let reviewsLeft = daysAgo <= 3 ? reviewsFor(cards.values(), todayEnds, dueToday) : Infinity
    for (;;) {
      const { queue } = buildQueue({
        cards: cards.values(),
        decks,
        doneToday: done,
        now: new Date(now),
      })
      const open = reviewsLeft > 0 ? queue : queue.filter((c) => c.schedule.state !== 'REVIEW')
      const next = pickNext(open, new Date(now))
      // Waiting for a learning step: the student answers it when it is due.
      if (next) now = Math.max(now, Date.parse(next.schedule.due))
      if (!next || now >= end) break
      if (next.schedule.state === 'REVIEW') reviewsLeft--
      now = grade(cards.get(next.id) as CardRecord, gradeOf(next.schedule.state, random), now)
    }
    // New cards a deck's limit left unstudied go back to what is left.
    for (const deck of decks) {
      const started = done.get(deck.id)?.newStarted ?? 0
      left.set(deck.id, (left.get(deck.id) ?? 0) + deck.settings.newPerDay - started)
    }
    if (daysAgo > 1) continue
    for (const { cards: own } of made.slice(0, learningLeft)) {
      const fresh = own
        .map((c) => cards.get(c.id) as CardRecord)
        .find((c) => c.schedule.state === 'NEW')
      if (fresh && now < end) now = grade(fresh, 1, now)
    }
  }
  // The cards as the reviews left them, in the order they were made.
  for (const { cards: own } of made)
    for (const [i, card] of own.entries()) own[i] = cards.get(card.id) ?? card
  return reviews
}

/**
 * How many reviews a session of the last days may do so that about `target` are due today:
 * those due by the end of today, less the target (cards graded in these sessions are rarely due
 * again by today).
 */
function reviewsFor(cards: Iterable<CardRecord>, todayEnds: number, target: number): number {
  let due = 0
  for (const card of cards)
    if (card.schedule.state === 'REVIEW' && Date.parse(card.schedule.due) < todayEnds) due++
  return Math.max(0, due - target)
}

/** Mostly 'Dobrze'; new and learning cards are forgotten a little more often than reviews. */
function gradeOf(state: string, random: () => number): Grade {
  const r = random()
  const [again, hard, good] = state === 'REVIEW' ? [0.07, 0.19, 0.9] : [0.12, 0.25, 0.93]
  return r < again ? 1 : r < hard ? 2 : r < good ? 3 : 4
}
