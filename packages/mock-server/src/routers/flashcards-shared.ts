import type { FastifyInstance } from 'fastify'
import { LIMITS } from '@app/contract'
import { apiError } from '@app/contract/errors'
import {
  FLASHCARDS_TEXT,
  type Deck,
  type DeckCounts,
  type Flashcard,
} from '@app/contract/flashcards'
import { normalizeFront } from '@app/domain/flashcards/import'
import { deckCounts } from '@app/domain/flashcards/queue'
import type { CardRecord, DeckRecord, FlashcardsRepository } from '../store/flashcards'

/** An error answer in the envelope. */
export const error = <S extends number>(status: S, message: string) => ({
  status,
  body: apiError(status, message),
})

export const deckNotFound = () => error(404, FLASHCARDS_TEXT.deckNotFound)
export const cardNotFound = () => error(404, FLASHCARDS_TEXT.cardNotFound)

/** The contract's card: the record without whose it is and whether it is deleted. */
export function toCard(card: CardRecord): Flashcard {
  const { id, deckId, front, back, tags, image, schedule, createdAt, updatedAt } = card
  return { id, deckId, front, back, tags, image, schedule, createdAt, updatedAt }
}

/** A deck's counts for today and its earliest due of a studied card. */
export function deckState(
  app: FastifyInstance,
  deck: DeckRecord,
  now: Date,
): { counts: DeckCounts; nextDueAt: string | null; cards: CardRecord[] } {
  const { flashcards } = app.store
  const cards = flashcards.cards(deck.userId, deck.id)
  const done = flashcards.doneToday(deck.userId, now).get(deck.id)
  const counts = deckCounts(cards, deck, done, now)
  let nextDueAt: string | null = null
  for (const card of cards) {
    if (card.schedule.state === 'NEW') continue
    const due = new Date(card.schedule.due).toISOString()
    if (nextDueAt === null || due < nextDueAt) nextDueAt = due
  }
  return { counts, nextDueAt, cards }
}

/** The contract's deck: its settings, today's counts, the next due and its cards' tags. */
export function toDeck(app: FastifyInstance, deck: DeckRecord, now: Date): Deck {
  const { counts, nextDueAt, cards } = deckState(app, deck, now)
  const tags = [...new Set(cards.flatMap((card) => card.tags))].sort((a, b) =>
    a.localeCompare(b, 'pl'),
  )
  const { id, name, settings, version, createdAt } = deck
  return { id, name, settings, counts, nextDueAt, tags, version, createdAt }
}

/** Whether the deck has a visible card with this front (by normalizeFront), but `exceptId`. */
export function hasFront(
  flashcards: FlashcardsRepository,
  deck: DeckRecord,
  front: string,
  exceptId?: string,
): boolean {
  const key = normalizeFront(front)
  return flashcards
    .cards(deck.userId, deck.id)
    .some((card) => card.id !== exceptId && normalizeFront(card.front) === key)
}

/** The refusal when `adding` more cards would pass the deck's or the user's limit, or null. */
export function cardLimitRefusal(
  flashcards: FlashcardsRepository,
  deck: DeckRecord,
  adding: number,
): string | null {
  if (adding <= 0) return null
  const all = flashcards.cards(deck.userId)
  const inDeck = all.filter((card) => card.deckId === deck.id).length
  if (inDeck + adding > LIMITS.cardsPerDeckMax) return FLASHCARDS_TEXT.tooManyCardsInDeck
  if (all.length + adding > LIMITS.cardsPerUserMax) return FLASHCARDS_TEXT.tooManyCards
  return null
}

/**
 * What an Idempotency-Key says about a write: new, a repeat of the same request (with the answer
 * it got) or a conflict (used for another request). Check and remember with no await between,
 * so two equal requests at once make one write.
 */
export function keyCheck(
  flashcards: FlashcardsRepository,
  userId: string,
  key: string,
  fingerprint: string,
): { kind: 'new' } | { kind: 'conflict' } | { kind: 'replay'; status: number; body: unknown } {
  const stored = flashcards.idempotencyKey(userId, key)
  if (!stored) return { kind: 'new' }
  if (stored.fingerprint !== fingerprint) return { kind: 'conflict' }
  return { kind: 'replay', status: stored.status, body: stored.body }
}

/** The request a key is used for: the route, the path and the parsed body, as JSON. */
export const fingerprintOf = (route: string, request: unknown) => JSON.stringify({ route, request })
