import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  AVATAR_UPLOAD_TTL_SECONDS,
  type AvatarContentType,
  type AvatarUpload,
} from '@app/contract/user/account'

/** Where pictures are uploaded and served (outside the contract: a real API gives a CDN URL). */
export const AVATAR_MEDIA_PATH = '/api/media/avatars/'

const EXTENSIONS: Record<AvatarContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** Bytes of uploaded pictures kept at most; the oldest go first (an in-memory mock). */
const BYTES_LIMIT = 64 * 1024 * 1024
/** Upload links remembered at most, used or not. */
const RECORDS_LIMIT = 2_000

export interface AvatarRecord {
  file: string
  userId: string
  contentType: AvatarContentType
  expiresAtMs: number
  /** Null until the picture is uploaded. */
  bytes: Buffer | null
}

export type AvatarCheck =
  { ok: true; record: AvatarRecord } | { ok: false; reason: 'bad-signature' | 'expired' }

/**
 * Signed upload links for profile pictures, like a storage service's presigned PUT: the
 * signature covers the file, its content type and the expiry. The key is made when the mock
 * starts and outlives resets; the uploads do not.
 */
export class AvatarsRepository {
  private readonly key = randomBytes(32)
  private records = new Map<string, AvatarRecord>()
  private bytesHeld = 0

  reset() {
    this.records.clear()
    this.bytesHeld = 0
  }

  private signature(file: string, contentType: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${file}\n${contentType}\n${expires}`)
      .digest('base64url')
  }

  /** A new upload link for the user, valid AVATAR_UPLOAD_TTL_SECONDS. */
  issue(userId: string, contentType: AvatarContentType, now: Date): AvatarUpload {
    const file = `${randomUUID()}.${EXTENSIONS[contentType]}`
    const expires = Math.floor(now.getTime() / 1000) + AVATAR_UPLOAD_TTL_SECONDS
    if (this.records.size >= RECORDS_LIMIT) this.drop(this.records.keys().next().value as string)
    this.records.set(file, { file, userId, contentType, expiresAtMs: expires * 1000, bytes: null })
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.signature(file, contentType, expires),
    })
    return {
      uploadUrl: `${AVATAR_MEDIA_PATH}${file}?${query.toString()}`,
      headers: { 'Content-Type': contentType },
      imageUrl: `${AVATAR_MEDIA_PATH}${file}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    }
  }

  /** The upload a PUT may fill: a known file, the right signature, before its expiry. */
  check(file: string, query: { expires?: unknown; signature?: unknown }, now: Date): AvatarCheck {
    const record = this.records.get(file)
    const expires = Number(query.expires)
    const given = typeof query.signature === 'string' ? Buffer.from(query.signature) : null
    const expected = record && Buffer.from(this.signature(file, record.contentType, expires))
    if (
      !record ||
      !expected ||
      !Number.isSafeInteger(expires) ||
      !given ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    )
      return { ok: false, reason: 'bad-signature' }
    if (now.getTime() >= expires * 1000) return { ok: false, reason: 'expired' }
    return { ok: true, record }
  }

  /** Stores the picture's bytes (a second PUT before the expiry replaces them). */
  upload(record: AvatarRecord, bytes: Buffer) {
    const current = this.records.get(record.file)
    if (!current) return
    this.bytesHeld += bytes.length - (current.bytes?.length ?? 0)
    current.bytes = bytes
    for (const [file, other] of this.records) {
      if (this.bytesHeld <= BYTES_LIMIT) break
      if (other.bytes && file !== record.file) this.drop(file)
    }
  }

  /** An uploaded picture by its file name. */
  uploaded(file: string): AvatarRecord | undefined {
    const record = this.records.get(file)
    return record?.bytes ? record : undefined
  }

  /** The picture an imageUrl names, if this user uploaded it. */
  isUploadedBy(imageUrl: string, userId: string): boolean {
    if (!imageUrl.startsWith(AVATAR_MEDIA_PATH)) return false
    const record = this.uploaded(imageUrl.slice(AVATAR_MEDIA_PATH.length))
    return record?.userId === userId
  }

  deleteUser(userId: string) {
    for (const [file, record] of this.records) if (record.userId === userId) this.drop(file)
  }

  private drop(file: string) {
    this.bytesHeld -= this.records.get(file)?.bytes?.length ?? 0
    this.records.delete(file)
  }
}
