import { z } from 'zod'
import { LIMITS } from '../limits'
import { FLASHCARDS_TEXT } from './flashcards.text'

/** Moving cards in and out of a deck: an import in chunks of rows, an export as one file. */

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
