import type { FastifyInstance } from 'fastify'
import { LIMITS } from '@app/contract'
import {
  FLASHCARDS_TEXT,
  type Deck,
  type DeckCounts,
  type Flashcard,
} from '@app/contract/flashcards'
import { normalizeFront } from '@app/domain/flashcards/import'
import { deckCounts } from '@app/domain/flashcards/queue'
import { apiError } from '../../errors'
import { fingerprintOf as keyedRequest } from '../../idempotency/idempotency-store'
import type { FlashcardsRepository } from '../../store/flashcards'
import type { CardRecord, DeckRecord } from '../../store/flashcards.types'

export const deckNotFound = () => apiError(404, FLASHCARDS_TEXT.deckNotFound)
export const cardNotFound = () => apiError(404, FLASHCARDS_TEXT.cardNotFound)

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
 * The request a flashcards write's Idempotency-Key is used for, in the shared store (decision
 * 0138): the route, the path and the parsed body.
 */
export const fingerprintOf = (route: string, request: unknown) =>
  keyedRequest({ method: 'POST', route: `flashcards.${route}`, request })
