import type { FastifyInstance } from 'fastify'
import { LIMITS, type Contract } from '@app/contract'
import { FLASHCARDS_TEXT, type CardListQuery, type Flashcard } from '@app/contract/flashcards'
import { newSchedule } from '@app/domain/flashcards/fsrs'
import { apiError, MESSAGES } from '../../errors'
import { RESTORE_WINDOW_MS } from '../../store/flashcards'
import type { CardRecord } from '../../store/flashcards.types'
import { pageOf } from '../../store/paging'
import type { Answer, BodyOf } from '../answer'
import {
  cardLimitRefusal,
  cardNotFound,
  deckNotFound,
  fingerprintOf,
  hasFront,
  toCard,
} from './deck-view'
import { imageFor, imageNotFound } from './images'

type C = Contract['flashcards']

/** A card's place: the caller's deck and the card's id in it. */
export interface CardPath {
  deckId: string
  cardId: string
}

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase('pl')

/** The deck's cards by the list's filters, newest first. */
function filtered(cards: CardRecord[], query: CardListQuery): CardRecord[] {
  const text = query.query?.trim() ? folded(query.query.trim()) : null
  const tag = query.tag?.trim() ? folded(query.tag.trim()) : null
  return cards
    .filter(
      (card) =>
        (text === null || folded(card.front).includes(text) || folded(card.back).includes(text)) &&
        (tag === null || card.tags.some((t) => folded(t) === tag)) &&
        (query.state === undefined || card.schedule.state === query.state),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
}

/** The caller's deck of the path and its card (of that deck only), or the 404 to answer. */
function deckAndCard(app: FastifyInstance, userId: string, path: CardPath, withDeleted = false) {
  const { flashcards } = app.store
  const deck = flashcards.deck(userId, path.deckId)
  if (!deck) return { refusal: deckNotFound() }
  const card = flashcards.card(userId, path.cardId, withDeleted)
  if (!card || card.deckId !== deck.id) return { refusal: cardNotFound() }
  return { deck, card }
}

export async function listCards(
  app: FastifyInstance,
  userId: string,
  deckId: string,
  query: CardListQuery,
): Answer<C['listCards']> {
  const { flashcards } = app.store
  const deck = flashcards.deck(userId, deckId)
  if (!deck) return deckNotFound()
  const cards = filtered(flashcards.cards(userId, deck.id), query)
  // A key of another filter, another deck or garbage names no card of this list: 400.
  const page = pageOf(cards, LIMITS.pageSizeFlashcards, query.nextPageKey)
  if (!page) return apiError(400, MESSAGES.invalidPageKey)
  return { status: 200, body: { items: page.items.map(toCard), nextPageKey: page.nextPageKey } }
}

/**
 * One of the caller's cards by its id alone, with its deck's name (the chat's context card). The
 * same read as the chat's own (the repository's `card`): visible cards of the caller only.
 */
export async function getCard(
  app: FastifyInstance,
  userId: string,
  cardId: string,
): Answer<C['getCard']> {
  const { flashcards } = app.store
  const card = flashcards.card(userId, cardId)
  const deck = card && flashcards.deck(userId, card.deckId)
  if (!card || !deck) return cardNotFound()
  return { status: 200, body: { ...toCard(card), deckName: deck.name } }
}

export async function createCard(
  app: FastifyInstance,
  userId: string,
  deckId: string,
  key: string,
  body: BodyOf<C['createCard']>,
): Answer<C['createCard']> {
  const { flashcards, idempotency } = app.store
  const deck = flashcards.deck(userId, deckId)
  if (!deck) return deckNotFound()
  // Absent and null are the same request: a card without a picture.
  const fingerprint = fingerprintOf('createCard', {
    deckId: deck.id,
    body: { ...body, image: body.image ?? null },
  })
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, FLASHCARDS_TEXT.idempotencyConflictOther)
  if (seen.kind === 'replay') {
    // The same card as it is now (or as it was made, when it is gone since).
    const made = seen.body as Flashcard
    const card = flashcards.card(userId, made.id)
    return { status: 200, body: card ? toCard(card) : made }
  }
  const picked = imageFor(app.store.flashcardImages, userId, body.image, null)
  if (!picked) return imageNotFound()
  if (!body.allowDuplicate && hasFront(flashcards, deck, body.front))
    return apiError(409, FLASHCARDS_TEXT.duplicate)
  const refusal = cardLimitRefusal(flashcards, deck, 1)
  if (refusal) return apiError(409, refusal)
  const now = app.clock.now()
  const at = now.toISOString()
  const card = flashcards.saveCard({
    id: flashcards.newId(now),
    userId,
    deckId: deck.id,
    front: body.front,
    back: body.back,
    tags: body.tags,
    image: picked.image,
    schedule: newSchedule(now),
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  })
  const answer = toCard(card)
  idempotency.remember(userId, key, fingerprint, { status: 200, body: answer })
  return { status: 201, body: answer }
}

export async function updateCard(
  app: FastifyInstance,
  userId: string,
  path: CardPath,
  body: BodyOf<C['updateCard']>,
): Answer<C['updateCard']> {
  const found = deckAndCard(app, userId, path)
  if (found.refusal) return found.refusal
  const { deck, card } = found
  const { flashcards, flashcardImages } = app.store
  const picked = imageFor(flashcardImages, card.userId, body.image, card.image)
  if (!picked) return imageNotFound()
  if (!body.allowDuplicate && hasFront(flashcards, deck, body.front, card.id))
    return apiError(409, FLASHCARDS_TEXT.duplicate)
  const saved = flashcards.saveCard({
    ...card,
    front: body.front,
    back: body.back,
    tags: body.tags,
    image: picked.image,
    updatedAt: app.clock.now().toISOString(),
  })
  return { status: 200, body: toCard(saved) }
}

export async function deleteCard(
  app: FastifyInstance,
  userId: string,
  path: CardPath,
): Answer<C['deleteCard']> {
  const found = deckAndCard(app, userId, path)
  if (found.refusal) return found.refusal
  const deletedAt = app.clock.now().toISOString()
  app.store.flashcards.saveCard({ ...found.card, deletedAt })
  return { status: 204, body: {} }
}

export async function restoreCard(
  app: FastifyInstance,
  userId: string,
  path: CardPath,
): Answer<C['restoreCard']> {
  const found = deckAndCard(app, userId, path, true)
  if (found.refusal) return found.refusal
  const { deck, card } = found
  const { flashcards } = app.store
  const now = app.clock.now()
  if (card.deletedAt === null) return apiError(409, FLASHCARDS_TEXT.cardNotDeleted)
  if (now.getTime() - Date.parse(card.deletedAt) > RESTORE_WINDOW_MS)
    return apiError(409, FLASHCARDS_TEXT.cardRestoreExpired)
  const refusal = cardLimitRefusal(flashcards, deck, 1)
  if (refusal) return apiError(409, refusal)
  return { status: 200, body: toCard(flashcards.saveCard({ ...card, deletedAt: null })) }
}
