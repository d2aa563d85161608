import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { createCard, deleteCard, listCards, restoreCard, updateCard } from './flashcards-cards'
import {
  createDeck,
  deleteDeck,
  getDeck,
  listDecks,
  restoreDeck,
  updateDeck,
} from './flashcards-decks'
import { requestImageUpload } from './flashcards-images'
import { getDue, review, undoReview } from './flashcards-review'
import { exportDeck, importCards } from './flashcards-transfer'

const s = initServer()

/**
 * Flashcards (issue 'Flashcards'): decks, cards, import and export, today's session and grades.
 * Only callers with the tool get here (./access.ts); each handler reads the caller's own data
 * only, so another user's deck, card or review is 404 as an unknown one.
 */
export const flashcardsRouter = s.router(contract.flashcards, {
  listDecks,
  createDeck,
  getDeck,
  updateDeck,
  deleteDeck,
  restoreDeck,
  listCards,
  createCard,
  updateCard,
  deleteCard,
  restoreCard,
  requestImageUpload,
  importCards,
  exportCards: exportDeck,
  getDue,
  review,
  undoReview,
})
