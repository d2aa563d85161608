import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { apiError } from '@app/contract/errors'
import {
  ACCOUNT_TEXT,
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  type AvatarContentType,
} from '@app/contract/user/account'
import { envelopeErrorHandler } from '../errors'
import { AVATAR_MEDIA_PATH, type AvatarRecord } from '../store/avatars'

const TEXT = {
  notFound: 'Nie ma takiego zdjęcia.',
  badSignature: 'Link do wysłania zdjęcia jest nieprawidłowy. Wybierz zdjęcie jeszcze raz.',
  expired: 'Link do wysłania zdjęcia wygasł. Wybierz zdjęcie jeszcze raz.',
  notThatFormat: 'Plik nie jest zdjęciem w podanym formacie (JPEG, PNG, WebP).',
} as const

type UploadRequest = FastifyRequest<{
  Params: { file: string }
  Querystring: { expires?: string; signature?: string }
}>

/** The upload each PUT fills, found by its onRequest check. */
const uploads = new WeakMap<FastifyRequest, AvatarRecord>()

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send(apiError(status, message))

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase()

const isAvatarType = (type: string): type is AvatarContentType =>
  (AVATAR_CONTENT_TYPES as readonly string[]).includes(type)

/**
 * Before the body is read: the signature (403), the expiry (410), the type (400; another
 * allowed type than the signed one is a changed signature, 403) and the declared size (413).
 */
function checkUpload(request: UploadRequest, reply: FastifyReply, done: () => void) {
  const { store, clock } = request.server
  const check = store.avatars.check(request.params.file, request.query, clock.now())
  if (!check.ok)
    return void (check.reason === 'expired'
      ? refuse(reply, 410, TEXT.expired)
      : refuse(reply, 403, TEXT.badSignature))
  const type = mediaType(request.headers['content-type'])
  if (!isAvatarType(type)) return void refuse(reply, 400, ACCOUNT_TEXT.avatarType)
  if (type !== check.record.contentType) return void refuse(reply, 403, TEXT.badSignature)
  if (Number(request.headers['content-length']) > AVATAR_MAX_BYTES)
    return void refuse(reply, 413, ACCOUNT_TEXT.avatarTooLarge)
  uploads.set(request, check.record)
  done()
}

/**
 * Profile pictures: `PUT /api/media/avatars/{file}?expires&signature` with the bytes, as a
 * storage service's presigned upload (POST /api/saas/user/avatar-upload-url signs it), and
 * `GET` of an uploaded picture. The bytes must be what the type says (magic bytes, 415).
 */
export async function registerAvatarMedia(app: FastifyInstance) {
  // A body over the limit without a Content-Length is cut off by the parser: the same text.
  app.setErrorHandler(
    envelopeErrorHandler({ FST_ERR_CTP_BODY_TOO_LARGE: ACCOUNT_TEXT.avatarTooLarge }),
  )
  app.addContentTypeParser(
    [...AVATAR_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )

  app.put(
    `${AVATAR_MEDIA_PATH}:file`,
    { onRequest: checkUpload, bodyLimit: AVATAR_MAX_BYTES },
    async (request: UploadRequest, reply) => {
      const record = uploads.get(request)
      if (!record) return refuse(reply, 403, TEXT.badSignature)
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const detected = await fileTypeFromBuffer(bytes)
      if (detected?.mime !== record.contentType) return refuse(reply, 415, TEXT.notThatFormat)
      request.server.store.avatars.upload(record, bytes)
      return reply.status(204).send()
    },
  )

  app.get<{ Params: { file: string } }>(`${AVATAR_MEDIA_PATH}:file`, async (request, reply) => {
    const record = request.server.store.avatars.uploaded(request.params.file)
    if (!record?.bytes) return refuse(reply, 404, TEXT.notFound)
    return reply
      .header('content-type', record.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(record.bytes)
  })
}
