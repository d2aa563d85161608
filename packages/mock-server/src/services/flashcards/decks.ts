import type { FastifyInstance } from 'fastify'
import { LIMITS, type Contract } from '@app/contract'
import {
  DEFAULT_DECK_SETTINGS,
  FLASHCARDS_TEXT,
  type Deck,
  type UpdateDeckRequest,
} from '@app/contract/flashcards'
import { apiError } from '../../errors'
import { RESTORE_WINDOW_MS } from '../../store/flashcards'
import type { Answer } from '../answer'
import { cardLimitRefusal, deckNotFound, fingerprintOf, toDeck } from './deck-view'

type C = Contract['flashcards']

/** Decks: the caller's own only (another user's id is 404 as an unknown one). */
export async function listDecks(app: FastifyInstance, userId: string): Answer<C['listDecks']> {
  const now = app.clock.now()
  const decks = app.store.flashcards.decks(userId)
  return { status: 200, body: { items: decks.map((deck) => toDeck(app, deck, now)) } }
}

/**
 * A new deck, once per Idempotency-Key (decision 0138): the same key and name again answer the
 * same deck (200), as it is now; another name is 409. Nothing awaits between the key's check and
 * its record, so equal requests at once make one deck.
 */
export async function createDeck(
  app: FastifyInstance,
  userId: string,
  key: string,
  name: string,
): Answer<C['createDeck']> {
  const { flashcards, idempotency } = app.store
  const now = app.clock.now()
  const fingerprint = fingerprintOf('createDeck', { name })
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, FLASHCARDS_TEXT.idempotencyConflictOther)
  if (seen.kind === 'replay') {
    const made = seen.body as Deck
    const deck = flashcards.deck(userId, made.id)
    return { status: 200, body: deck ? toDeck(app, deck, now) : made }
  }
  if (flashcards.decks(userId).length >= LIMITS.decksMax)
    return apiError(409, FLASHCARDS_TEXT.tooManyDecks)
  const deck = flashcards.saveDeck({
    id: flashcards.newId(now),
    userId,
    name,
    settings: { ...DEFAULT_DECK_SETTINGS },
    version: 1,
    createdAt: now.toISOString(),
    deletedAt: null,
  })
  const answer = toDeck(app, deck, now)
  idempotency.remember(userId, key, fingerprint, { status: 200, body: answer })
  return { status: 201, body: answer }
}

export async function getDeck(
  app: FastifyInstance,
  userId: string,
  deckId: string,
): Answer<C['getDeck']> {
  const deck = app.store.flashcards.deck(userId, deckId)
  if (!deck) return deckNotFound()
  return { status: 200, body: toDeck(app, deck, app.clock.now()) }
}

export async function updateDeck(
  app: FastifyInstance,
  userId: string,
  deckId: string,
  change: UpdateDeckRequest,
): Answer<C['updateDeck']> {
  const { flashcards } = app.store
  const deck = flashcards.deck(userId, deckId)
  if (!deck) return deckNotFound()
  if (change.version !== deck.version) return apiError(409, FLASHCARDS_TEXT.staleVersion)
  const saved = flashcards.saveDeck({
    ...deck,
    name: change.name ?? deck.name,
    settings: change.settings ?? deck.settings,
    version: deck.version + 1,
  })
  return { status: 200, body: toDeck(app, saved, app.clock.now()) }
}

export async function deleteDeck(
  app: FastifyInstance,
  userId: string,
  deckId: string,
): Answer<C['deleteDeck']> {
  const { flashcards } = app.store
  const deck = flashcards.deck(userId, deckId)
  if (!deck) return deckNotFound()
  const deletedAt = app.clock.now().toISOString()
  flashcards.saveDeck({ ...deck, deletedAt, version: deck.version + 1 })
  return { status: 204, body: {} }
}

export async function restoreDeck(
  app: FastifyInstance,
  userId: string,
  deckId: string,
): Answer<C['restoreDeck']> {
  const { flashcards } = app.store
  const now = app.clock.now()
  const deck = flashcards.deck(userId, deckId, true)
  if (!deck) return deckNotFound()
  if (deck.deletedAt === null) return apiError(409, FLASHCARDS_TEXT.notDeleted)
  if (now.getTime() - Date.parse(deck.deletedAt) > RESTORE_WINDOW_MS)
    return apiError(409, FLASHCARDS_TEXT.restoreExpired)
  if (flashcards.decks(userId).length >= LIMITS.decksMax)
    return apiError(409, FLASHCARDS_TEXT.tooManyDecks)
  // Its cards come back with it: they count against the limits again.
  const own = flashcards.everythingOf(userId).cards
  const returning = own.filter((card) => card.deckId === deck.id && card.deletedAt === null)
  const refusal = cardLimitRefusal(flashcards, deck, returning.length)
  if (refusal) return apiError(409, refusal)
  const saved = flashcards.saveDeck({ ...deck, deletedAt: null, version: deck.version + 1 })
  return { status: 200, body: toDeck(app, saved, now) }
}
