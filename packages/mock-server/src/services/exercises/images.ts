import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { ExerciseImage, ExerciseSource } from '@app/contract/exercises'
import type { ImageUploadRequest } from '@app/contract/flashcards'
import type { Answer } from '../answer'

/** A signed link to PUT one picture to (plugins/exercise-media.ts); its imageId goes in a source. */
export async function requestImageUpload(
  app: FastifyInstance,
  userId: string,
  request: ImageUploadRequest,
): Answer<Contract['exercises']['requestImageUpload']> {
  return {
    status: 200,
    body: app.store.exerciseImages.issue(userId, request.contentType, app.clock.now()),
  }
}

/**
 * The pictures a saved source names, with their addresses: the exercise's own (`current`, a new
 * alt allowed) or ones `ownerId` uploaded; null when one is neither, or named twice.
 */
export function imagesFor(
  app: FastifyInstance,
  ownerId: string | null,
  requested: ExerciseSource['images'],
  current: readonly ExerciseImage[] = [],
): ExerciseImage[] | null {
  if (new Set(requested.map((image) => image.id)).size !== requested.length) return null
  const images: ExerciseImage[] = []
  for (const { id, alt } of requested) {
    const url =
      current.find((image) => image.id === id)?.url ??
      (ownerId === null ? undefined : app.store.exerciseImages.urlOwnedBy(id, ownerId))
    if (url === undefined) return null
    images.push({ id, url, alt })
  }
  return images
}
