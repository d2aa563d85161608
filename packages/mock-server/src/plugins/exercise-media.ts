import type { FastifyInstance } from 'fastify'
import {
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMAGE_TYPES,
  FLASHCARDS_TEXT,
} from '@app/contract/flashcards'
import { EXERCISE_UPLOADS_PATH } from '../store/exercise-images'
import { registerSignedUploadMedia } from './signed-upload-media'

/**
 * Exercise pictures: `PUT /api/media/exercises/uploads/{imageId}.{ext}?expires&signature` (POST
 * /api/saas/exercises/images signs it) and `GET` of an uploaded picture, with the card pictures'
 * rules: PNG, JPEG or WebP (by their bytes too) of at most 1 MB.
 */
export async function registerExerciseMedia(app: FastifyInstance) {
  registerSignedUploadMedia(app, {
    path: EXERCISE_UPLOADS_PATH,
    repository: (store) => store.exerciseImages,
    types: FLASHCARD_IMAGE_TYPES,
    maxBytes: FLASHCARD_IMAGE_MAX_BYTES,
    text: {
      notFound: 'Nie ma takiego obrazu.',
      badSignature: 'Link do wysłania obrazu jest nieprawidłowy. Dodaj obraz jeszcze raz.',
      expired: 'Link do wysłania obrazu wygasł. Dodaj obraz jeszcze raz.',
      notAllowedType: FLASHCARDS_TEXT.imageType,
      tooLarge: FLASHCARDS_TEXT.imageTooLarge,
    },
    mismatch: { status: 400, message: FLASHCARDS_TEXT.imageType },
  })
}
