/** Flashcards' plain values, free of zod, for code that must not load a schema library (routes). */

/** A card's place in FSRS: new, (re)learning in steps, or reviewed in days. */
export const CARD_STATES = ['NEW', 'LEARNING', 'REVIEW', 'RELEARNING'] as const
export type CardState = (typeof CARD_STATES)[number]

/** 1 'Nie pamiętam', 2 'Trudne', 3 'Dobrze', 4 'Łatwe' (FSRS's Again, Hard, Good, Easy). */
export const GRADES = [1, 2, 3, 4] as const
export type Grade = (typeof GRADES)[number]
