import type { FastifyRequest } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract, LIMITS } from '@app/contract'
import { FLASHCARDS_TEXT, type CardListQuery, type Flashcard } from '@app/contract/flashcards'
import { newSchedule } from '@app/domain/flashcards/fsrs'
import { MESSAGES } from '../errors'
import { requireUser } from '../plugins/auth'
import { RESTORE_WINDOW_MS, type CardRecord } from '../store/flashcards'
import { pageOf } from '../store/paging'
import { imageFor, imageNotFound } from './flashcards-images'
import {
  cardLimitRefusal,
  cardNotFound,
  deckNotFound,
  error,
  fingerprintOf,
  hasFront,
  keyCheck,
  toCard,
} from './flashcards-shared'

const s = initServer()
const c = contract.flashcards

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
function deckAndCard(request: FastifyRequest, deckId: string, cardId: string, withDeleted = false) {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const deck = flashcards.deck(user.id, deckId)
  if (!deck) return { refusal: deckNotFound() }
  const card = flashcards.card(user.id, cardId, withDeleted)
  if (!card || card.deckId !== deck.id) return { refusal: cardNotFound() }
  return { deck, card }
}

export const listCards = s.route(c.listCards, async ({ params, query, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const deck = flashcards.deck(user.id, params.id)
  if (!deck) return deckNotFound()
  const cards = filtered(flashcards.cards(user.id, deck.id), query)
  // A key of another filter, another deck or garbage names no card of this list: 400.
  const page = pageOf(cards, LIMITS.pageSizeFlashcards, query.nextPageKey)
  if (!page) return error(400, MESSAGES.invalidPageKey)
  return { status: 200, body: { items: page.items.map(toCard), nextPageKey: page.nextPageKey } }
})

export const createCard = s.route(c.createCard, async ({ params, headers, body, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const deck = flashcards.deck(user.id, params.id)
  if (!deck) return deckNotFound()
  const key = headers['idempotency-key']
  // Absent and null are the same request: a card without a picture.
  const fingerprint = fingerprintOf('createCard', {
    deckId: deck.id,
    body: { ...body, image: body.image ?? null },
  })
  const seen = keyCheck(flashcards, user.id, key, fingerprint)
  if (seen.kind === 'conflict') return error(409, FLASHCARDS_TEXT.idempotencyConflictOther)
  if (seen.kind === 'replay') {
    // The same card as it is now (or as it was made, when it is gone since).
    const made = seen.body as Flashcard
    const card = flashcards.card(user.id, made.id)
    return { status: 200, body: card ? toCard(card) : made }
  }
  const picked = imageFor(request.server.store.flashcardImages, user.id, body.image, null)
  if (!picked) return imageNotFound()
  if (!body.allowDuplicate && hasFront(flashcards, deck, body.front))
    return error(409, FLASHCARDS_TEXT.duplicate)
  const refusal = cardLimitRefusal(flashcards, deck, 1)
  if (refusal) return error(409, refusal)
  const now = request.server.clock.now()
  const at = now.toISOString()
  const card = flashcards.saveCard({
    id: flashcards.newId(now),
    userId: user.id,
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
  flashcards.rememberKey(user.id, key, { fingerprint, status: 200, body: answer })
  return { status: 201, body: answer }
})

export const updateCard = s.route(c.updateCard, async ({ params, body, request }) => {
  const found = deckAndCard(request, params.id, params.cardId)
  if (found.refusal) return found.refusal
  const { deck, card } = found
  const { flashcards, flashcardImages } = request.server.store
  const picked = imageFor(flashcardImages, card.userId, body.image, card.image)
  if (!picked) return imageNotFound()
  if (!body.allowDuplicate && hasFront(flashcards, deck, body.front, card.id))
    return error(409, FLASHCARDS_TEXT.duplicate)
  const saved = flashcards.saveCard({
    ...card,
    front: body.front,
    back: body.back,
    tags: body.tags,
    image: picked.image,
    updatedAt: request.server.clock.now().toISOString(),
  })
  return { status: 200, body: toCard(saved) }
})

export const deleteCard = s.route(c.deleteCard, async ({ params, request }) => {
  const found = deckAndCard(request, params.id, params.cardId)
  if (found.refusal) return found.refusal
  const deletedAt = request.server.clock.now().toISOString()
  request.server.store.flashcards.saveCard({ ...found.card, deletedAt })
  return { status: 204, body: {} }
})

export const restoreCard = s.route(c.restoreCard, async ({ params, request }) => {
  const found = deckAndCard(request, params.id, params.cardId, true)
  if (found.refusal) return found.refusal
  const { deck, card } = found
  const { flashcards } = request.server.store
  const now = request.server.clock.now()
  if (card.deletedAt === null) return error(409, FLASHCARDS_TEXT.cardNotDeleted)
  if (now.getTime() - Date.parse(card.deletedAt) > RESTORE_WINDOW_MS)
    return error(409, FLASHCARDS_TEXT.cardRestoreExpired)
  const refusal = cardLimitRefusal(flashcards, deck, 1)
  if (refusal) return error(409, refusal)
  return { status: 200, body: toCard(flashcards.saveCard({ ...card, deletedAt: null })) }
})
