import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { apiError } from '@app/contract/errors'
import { envelopeErrorHandler } from '../errors'
import type { Store } from '../store'
import type { SignedUploadRecord, SignedUploads } from '../store/signed-uploads'

export interface SignedUploadMediaOptions<T extends string> {
  /** The repository's media path, with a trailing slash. */
  path: string
  repository: (store: Store) => SignedUploads<T>
  types: readonly T[]
  maxBytes: number
  text: {
    notFound: string
    badSignature: string
    expired: string
    /** 400: a Content-Type none of `types`. */
    notAllowedType: string
    /** 413, also for a body cut off at `maxBytes`. */
    tooLarge: string
  }
  /** The answer when the bytes are not what the signed type says (magic bytes). */
  mismatch: { status: number; message: string }
}

type UploadRequest = FastifyRequest<{
  Params: { file: string }
  Querystring: { expires?: string; signature?: string }
}>

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send(apiError(status, message))

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * `PUT {path}{file}?expires&signature` with the bytes, as a storage service's presigned upload,
 * and `GET` of an uploaded file. Call it in its own plugin: it sets the error handler and the
 * body parser of `types`.
 */
export function registerSignedUploadMedia<T extends string>(
  app: FastifyInstance,
  { path, repository, types, maxBytes, text, mismatch }: SignedUploadMediaOptions<T>,
) {
  /** The upload each PUT fills, found by its onRequest check. */
  const uploads = new WeakMap<FastifyRequest, SignedUploadRecord<T>>()
  const isAllowed = (type: string): type is T => (types as readonly string[]).includes(type)

  /**
   * Before the body is read: the signature (403), the expiry (410), the type (400; another
   * allowed type than the signed one is a changed signature, 403) and the declared size (413).
   */
  function checkUpload(request: UploadRequest, reply: FastifyReply, done: () => void) {
    const { store, clock } = request.server
    const check = repository(store).check(request.params.file, request.query, clock.now())
    if (!check.ok)
      return void (check.reason === 'expired'
        ? refuse(reply, 410, text.expired)
        : refuse(reply, 403, text.badSignature))
    const type = mediaType(request.headers['content-type'])
    if (!isAllowed(type)) return void refuse(reply, 400, text.notAllowedType)
    if (type !== check.record.contentType) return void refuse(reply, 403, text.badSignature)
    if (Number(request.headers['content-length']) > maxBytes)
      return void refuse(reply, 413, text.tooLarge)
    uploads.set(request, check.record)
    done()
  }

  // A body over the limit without a Content-Length is cut off by the parser: the same text.
  app.setErrorHandler(envelopeErrorHandler({ FST_ERR_CTP_BODY_TOO_LARGE: text.tooLarge }))
  app.addContentTypeParser(
    [...types],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  )

  app.put(
    `${path}:file`,
    { onRequest: checkUpload, bodyLimit: maxBytes },
    async (request: UploadRequest, reply) => {
      const record = uploads.get(request)
      if (!record) return refuse(reply, 403, text.badSignature)
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const detected = await fileTypeFromBuffer(bytes)
      if (detected?.mime !== record.contentType)
        return refuse(reply, mismatch.status, mismatch.message)
      repository(request.server.store).upload(record, bytes)
      return reply.status(204).send()
    },
  )

  app.get<{ Params: { file: string } }>(`${path}:file`, async (request, reply) => {
    const record = repository(request.server.store).uploaded(request.params.file)
    if (!record?.bytes) return refuse(reply, 404, text.notFound)
    return reply
      .header('content-type', record.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(record.bytes)
  })
}
