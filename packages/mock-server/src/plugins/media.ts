import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { errorEnvelope } from '../errors'
import { EBOOK_FILE_TEXT } from '../services/ebook/ebook.text'
import { EBOOK_MEDIA_PATH } from '../store/ebooks'
import { registerAvatarMedia } from './avatar-media'
import { registerExerciseMedia } from './exercise-media'
import { registerFlashcardMedia } from './flashcard-media'

export const MEDIA_ROOT = fileURLToPath(new URL('../../media', import.meta.url))

const EBOOK_DIR = 'ebooks'

/** Served by their own routes only: signed ebook links, uploaded pictures (held in memory). */
const isServedElsewhere = (pathName: string) => {
  const path = posix.normalize(`/${decodeURIComponent(pathName)}`)
  return (
    path.startsWith(`/${EBOOK_DIR}/`) ||
    path.startsWith('/avatars/') ||
    path.startsWith('/flashcards/uploads/') ||
    path.startsWith('/exercises/uploads/')
  )
}

/**
 * The seed's images and files (blog covers, course resources) at /api/media/, so the demo works
 * offline. Ebooks are the exception: only a signed, unexpired link (GET /api/ebook/{id}/download-url)
 * serves them, as a CDN's presigned URL would. Profile pictures: ./avatar-media.ts; uploaded card
 * pictures: ./flashcard-media.ts (the seed's, in media/flashcards/, are served here); uploaded
 * exercise pictures: ./exercise-media.ts.
 */
export async function registerMedia(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: MEDIA_ROOT,
    prefix: '/api/media/',
    allowedPath: (pathName) => !isServedElsewhere(pathName),
  })

  app.get<{ Params: { file: string }; Querystring: { expires?: string; signature?: string } }>(
    `${EBOOK_MEDIA_PATH}:file`,
    async (request, reply) => {
      const check = app.store.ebooks.check(request.params.file, request.query, app.clock.now())
      if (!check.ok) {
        const [status, message] =
          check.reason === 'unknown-file'
            ? ([404, EBOOK_FILE_TEXT.notFound] as const)
            : check.reason === 'expired'
              ? ([410, EBOOK_FILE_TEXT.expired] as const)
              : ([403, EBOOK_FILE_TEXT.badSignature] as const)
        return reply.status(status).send(errorEnvelope(status, message))
      }
      const bytes = await readFile(join(MEDIA_ROOT, EBOOK_DIR, check.file))
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${check.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )
  await app.register(registerAvatarMedia)
  await app.register(registerFlashcardMedia)
  await app.register(registerExerciseMedia)
}
