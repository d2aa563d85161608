/** The flashcards' workflows (issue 'Flashcards'): decks, cards, pictures, import and export, study. */
export { createCard, deleteCard, getCard, listCards, restoreCard, updateCard } from './cards'
export { createDeck, deleteDeck, getDeck, listDecks, restoreDeck, updateDeck } from './decks'
export { requestImageUpload } from './images'
export { getDue, review, undoReview } from './review'
export { exportDeck, importCards } from './transfer'
