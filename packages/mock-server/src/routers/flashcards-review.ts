import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { FLASHCARDS_TEXT } from '@app/contract/flashcards'
import { type ReviewResult } from '@app/contract/flashcards/study'
import { gradeCard } from '@app/domain/flashcards/fsrs'
import { buildQueue } from '@app/domain/flashcards/queue'
import { requireUser } from '../plugins/auth'
import type { CardRecord } from '../store/flashcards'
import {
  cardNotFound,
  deckNotFound,
  deckState,
  error,
  fingerprintOf,
  keyCheck,
  toCard,
} from './flashcards-shared'

const s = initServer()
const c = contract.flashcards

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

/** Today's session of one deck or of all, in the order to show, with what the browser needs. */
export const getDue = s.route(c.getDue, async ({ query, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const now = request.server.clock.now()
  let decks = flashcards.decks(user.id)
  if (query.deckId !== undefined) {
    const deck = flashcards.deck(user.id, query.deckId)
    if (!deck) return deckNotFound()
    decks = [deck]
  }
  const ids = new Set(decks.map((deck) => deck.id))
  const cards = new Map(
    flashcards
      .cards(user.id)
      .filter((card) => ids.has(card.deckId))
      .map((card) => [card.id, card]),
  )
  const doneToday = flashcards.doneToday(user.id, now)
  const built = buildQueue({ cards: cards.values(), decks, doneToday, now })
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
})

/**
 * A grade, once per Idempotency-Key: the same key and body again answers the first result (no
 * second review, no second event), another body is 422. Nothing awaits between the key's check
 * and its record, so two equal requests at once make one review.
 */
export const review = s.route(c.review, async ({ headers, body, request }) => {
  const user = requireUser(request)
  const { flashcards, activity } = request.server.store
  const key = headers['idempotency-key']
  const fingerprint = fingerprintOf('review', body)
  const seen = keyCheck(flashcards, user.id, key, fingerprint)
  if (seen.kind === 'conflict') return error(422, FLASHCARDS_TEXT.idempotencyConflict)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as ReviewResult }

  const card = flashcards.card(user.id, body.cardId)
  const deck = card && flashcards.deck(user.id, card.deckId)
  if (!card || !deck) return cardNotFound()
  const now = request.server.clock.now()
  const at = reviewInstant(card, body.reviewedAt, now)
  const graded = gradeCard(card.schedule, body.grade, at, deck.settings.retention)
  const reviewId = flashcards.newId(at)
  // The event first: one the contract refuses throws here, before anything is changed.
  activity.record(
    user.id,
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
    userId: user.id,
    cardId: card.id,
    deckId: deck.id,
    grade: body.grade,
    reviewedAt: at.toISOString(),
    scheduleBefore: card.schedule,
    log: graded.log,
    durationMs: body.durationMs,
    undone: false,
  })
  const { counts, nextDueAt } = deckState(request.server, deck, now)
  const result: ReviewResult = { reviewId, card: toCard(saved), nextDueAt, counts }
  flashcards.rememberKey(user.id, key, { fingerprint, status: 200, body: result })
  return { status: 200, body: result }
})

/** Takes back the card's latest review: its schedule before the grade returns. */
export const undoReview = s.route(c.undoReview, async ({ params, request }) => {
  const user = requireUser(request)
  const { flashcards, activity } = request.server.store
  const review = flashcards.review(user.id, params.id)
  if (!review) return error(404, FLASHCARDS_TEXT.reviewNotFound)
  const card = flashcards.card(user.id, review.cardId)
  const deck = card && flashcards.deck(user.id, card.deckId)
  if (!card || !deck) return cardNotFound()
  if (review.undone || flashcards.latestReview(user.id, card.id)?.reviewId !== review.reviewId)
    return error(409, FLASHCARDS_TEXT.notLatestReview)
  const now = request.server.clock.now()
  activity.record(user.id, 'flashcard_review_undone', { reviewId: review.reviewId }, now)
  const saved = flashcards.saveCard({ ...card, schedule: review.scheduleBefore })
  flashcards.saveReview({ ...review, undone: true })
  const { counts } = deckState(request.server, deck, now)
  return { status: 200, body: { card: toCard(saved), counts } }
})
