import type { FastifyInstance } from 'fastify'
import {
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMAGE_TYPES,
  FLASHCARDS_TEXT,
} from '@app/contract/flashcards'
import { FLASHCARD_UPLOADS_PATH } from '../store/flashcard-images'
import { registerSignedUploadMedia } from './signed-upload-media'

/**
 * Card pictures: `PUT /api/media/flashcards/uploads/{imageId}.{ext}?expires&signature` (POST
 * /api/saas/flashcards/images signs it) and `GET` of an uploaded picture; the seed's pictures
 * are static files (./media.ts). Bytes other than the type says are a 400.
 */
export async function registerFlashcardMedia(app: FastifyInstance) {
  registerSignedUploadMedia(app, {
    path: FLASHCARD_UPLOADS_PATH,
    repository: (store) => store.flashcardImages,
    types: FLASHCARD_IMAGE_TYPES,
    maxBytes: FLASHCARD_IMAGE_MAX_BYTES,
    text: {
      notFound: 'Nie ma takiego obrazka.',
      badSignature: 'Link do wysłania obrazka jest nieprawidłowy. Dodaj obrazek jeszcze raz.',
      expired: 'Link do wysłania obrazka wygasł. Dodaj obrazek jeszcze raz.',
      notAllowedType: FLASHCARDS_TEXT.imageType,
      tooLarge: FLASHCARDS_TEXT.imageTooLarge,
    },
    mismatch: { status: 400, message: FLASHCARDS_TEXT.imageType },
  })
}
