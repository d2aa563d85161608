import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { FLASHCARDS_TEXT } from '@app/contract/flashcards'
import type { ReviewRequest, ReviewResult } from '@app/contract/flashcards/study'
import { gradeCard } from '@app/domain/flashcards/fsrs'
import { buildQueue } from '@app/domain/flashcards/queue'
import { apiError } from '../../errors'
import type { CardRecord, DeckRecord } from '../../store/flashcards.types'
import type { Answer } from '../answer'
import { cardNotFound, deckNotFound, deckState, fingerprintOf, toCard } from './deck-view'

type C = Contract['flashcards']

/** A grade sent this far ahead of the server's clock is scheduled at now + this. */
export const REVIEW_CLOCK_SKEW_MS = 5 * 60_000

/**
 * When a grade is scheduled: the device's `reviewedAt` (offline grades come later), kept between
 * the card's last review (its creation when new) and the server's now + 5 minutes.
 */
export function reviewInstant(card: CardRecord, reviewedAt: string, now: Date): Date {
  const earliest = Date.parse(card.schedule.lastReview ?? card.createdAt)
  const latest = now.getTime() + REVIEW_CLOCK_SKEW_MS
  return new Date(Math.min(Math.max(Date.parse(reviewedAt), earliest), latest))
}

/** Today's session over some of a user's decks: their cards by id and the domain's queue. */
export function todaysSession(
  app: FastifyInstance,
  userId: string,
  decks: readonly DeckRecord[],
  now: Date,
) {
  const { flashcards } = app.store
  const ids = new Set(decks.map((deck) => deck.id))
  const cards = new Map(
    flashcards
      .cards(userId)
      .filter((card) => ids.has(card.deckId))
      .map((card) => [card.id, card]),
  )
  const doneToday = flashcards.doneToday(userId, now)
  return { cards, built: buildQueue({ cards: cards.values(), decks, doneToday, now }) }
}

/** Today's session of one deck or of all, in the order to show, with what the browser needs. */
export async function getDue(
  app: FastifyInstance,
  userId: string,
  deckId: string | undefined,
): Answer<C['getDue']> {
  const { flashcards } = app.store
  const now = app.clock.now()
  let decks = flashcards.decks(userId)
  if (deckId !== undefined) {
    const deck = flashcards.deck(userId, deckId)
    if (!deck) return deckNotFound()
    decks = [deck]
  }
  const { cards, built } = todaysSession(app, userId, decks, now)
  return {
    status: 200,
    body: {
      cards: built.queue.map((card) => toCard(cards.get(card.id) as CardRecord)),
      decks: decks.map(({ id, name, settings }) => ({ id, name, retention: settings.retention })),
      counts: built.counts,
      nextDueAt: built.nextDueAt,
      dayEndsAt: built.dayEndsAt,
      now: now.toISOString(),
    },
  }
}

/**
 * A grade, once per Idempotency-Key: the same key and body again answers the first result (no
 * second review, no second event), another body is 422. Nothing awaits between the key's check
 * and its record, so two equal requests at once make one review.
 */
export async function review(
  app: FastifyInstance,
  userId: string,
  key: string,
  body: ReviewRequest,
): Answer<C['review']> {
  const { flashcards, activity, idempotency } = app.store
  const fingerprint = fingerprintOf('review', body)
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(422, FLASHCARDS_TEXT.idempotencyConflict)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as ReviewResult }

  const card = flashcards.card(userId, body.cardId)
  const deck = card && flashcards.deck(userId, card.deckId)
  if (!card || !deck) return cardNotFound()
  const now = app.clock.now()
  const at = reviewInstant(card, body.reviewedAt, now)
  const graded = gradeCard(card.schedule, body.grade, at, deck.settings.retention)
  const reviewId = flashcards.newId(at)
  // The event first: one the contract refuses throws here, before anything is changed.
  activity.record(
    userId,
    'flashcard_reviewed',
    {
      reviewId,
      deckId: deck.id,
      cardId: card.id,
      grade: body.grade,
      stateBefore: card.schedule.state,
      scheduledDays: graded.schedule.scheduledDays,
      durationMs: body.durationMs,
    },
    at,
  )
  const saved = flashcards.saveCard({ ...card, schedule: graded.schedule })
  flashcards.addReview({
    reviewId,
    userId,
    cardId: card.id,
    deckId: deck.id,
    grade: body.grade,
    reviewedAt: at.toISOString(),
    scheduleBefore: card.schedule,
    log: graded.log,
    durationMs: body.durationMs,
    undone: false,
  })
  const { counts, nextDueAt } = deckState(app, deck, now)
  const result: ReviewResult = { reviewId, card: toCard(saved), nextDueAt, counts }
  idempotency.remember(userId, key, fingerprint, { status: 200, body: result })
  return { status: 200, body: result }
}

/** Takes back the card's latest review: its schedule before the grade returns. */
export async function undoReview(
  app: FastifyInstance,
  userId: string,
  reviewId: string,
): Answer<C['undoReview']> {
  const { flashcards, activity } = app.store
  const review = flashcards.review(userId, reviewId)
  if (!review) return apiError(404, FLASHCARDS_TEXT.reviewNotFound)
  const card = flashcards.card(userId, review.cardId)
  const deck = card && flashcards.deck(userId, card.deckId)
  if (!card || !deck) return cardNotFound()
  if (review.undone || flashcards.latestReview(userId, card.id)?.reviewId !== review.reviewId)
    return apiError(409, FLASHCARDS_TEXT.notLatestReview)
  const now = app.clock.now()
  activity.record(userId, 'flashcard_review_undone', { reviewId: review.reviewId }, now)
  const saved = flashcards.saveCard({ ...card, schedule: review.scheduleBefore })
  flashcards.saveReview({ ...review, undone: true })
  const { counts } = deckState(app, deck, now)
  return { status: 200, body: { card: toCard(saved), counts } }
}
