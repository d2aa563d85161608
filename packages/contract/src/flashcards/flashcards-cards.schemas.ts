import { z } from 'zod'
import { IsoDateTimeSchema, NextPageKeySchema, pageOf, withMessage } from '../common.schemas'
import { LIMITS } from '../limits'
import { CARD_STATES, FLASHCARD_IMAGE_ALT_MAX, type Grade } from './flashcards.constants'
import { FLASHCARDS_TEXT } from './flashcards.text'

/** Cards: their ids, content, picture and place in FSRS, and the card list's filters. */

/** Decks, cards and reviews are named by KSUIDs (27 base62 characters, sortable by time). */
export const FlashcardIdSchema = z
  .string()
  .regex(/^[0-9A-Za-z]{27}$/, 'Oczekiwano identyfikatora KSUID (27 znaków 0-9, A-Z, a-z)')

export const CardStateSchema = z.enum(CARD_STATES)

export const GradeSchema = z
  .number(withMessage(FLASHCARDS_TEXT.grade))
  .int(FLASHCARDS_TEXT.grade)
  .min(1, FLASHCARDS_TEXT.grade)
  .max(4, FLASHCARDS_TEXT.grade)
  .transform((grade) => grade as Grade)

/** A card's place in FSRS: computed on the server by the domain's wrapper, never sent by clients. */
export const FlashcardScheduleSchema = z.object({
  state: CardStateSchema,
  due: IsoDateTimeSchema,
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  elapsedDays: z.number().int().nonnegative(),
  scheduledDays: z.number().int().nonnegative(),
  learningSteps: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  lastReview: IsoDateTimeSchema.nullable(),
})
export type FlashcardSchedule = z.infer<typeof FlashcardScheduleSchema>

export const TagSchema = z
  .string(withMessage(FLASHCARDS_TEXT.tagFormat))
  .trim()
  .min(1, FLASHCARDS_TEXT.tagFormat)
  .max(LIMITS.tagMax, FLASHCARDS_TEXT.tagFormat)

/** Front and back in Markdown with $…$ math; no raw HTML is ever rendered. */
export const CardContentSchema = z.object({
  front: z
    .string(withMessage(FLASHCARDS_TEXT.frontRequired))
    .trim()
    .min(1, FLASHCARDS_TEXT.frontRequired)
    .max(LIMITS.flashcardFrontMax, FLASHCARDS_TEXT.frontTooLong),
  back: z
    .string(withMessage(FLASHCARDS_TEXT.backRequired))
    .trim()
    .min(1, FLASHCARDS_TEXT.backRequired)
    .max(LIMITS.flashcardBackMax, FLASHCARDS_TEXT.backTooLong),
  tags: z
    .array(TagSchema)
    .max(LIMITS.flashcardTagsMax, FLASHCARDS_TEXT.tooManyTags)
    .transform((tags) => [...new Set(tags)]),
})
export type CardContent = z.infer<typeof CardContentSchema>

export const ImageAltSchema = z
  .string(withMessage(FLASHCARDS_TEXT.imageAlt))
  .trim()
  .min(1, FLASHCARDS_TEXT.imageAlt)
  .max(FLASHCARD_IMAGE_ALT_MAX, FLASHCARDS_TEXT.imageAlt)

/** The picture a card shows with its front: one the caller uploaded, with its text alternative. */
export const CardImageRequestSchema = z
  .object({ id: FlashcardIdSchema, alt: ImageAltSchema })
  .strict()

export const SaveCardRequestSchema = CardContentSchema.extend({
  /** An uploaded picture (POST /api/saas/flashcards/images); null or absent: none. */
  image: CardImageRequestSchema.nullable().optional(),
  /** Save even when the deck has a card with the same front. */
  allowDuplicate: z.boolean().optional(),
}).strict()
export type SaveCardRequest = z.input<typeof SaveCardRequestSchema>

export const FlashcardImageSchema = z.object({
  id: FlashcardIdSchema,
  url: z.string(),
  alt: z.string(),
})
export type FlashcardImage = z.infer<typeof FlashcardImageSchema>

export const FlashcardSchema = z.object({
  id: FlashcardIdSchema,
  deckId: FlashcardIdSchema,
  front: z.string(),
  back: z.string(),
  tags: z.array(z.string()),
  /** Shown with the front. */
  image: FlashcardImageSchema.nullable(),
  schedule: FlashcardScheduleSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
})
export type Flashcard = z.infer<typeof FlashcardSchema>

/** A card read by its id alone (the chat's context card): with the name of its deck. */
export const FlashcardWithDeckSchema = FlashcardSchema.extend({ deckName: z.string() })
export type FlashcardWithDeck = z.infer<typeof FlashcardWithDeckSchema>

export const CardListQuerySchema = z
  .object({
    query: z.string().max(200).optional(),
    tag: z.string().max(LIMITS.tagMax).optional(),
    state: CardStateSchema.optional(),
    nextPageKey: NextPageKeySchema.optional(),
  })
  .strict()
export type CardListQuery = z.infer<typeof CardListQuerySchema>
export const CardPageSchema = pageOf(FlashcardSchema)
