import { z } from 'zod'
import { IsoDateTimeSchema, withMessage } from '../common.schemas'
import { LIMITS } from '../limits'
import { FlashcardIdSchema } from './flashcards-cards.schemas'
import { FLASHCARDS_TEXT } from './flashcards.text'

/** Decks: name, daily limits and retention, and what each holds and offers today. */

export const DeckNameSchema = z
  .string(withMessage(FLASHCARDS_TEXT.deckName))
  .trim()
  .min(1, FLASHCARDS_TEXT.deckName)
  .max(LIMITS.deckNameMax, FLASHCARDS_TEXT.deckName)

export const DeckSettingsSchema = z
  .object({
    newPerDay: z
      .number(withMessage(FLASHCARDS_TEXT.newPerDay))
      .int(FLASHCARDS_TEXT.newPerDay)
      .min(0, FLASHCARDS_TEXT.newPerDay)
      .max(LIMITS.newCardsPerDayMax, FLASHCARDS_TEXT.newPerDay),
    reviewsPerDay: z
      .number(withMessage(FLASHCARDS_TEXT.reviewsPerDay))
      .int(FLASHCARDS_TEXT.reviewsPerDay)
      .min(0, FLASHCARDS_TEXT.reviewsPerDay)
      .max(LIMITS.reviewsPerDayMax, FLASHCARDS_TEXT.reviewsPerDay),
    /** Desired retention in whole percent. */
    retention: z
      .number(withMessage(FLASHCARDS_TEXT.retention))
      .int(FLASHCARDS_TEXT.retention)
      .min(LIMITS.retentionMinPercent, FLASHCARDS_TEXT.retention)
      .max(LIMITS.retentionMaxPercent, FLASHCARDS_TEXT.retention),
  })
  .strict()
export type DeckSettings = z.infer<typeof DeckSettingsSchema>
export const DEFAULT_DECK_SETTINGS: DeckSettings = {
  newPerDay: 20,
  reviewsPerDay: 200,
  retention: 90,
}

/** What a deck offers today (limits applied) and holds in all. */
export const DeckCountsSchema = z.object({
  /** New cards that may be started today. */
  new: z.number().int().nonnegative(),
  /** Cards in (re)learning due before the study day ends. */
  learning: z.number().int().nonnegative(),
  /** Review cards due before the study day ends, within the daily limit. */
  due: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})
export type DeckCounts = z.infer<typeof DeckCountsSchema>

export const DeckSchema = z.object({
  id: FlashcardIdSchema,
  name: z.string(),
  settings: DeckSettingsSchema,
  counts: DeckCountsSchema,
  /** The earliest due of any of its cards that has been studied, or null. */
  nextDueAt: IsoDateTimeSchema.nullable(),
  /** Every tag its cards carry, sorted. */
  tags: z.array(z.string()),
  /** Bumped by each change; a PATCH names the version it changes. */
  version: z.number().int().nonnegative(),
  createdAt: IsoDateTimeSchema,
})
export type Deck = z.infer<typeof DeckSchema>
export const DeckListSchema = z.object({ items: z.array(DeckSchema) })

export const CreateDeckRequestSchema = z.object({ name: DeckNameSchema }).strict()
export const UpdateDeckRequestSchema = z
  .object({
    name: DeckNameSchema.optional(),
    settings: DeckSettingsSchema.optional(),
    version: z.number().int().nonnegative(),
  })
  .strict()
export type UpdateDeckRequest = z.infer<typeof UpdateDeckRequestSchema>
