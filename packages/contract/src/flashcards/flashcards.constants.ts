/** Flashcards' plain values, free of zod, for code that must not load a schema library (routes). */

/** A card's place in FSRS: new, (re)learning in steps, or reviewed in days. */
export const CARD_STATES = ['NEW', 'LEARNING', 'REVIEW', 'RELEARNING'] as const
export type CardState = (typeof CARD_STATES)[number]

/** 1 'Nie pamiętam', 2 'Trudne', 3 'Dobrze', 4 'Łatwe' (FSRS's Again, Hard, Good, Easy). */
export const GRADES = [1, 2, 3, 4] as const
export type Grade = (typeof GRADES)[number]

/** A card's picture: PNG, JPEG or WebP up to 1 MB, uploaded through a signed link (5 minutes). */
export const FLASHCARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type FlashcardImageType = (typeof FLASHCARD_IMAGE_TYPES)[number]
export const FLASHCARD_IMAGE_MAX_BYTES = 1_048_576
export const FLASHCARD_IMAGE_ALT_MAX = 200
export const FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS = 5 * 60
