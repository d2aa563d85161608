import { z } from 'zod'
import { IsoDateTimeSchema, NextPageKeySchema, pageOf } from '../common.schemas'
import { LIMITS } from '../limits'
import {
  CARD_STATES,
  FLASHCARD_IMAGE_ALT_MAX,
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMAGE_TYPES,
  type Grade,
} from './flashcards.constants'
import { FLASHCARDS_TEXT } from './flashcards.text'

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

const text = (message: string) => ({ errorMap: () => ({ message }) })

/** Decks, cards and reviews are named by KSUIDs (27 base62 characters, sortable by time). */
export const FlashcardIdSchema = z
  .string()
  .regex(/^[0-9A-Za-z]{27}$/, 'Oczekiwano identyfikatora KSUID (27 znaków 0-9, A-Z, a-z)')

export const CardStateSchema = z.enum(CARD_STATES)

export const GradeSchema = z
  .number(text(FLASHCARDS_TEXT.grade))
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

export const DeckNameSchema = z
  .string(text(FLASHCARDS_TEXT.deckName))
  .trim()
  .min(1, FLASHCARDS_TEXT.deckName)
  .max(LIMITS.deckNameMax, FLASHCARDS_TEXT.deckName)

export const DeckSettingsSchema = z
  .object({
    newPerDay: z
      .number(text(FLASHCARDS_TEXT.newPerDay))
      .int(FLASHCARDS_TEXT.newPerDay)
      .min(0, FLASHCARDS_TEXT.newPerDay)
      .max(LIMITS.newCardsPerDayMax, FLASHCARDS_TEXT.newPerDay),
    reviewsPerDay: z
      .number(text(FLASHCARDS_TEXT.reviewsPerDay))
      .int(FLASHCARDS_TEXT.reviewsPerDay)
      .min(0, FLASHCARDS_TEXT.reviewsPerDay)
      .max(LIMITS.reviewsPerDayMax, FLASHCARDS_TEXT.reviewsPerDay),
    /** Desired retention in whole percent. */
    retention: z
      .number(text(FLASHCARDS_TEXT.retention))
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

export const TagSchema = z
  .string(text(FLASHCARDS_TEXT.tagFormat))
  .trim()
  .min(1, FLASHCARDS_TEXT.tagFormat)
  .max(LIMITS.tagMax, FLASHCARDS_TEXT.tagFormat)

/** Front and back in Markdown with $…$ math; no raw HTML is ever rendered. */
export const CardContentSchema = z.object({
  front: z
    .string(text(FLASHCARDS_TEXT.frontRequired))
    .trim()
    .min(1, FLASHCARDS_TEXT.frontRequired)
    .max(LIMITS.flashcardFrontMax, FLASHCARDS_TEXT.frontTooLong),
  back: z
    .string(text(FLASHCARDS_TEXT.backRequired))
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
  .string(text(FLASHCARDS_TEXT.imageAlt))
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

/**
 * One import row as the file gave it: only its shape is checked here, so one bad row does not
 * refuse the others; each row is validated as a card by the server and reported by number.
 */
export const ImportRowSchema = z
  .object({
    row: z
      .number()
      .int()
      .positive()
      // The line the card starts on: header lines and multi-line cells make it exceed the row count.
      .max(10_000_000),
    front: z.string().max(20_000),
    back: z.string().max(20_000),
    tags: z.array(z.string().max(200)).max(50),
    /**
     * The note's id in the app it came from (Anki's GUID, decision 0144): a row whose id a card of
     * the deck already carries updates that card instead of adding another.
     */
    externalId: z.string().trim().min(1).max(100).optional(),
  })
  .strict()
export type ImportRow = z.infer<typeof ImportRowSchema>
export const ImportRequestSchema = z
  .object({
    rows: z.array(ImportRowSchema).min(1).max(LIMITS.importChunkRows, FLASHCARDS_TEXT.tooManyRows),
    skipDuplicates: z.boolean(),
  })
  .strict()
export type ImportRequest = z.infer<typeof ImportRequestSchema>
export const ImportResultSchema = z.object({
  created: z.number().int().nonnegative(),
  /** Cards updated by their external id; present when any row carried one. */
  updated: z.number().int().nonnegative().optional(),
  rejected: z.array(z.object({ row: z.number().int().positive(), message: z.string() })),
})
export type ImportResult = z.infer<typeof ImportResultSchema>

export const ExportQuerySchema = z
  .object({ format: z.enum(['csv', 'tsv']).default('csv') })
  .strict()
/** The file as text, for the browser to save. */
export const ExportFileSchema = z.object({
  fileName: z.string(),
  contentType: z.enum(['text/csv', 'text/tab-separated-values']),
  content: z.string(),
})

export const ImageUploadRequestSchema = z
  .object({
    contentType: z.enum(FLASHCARD_IMAGE_TYPES, text(FLASHCARDS_TEXT.imageType)),
    /** Bytes; over 1 MB is refused before anything is uploaded. */
    size: z
      .number()
      .int()
      .min(1, FLASHCARDS_TEXT.imageTooLarge)
      .max(FLASHCARD_IMAGE_MAX_BYTES, FLASHCARDS_TEXT.imageTooLarge),
  })
  .strict()
export type ImageUploadRequest = z.infer<typeof ImageUploadRequestSchema>

/** A signed single-picture upload: PUT the bytes to `uploadUrl` with `headers`, then name `imageId` on a card. */
export const ImageUploadSchema = z.object({
  imageId: FlashcardIdSchema,
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: IsoDateTimeSchema,
})
export type ImageUpload = z.infer<typeof ImageUploadSchema>
