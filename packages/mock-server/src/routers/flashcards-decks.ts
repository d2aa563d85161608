import { initServer } from '@ts-rest/fastify'
import { contract, LIMITS } from '@app/contract'
import { DEFAULT_DECK_SETTINGS, FLASHCARDS_TEXT } from '@app/contract/flashcards'
import { requireUser } from '../plugins/auth'
import { RESTORE_WINDOW_MS } from '../store/flashcards'
import { cardLimitRefusal, deckNotFound, error, toDeck } from './flashcards-shared'

const s = initServer()
const c = contract.flashcards

/** Decks: the caller's own only (another user's id is 404 as an unknown one). */
export const listDecks = s.route(c.listDecks, async ({ request }) => {
  const user = requireUser(request)
  const now = request.server.clock.now()
  const decks = request.server.store.flashcards.decks(user.id)
  return { status: 200, body: { items: decks.map((deck) => toDeck(request.server, deck, now)) } }
})

export const createDeck = s.route(c.createDeck, async ({ body, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const now = request.server.clock.now()
  if (flashcards.decks(user.id).length >= LIMITS.decksMax)
    return error(409, FLASHCARDS_TEXT.tooManyDecks)
  const deck = flashcards.saveDeck({
    id: flashcards.newId(now),
    userId: user.id,
    name: body.name,
    settings: { ...DEFAULT_DECK_SETTINGS },
    version: 1,
    createdAt: now.toISOString(),
    deletedAt: null,
  })
  return { status: 201, body: toDeck(request.server, deck, now) }
})

export const getDeck = s.route(c.getDeck, async ({ params, request }) => {
  const user = requireUser(request)
  const deck = request.server.store.flashcards.deck(user.id, params.id)
  if (!deck) return deckNotFound()
  return { status: 200, body: toDeck(request.server, deck, request.server.clock.now()) }
})

export const updateDeck = s.route(c.updateDeck, async ({ params, body, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const deck = flashcards.deck(user.id, params.id)
  if (!deck) return deckNotFound()
  if (body.version !== deck.version) return error(409, FLASHCARDS_TEXT.staleVersion)
  const saved = flashcards.saveDeck({
    ...deck,
    name: body.name ?? deck.name,
    settings: body.settings ?? deck.settings,
    version: deck.version + 1,
  })
  return { status: 200, body: toDeck(request.server, saved, request.server.clock.now()) }
})

export const deleteDeck = s.route(c.deleteDeck, async ({ params, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const deck = flashcards.deck(user.id, params.id)
  if (!deck) return deckNotFound()
  const deletedAt = request.server.clock.now().toISOString()
  flashcards.saveDeck({ ...deck, deletedAt, version: deck.version + 1 })
  return { status: 204, body: {} }
})

export const restoreDeck = s.route(c.restoreDeck, async ({ params, request }) => {
  const user = requireUser(request)
  const { flashcards } = request.server.store
  const now = request.server.clock.now()
  const deck = flashcards.deck(user.id, params.id, true)
  if (!deck) return deckNotFound()
  if (deck.deletedAt === null) return error(409, FLASHCARDS_TEXT.notDeleted)
  if (now.getTime() - Date.parse(deck.deletedAt) > RESTORE_WINDOW_MS)
    return error(409, FLASHCARDS_TEXT.restoreExpired)
  if (flashcards.decks(user.id).length >= LIMITS.decksMax)
    return error(409, FLASHCARDS_TEXT.tooManyDecks)
  // Its cards come back with it: they count against the limits again.
  const own = flashcards.everythingOf(user.id).cards
  const returning = own.filter((card) => card.deckId === deck.id && card.deletedAt === null)
  const refusal = cardLimitRefusal(flashcards, deck, returning.length)
  if (refusal) return error(409, refusal)
  const saved = flashcards.saveDeck({ ...deck, deletedAt: null, version: deck.version + 1 })
  return { status: 200, body: toDeck(request.server, saved, now) }
})
