import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  ApiErrorSchema,
  EmptySchema,
  IdempotencyKeyHeaderSchema,
  proposed,
} from '../common.schemas'
import {
  CardListQuerySchema,
  CardPageSchema,
  CreateDeckRequestSchema,
  DeckListSchema,
  DeckSchema,
  ExportFileSchema,
  ExportQuerySchema,
  FlashcardIdSchema,
  FlashcardSchema,
  FlashcardWithDeckSchema,
  ImportRequestSchema,
  ImageUploadRequestSchema,
  ImageUploadSchema,
  ImportResultSchema,
  SaveCardRequestSchema,
  UpdateDeckRequestSchema,
} from './flashcards.schemas'
import {
  DueQuerySchema,
  DueSessionSchema,
  ReviewRequestSchema,
  ReviewResultSchema,
  UndoResultSchema,
} from './flashcards-study.schemas'

const c = initContract()
const deck = z.object({ id: FlashcardIdSchema })
const card = z.object({ id: FlashcardIdSchema, cardId: FlashcardIdSchema })
const cardOnly = z.object({ cardId: FlashcardIdSchema })
const notFound = { 404: ApiErrorSchema }

/**
 * Flashcards with FSRS (issue 'Flashcards'): the caller's own decks only; another user's id is
 * 404 as an unknown one. Without the flashcards tool every call is 403, but `getCard`: the chat
 * (open to every signed-in user) shows the caller's own card as context.
 */
