import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

/**
 * Flashcards (issue 'Flashcards'): decks, cards, import and export, today's session and grades.
 * Only callers with the tool get here (plugins/access.ts), but to `getCard`, the chat's context
 * card; each workflow (services/flashcards) reads the caller's own data only, so another user's
 * deck, card or review is 404 as unknown.
 */
export const flashcardsRouter = s.router(contract.flashcards, {
  listDecks: async ({ request }) =>
    request.server.services.flashcards.listDecks(requireUser(request).id),
  createDeck: async ({ headers, body, request }) =>
    request.server.services.flashcards.createDeck(
      requireUser(request).id,
      headers['idempotency-key'],
      body.name,
    ),
  getDeck: async ({ params, request }) =>
    request.server.services.flashcards.getDeck(requireUser(request).id, params.id),
  updateDeck: async ({ params, body, request }) =>
    request.server.services.flashcards.updateDeck(requireUser(request).id, params.id, body),
  deleteDeck: async ({ params, request }) =>
    request.server.services.flashcards.deleteDeck(requireUser(request).id, params.id),
  restoreDeck: async ({ params, request }) =>
    request.server.services.flashcards.restoreDeck(requireUser(request).id, params.id),

  listCards: async ({ params, query, request }) =>
    request.server.services.flashcards.listCards(requireUser(request).id, params.id, query),
  createCard: async ({ params, headers, body, request }) =>
    request.server.services.flashcards.createCard(
      requireUser(request).id,
      params.id,
      headers['idempotency-key'],
      body,
    ),
  updateCard: async ({ params, body, request }) =>
    request.server.services.flashcards.updateCard(
      requireUser(request).id,
      { deckId: params.id, cardId: params.cardId },
      body,
    ),
  deleteCard: async ({ params, request }) =>
    request.server.services.flashcards.deleteCard(requireUser(request).id, {
      deckId: params.id,
      cardId: params.cardId,
    }),
  restoreCard: async ({ params, request }) =>
    request.server.services.flashcards.restoreCard(requireUser(request).id, {
      deckId: params.id,
      cardId: params.cardId,
    }),
  getCard: async ({ params, request }) =>
    request.server.services.flashcards.getCard(requireUser(request).id, params.cardId),
  requestImageUpload: async ({ body, request }) =>
    request.server.services.flashcards.requestImageUpload(requireUser(request).id, body),

  importCards: async ({ params, headers, body, request }) =>
    request.server.services.flashcards.importCards(
      requireUser(request).id,
      params.id,
      headers['idempotency-key'],
      body,
    ),
  exportCards: async ({ params, query, request }) =>
    request.server.services.flashcards.exportDeck(requireUser(request).id, params.id, query.format),

  getDue: async ({ query, request }) =>
    request.server.services.flashcards.getDue(requireUser(request).id, query.deckId),
  review: async ({ headers, body, request }) =>
    request.server.services.flashcards.review(
      requireUser(request).id,
      headers['idempotency-key'],
      body,
    ),
  undoReview: async ({ params, request }) =>
    request.server.services.flashcards.undoReview(requireUser(request).id, params.id),
})
