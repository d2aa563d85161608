import { randomBytes } from 'node:crypto'
import { signatureMatches, signParts } from './signature'

/** The extensions of the picture types both uploads allow. */
export const IMAGE_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const

export interface SignedUploadRecord<T extends string = string> {
  /** The file name without its extension. */
  id: string
  /** `<id>.<ext>` under the media path. */
  file: string
  userId: string
  contentType: T
  expiresAtMs: number
  /** Null until the bytes are uploaded. */
  bytes: Buffer | null
}

export type SignedUploadCheck<T extends string = string> =
  { ok: true; record: SignedUploadRecord<T> } | { ok: false; reason: 'bad-signature' | 'expired' }

export interface SignedUploadsOptions<T extends string> {
  /** Where the files are uploaded and served, with a trailing slash. */
  mediaPath: string
  extensions: Record<T, string>
  ttlSeconds: number
  /** A new file id (without a dot). */
  newId: (now: Date) => string
  /** Bytes of uploads kept at most; the oldest go first (an in-memory mock). */
  bytesLimit?: number
  /** Upload links remembered at most, used or not. */
  recordsLimit?: number
}

/** A link issued by `sign`, for a repository to shape into its contract's answer. */
export interface SignedLink<T extends string> {
  record: SignedUploadRecord<T>
  uploadUrl: string
  /** Where the uploaded file is served. */
  url: string
  expiresAt: string
}

/**
 * Signed upload links as a storage service's presigned PUT: the signature covers the file, its
 * content type and the expiry. The key is made when the mock starts and outlives resets; the
 * uploads do not.
 */
export class SignedUploads<T extends string> {
  private readonly key = randomBytes(32)
  private readonly bytesLimit: number
  private readonly recordsLimit: number
  protected records = new Map<string, SignedUploadRecord<T>>()
  private bytesHeld = 0

  constructor(private readonly options: SignedUploadsOptions<T>) {
    this.bytesLimit = options.bytesLimit ?? 64 * 1024 * 1024
    this.recordsLimit = options.recordsLimit ?? 2_000
  }

  reset() {
    this.records.clear()
    this.bytesHeld = 0
  }

  private signature(file: string, contentType: string, expires: number): string {
    return signParts(this.key, file, contentType, expires)
  }

  /** A new upload link for the user, valid `ttlSeconds`. */
  protected sign(userId: string, contentType: T, now: Date): SignedLink<T> {
    const { mediaPath, extensions, ttlSeconds, newId } = this.options
    const id = newId(now)
    const file = `${id}.${extensions[contentType]}`
    const expires = Math.floor(now.getTime() / 1000) + ttlSeconds
    if (this.records.size >= this.recordsLimit)
      this.drop(this.records.keys().next().value as string)
    const record = { id, file, userId, contentType, expiresAtMs: expires * 1000, bytes: null }
    this.records.set(id, record)
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.signature(file, contentType, expires),
    })
    return {
      record,
      uploadUrl: `${mediaPath}${file}?${query.toString()}`,
      url: `${mediaPath}${file}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    }
  }

  /** The upload a PUT may fill: a known file, the right signature, before its expiry. */
  check(
    file: string,
    query: { expires?: unknown; signature?: unknown },
    now: Date,
  ): SignedUploadCheck<T> {
    const record = this.byFile(file)
    const expires = Number(query.expires)
    if (
      !record ||
      !Number.isSafeInteger(expires) ||
      !signatureMatches(query.signature, this.signature(file, record.contentType, expires))
    )
      return { ok: false, reason: 'bad-signature' }
    if (now.getTime() >= expires * 1000) return { ok: false, reason: 'expired' }
    return { ok: true, record }
  }

  /** Stores the file's bytes (a second PUT before the expiry replaces them). */
  upload(record: SignedUploadRecord<T>, bytes: Buffer) {
    const current = this.records.get(record.id)
    if (!current) return
    this.bytesHeld += bytes.length - (current.bytes?.length ?? 0)
    current.bytes = bytes
    for (const [id, other] of this.records) {
      if (this.bytesHeld <= this.bytesLimit) break
      if (other.bytes && id !== record.id) this.drop(id)
    }
  }

  /** An uploaded file by its name. */
  uploaded(file: string): SignedUploadRecord<T> | undefined {
    const record = this.byFile(file)
    return record?.bytes ? record : undefined
  }

  deleteUser(userId: string) {
    for (const [id, record] of this.records) if (record.userId === userId) this.drop(id)
  }

  private byFile(file: string): SignedUploadRecord<T> | undefined {
    const record = this.records.get(file.split('.')[0]!)
    return record?.file === file ? record : undefined
  }

  protected drop(id: string) {
    this.bytesHeld -= this.records.get(id)?.bytes?.length ?? 0
    this.records.delete(id)
  }
}
