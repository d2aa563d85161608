import { z } from 'zod'
import { IsoDateTimeSchema, withMessage } from '../common.schemas'
import { LIMITS } from '../limits'
import { FlashcardIdSchema, FlashcardSchema, GradeSchema } from './flashcards-cards.schemas'
import { DeckCountsSchema } from './flashcards-decks.schemas'
import { FLASHCARDS_TEXT } from './flashcards.text'

/** Studying (issue 'Flashcards'): today's session, a grade and its undo. */

export const DueQuerySchema = z.object({ deckId: FlashcardIdSchema.optional() }).strict()

/** What a session has left: new, (re)learning and review cards. */
export const SessionCountsSchema = z.object({
  new: z.number().int().nonnegative(),
  learning: z.number().int().nonnegative(),
  review: z.number().int().nonnegative(),
})
export type SessionCounts = z.infer<typeof SessionCountsSchema>

/**
 * A study session, whole so it goes on offline: learning cards due before the day ends, reviews
 * due today and new cards within the limits, in the order to show; each deck's retention, so the
 * browser schedules a grade as the server will.
 */
export const DueSessionSchema = z.object({
  cards: z.array(FlashcardSchema),
  decks: z.array(z.object({ id: FlashcardIdSchema, name: z.string(), retention: z.number() })),
  counts: SessionCountsSchema,
  /** The earliest due outside this session (tomorrow's first review), or null. */
  nextDueAt: IsoDateTimeSchema.nullable(),
  /** When the study day turns (04:00 Warsaw). */
  dayEndsAt: IsoDateTimeSchema,
  /** The server's time of the answer: the browser schedules offline grades on it, not on its own clock. */
  now: IsoDateTimeSchema,
})
export type DueSession = z.infer<typeof DueSessionSchema>

export const ReviewRequestSchema = z
  .object({
    cardId: FlashcardIdSchema,
    grade: GradeSchema,
    /** When the student graded, by the device's clock (offline grades are sent later). */
    reviewedAt: IsoDateTimeSchema,
    durationMs: z
      .number(withMessage(FLASHCARDS_TEXT.duration))
      .int(FLASHCARDS_TEXT.duration)
      .min(0, FLASHCARDS_TEXT.duration)
      .max(LIMITS.reviewDurationMaxMs, FLASHCARDS_TEXT.duration),
  })
  .strict()
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>

export const ReviewResultSchema = z.object({
  reviewId: FlashcardIdSchema,
  card: FlashcardSchema,
  /** The card's deck's earliest due after this grade. */
  nextDueAt: IsoDateTimeSchema.nullable(),
  counts: DeckCountsSchema,
})
export type ReviewResult = z.infer<typeof ReviewResultSchema>

export const UndoResultSchema = z.object({ card: FlashcardSchema, counts: DeckCountsSchema })
export type UndoResult = z.infer<typeof UndoResultSchema>
