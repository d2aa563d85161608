import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { apiError } from '@app/contract/errors'
import {
  FLASHCARD_IMAGE_MAX_BYTES,
  FLASHCARD_IMAGE_TYPES,
  FLASHCARDS_TEXT,
} from '@app/contract/flashcards'
import { envelopeErrorHandler } from '../errors'
import {
  FLASHCARD_UPLOADS_PATH,
  isFlashcardImageType,
  type FlashcardImageRecord,
} from '../store/flashcard-images'

const TEXT = {
  notFound: 'Nie ma takiego obrazka.',
  badSignature: 'Link do wysłania obrazka jest nieprawidłowy. Dodaj obrazek jeszcze raz.',
  expired: 'Link do wysłania obrazka wygasł. Dodaj obrazek jeszcze raz.',
} as const

type UploadRequest = FastifyRequest<{
  Params: { file: string }
  Querystring: { expires?: string; signature?: string }
}>

/** The upload each PUT fills, found by its onRequest check. */
const uploads = new WeakMap<FastifyRequest, FlashcardImageRecord>()

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send(apiError(status, message))

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * Before the body is read: the signature (403), the expiry (410), the type (400; another
 * allowed type than the signed one is a changed signature, 403) and the declared size (413).
 */
function checkUpload(request: UploadRequest, reply: FastifyReply, done: () => void) {
  const { store, clock } = request.server
  const check = store.flashcardImages.check(request.params.file, request.query, clock.now())
  if (!check.ok)
    return void (check.reason === 'expired'
      ? refuse(reply, 410, TEXT.expired)
      : refuse(reply, 403, TEXT.badSignature))
  const type = mediaType(request.headers['content-type'])
  if (!isFlashcardImageType(type)) return void refuse(reply, 400, FLASHCARDS_TEXT.imageType)
  if (type !== check.record.contentType) return void refuse(reply, 403, TEXT.badSignature)
  if (Number(request.headers['content-length']) > FLASHCARD_IMAGE_MAX_BYTES)
    return void refuse(reply, 413, FLASHCARDS_TEXT.imageTooLarge)
  uploads.set(request, check.record)
  done()
}

/**
 * Card pictures: `PUT /api/media/flashcards/uploads/{imageId}.{ext}?expires&signature` with the
 * bytes, as a storage service's presigned upload (POST /api/saas/flashcards/images signs it),
 * and `GET` of an uploaded picture. The bytes must be what the type says (magic bytes, 400).
 * As ./avatar-media.ts; the seed's pictures are static files (./media.ts).
 */
export async function registerFlashcardMedia(app: FastifyInstance) {
  // A body over the limit without a Content-Length is cut off by the parser: the same text.
  app.setErrorHandler(
    envelopeErrorHandler({ FST_ERR_CTP_BODY_TOO_LARGE: FLASHCARDS_TEXT.imageTooLarge }),
  )
  app.addContentTypeParser(
    [...FLASHCARD_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: FLASHCARD_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )

  app.put(
    `${FLASHCARD_UPLOADS_PATH}:file`,
    { onRequest: checkUpload, bodyLimit: FLASHCARD_IMAGE_MAX_BYTES },
    async (request: UploadRequest, reply) => {
      const record = uploads.get(request)
      if (!record) return refuse(reply, 403, TEXT.badSignature)
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const detected = await fileTypeFromBuffer(bytes)
      if (detected?.mime !== record.contentType)
        return refuse(reply, 400, FLASHCARDS_TEXT.imageType)
      request.server.store.flashcardImages.upload(record, bytes)
      return reply.status(204).send()
    },
  )

  app.get<{ Params: { file: string } }>(
    `${FLASHCARD_UPLOADS_PATH}:file`,
    async (request, reply) => {
      const record = request.server.store.flashcardImages.uploaded(request.params.file)
      if (!record?.bytes) return refuse(reply, 404, TEXT.notFound)
      return reply
        .header('content-type', record.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(record.bytes)
    },
  )
}