export const flashcardsContract = c.router({
  listDecks: {
    method: 'GET',
    path: '/saas/flashcards/decks',
    responses: { 200: DeckListSchema },
    summary: "The caller's decks (not deleted), by name, with today's counts and the next due",
    metadata: proposed,
  },
  createDeck: {
    method: 'POST',
    path: '/saas/flashcards/decks',
    headers: IdempotencyKeyHeaderSchema,
    body: CreateDeckRequestSchema,
    responses: { 201: DeckSchema, 200: DeckSchema, 409: ApiErrorSchema },
    summary:
      'A new deck with the default settings (201); the same key again answers the same deck (200). 409 over 100 decks, or for a key used for another request',
    metadata: proposed,
  },
  getDeck: {
    method: 'GET',
    path: '/saas/flashcards/decks/:id',
    pathParams: deck,
    responses: { 200: DeckSchema, ...notFound },
    summary: 'One of the caller’s decks',
    metadata: proposed,
  },
  updateDeck: {
    method: 'PATCH',
    path: '/saas/flashcards/decks/:id',
    pathParams: deck,
    body: UpdateDeckRequestSchema,
    responses: { 200: DeckSchema, ...notFound, 409: ApiErrorSchema },
    summary: 'Rename a deck or change its settings; 409 when `version` is not the current one',
    metadata: proposed,
  },
  deleteDeck: {
    method: 'DELETE',
    path: '/saas/flashcards/decks/:id',
    pathParams: deck,
    body: c.noBody(),
    responses: { 204: EmptySchema, ...notFound },
    summary: 'Delete a deck with its cards, restorable for 7 days',
    metadata: proposed,
  },
  restoreDeck: {
    method: 'POST',
    path: '/saas/flashcards/decks/:id/restore',
    pathParams: deck,
    body: c.noBody(),
    responses: { 200: DeckSchema, ...notFound, 409: ApiErrorSchema },
    summary: 'Bring back a deck deleted in the last 7 days; 409 when it is not deleted',
    metadata: proposed,
  },
  listCards: {
    method: 'GET',
    path: '/saas/flashcards/decks/:id/cards',
    pathParams: deck,
    query: CardListQuerySchema,
    responses: { 200: CardPageSchema, ...notFound },
    summary: "A deck's cards, newest first, by text (`query`), `tag` or `state`, 50 a page",
    metadata: proposed,
  },
  createCard: {
    method: 'POST',
    path: '/saas/flashcards/decks/:id/cards',
    pathParams: deck,
    headers: IdempotencyKeyHeaderSchema,
    body: SaveCardRequestSchema,
    responses: { 201: FlashcardSchema, 200: FlashcardSchema, ...notFound, 409: ApiErrorSchema },
    summary:
      "A new card (201); the same key again answers the same card (200). 409 for a front the deck has (unless allowDuplicate) or over the limits; 404 for a picture that is not the caller's uploaded one",
    metadata: proposed,
  },
  updateCard: {
    method: 'PUT',
    path: '/saas/flashcards/decks/:id/cards/:cardId',
    pathParams: card,
    body: SaveCardRequestSchema,
    responses: { 200: FlashcardSchema, ...notFound, 409: ApiErrorSchema },
    summary: "Change a card's sides and tags (its schedule stays)",
    metadata: proposed,
  },
  deleteCard: {
    method: 'DELETE',
    path: '/saas/flashcards/decks/:id/cards/:cardId',
    pathParams: card,
    body: c.noBody(),
    responses: { 204: EmptySchema, ...notFound },
    summary: 'Delete a card, restorable for 7 days',
    metadata: proposed,
  },
  restoreCard: {
    method: 'POST',
    path: '/saas/flashcards/decks/:id/cards/:cardId/restore',
    pathParams: card,
    body: c.noBody(),
    responses: { 200: FlashcardSchema, ...notFound, 409: ApiErrorSchema },
    summary: 'Bring back a card deleted in the last 7 days',
    metadata: proposed,
  },
  getCard: {
    method: 'GET',
    path: '/saas/flashcards/cards/:cardId',
    pathParams: cardOnly,
    responses: { 200: FlashcardWithDeckSchema, ...notFound },
    summary:
      "One of the caller's cards by its id alone, with its deck's name (the chat's context card); a deleted card, one of a deleted deck or another user's is 404 as an unknown one",
    metadata: proposed,
  },
  requestImageUpload: {
    method: 'POST',
    path: '/saas/flashcards/images',
    body: ImageUploadRequestSchema,
    responses: { 201: ImageUploadSchema },
    summary:
      "A signed upload link for a card's picture (PNG, JPEG or WebP up to 1 MB, 5 minutes); then name its imageId on a card",
    metadata: proposed,
  },
  importCards: {
    method: 'POST',
    path: '/saas/flashcards/decks/:id/import',
    pathParams: deck,
    headers: IdempotencyKeyHeaderSchema,
    body: ImportRequestSchema,
    responses: { 200: ImportResultSchema, ...notFound, 409: ApiErrorSchema },
    summary:
      'Up to 500 rows, each validated as a card: the good ones are created (or, by their externalId, update the card of this deck that has it), the others reported by row; the same key again answers the same result',
    metadata: proposed,
  },
  exportCards: {
    method: 'GET',
    path: '/saas/flashcards/decks/:id/export',
    pathParams: deck,
    query: ExportQuerySchema,
    responses: { 200: ExportFileSchema, ...notFound },
    summary: 'The deck as CSV or TSV (front, back, tags), safe to open in a spreadsheet',
    metadata: proposed,
  },
  getDue: {
    method: 'GET',
    path: '/saas/flashcards/due',
    query: DueQuerySchema,
    responses: { 200: DueSessionSchema, ...notFound },
    summary: "Today's study session of one deck, or of every deck without `deckId`",
    metadata: proposed,
  },
  review: {
    method: 'POST',
    path: '/saas/flashcards/review',
    headers: IdempotencyKeyHeaderSchema,
    body: ReviewRequestSchema,
    responses: { 200: ReviewResultSchema, ...notFound, 422: ApiErrorSchema },
    summary:
      'Grade a card; the server schedules it. The same key again answers the first result (no second review); the same key with another body is 422',
    metadata: proposed,
  },
  undoReview: {
    method: 'POST',
    path: '/saas/flashcards/review/:id/undo',
    pathParams: deck,
    body: c.noBody(),
    responses: { 200: UndoResultSchema, ...notFound, 409: ApiErrorSchema },
    summary: "Take back a card's latest review (its state before returns); 409 for an older one",
    metadata: proposed,
  },
})
