import { z } from 'zod'
import { IsoDateTimeSchema, withMessage } from '../common.schemas'
import { FlashcardIdSchema } from './flashcards-cards.schemas'
import { FLASHCARD_IMAGE_MAX_BYTES, FLASHCARD_IMAGE_TYPES } from './flashcards.constants'
import { FLASHCARDS_TEXT } from './flashcards.text'

/** A card's picture goes up first, through a signed link; the card then names it by id. */

export const ImageUploadRequestSchema = z
  .object({
    contentType: z.enum(FLASHCARD_IMAGE_TYPES, withMessage(FLASHCARDS_TEXT.imageType)),
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
