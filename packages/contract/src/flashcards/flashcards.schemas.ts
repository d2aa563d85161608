/**
 * Flashcards with FSRS (issue 'Flashcards'): `@app/contract/flashcards` names every schema of
 * decks, cards, import and export and picture uploads; each topic has its own module. Studying
 * is `@app/contract/flashcards/study`.
 */

export { FLASHCARDS_TEXT } from './flashcards.text'
export {
  CARD_STATES,
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMAGE_TYPES,
  GRADES,
  type CardState,
  type FlashcardImageType,
  type Grade,
} from './flashcards.constants'
export * from './flashcards-cards.schemas'
export * from './flashcards-decks.schemas'
export * from './flashcards-transfer.schemas'
export * from './flashcards-image-upload.schemas'
