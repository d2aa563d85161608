import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import {
  FLASHCARDS_TEXT,
  type FlashcardImage,
  type ImageUploadRequest,
} from '@app/contract/flashcards'
import { apiError } from '../../errors'
import type { FlashcardImagesRepository } from '../../store/flashcard-images'
import type { Answer } from '../answer'

/** A signed link to PUT one picture to (plugins/flashcard-media.ts); its imageId goes on a card. */
export async function requestImageUpload(
  app: FastifyInstance,
  userId: string,
  request: ImageUploadRequest,
): Answer<Contract['flashcards']['requestImageUpload']> {
  return {
    status: 201,
    body: app.store.flashcardImages.issue(userId, request.contentType, app.clock.now()),
  }
}

export const imageNotFound = () => apiError(404, FLASHCARDS_TEXT.imageNotFound)

/**
 * The picture a saved card gets: the one the request names (the caller's uploaded or seeded
 * picture), none for null, the card's `current` one when absent. The card's own picture may be
 * named again (a new alt) without a check. Null when the id is not a picture of the caller.
 */
export function imageFor(
  images: FlashcardImagesRepository,
  userId: string,
  requested: { id: string; alt: string } | null | undefined,
  current: FlashcardImage | null,
): { image: FlashcardImage | null } | null {
  if (requested === undefined) return { image: current }
  if (requested === null) return { image: null }
  const { id, alt } = requested
  if (current?.id === id) return { image: { id, url: current.url, alt } }
  const owned = images.ownedBy(id, userId)
  return owned ? { image: { id, url: owned.url, alt } } : null
}
