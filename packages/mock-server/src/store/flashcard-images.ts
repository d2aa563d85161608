import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  FLASHCARD_IMAGE_TYPES,
  type FlashcardImageType,
  type ImageUpload,
} from '@app/contract/flashcards'
import { FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS } from '@app/contract/flashcards/constants'
import { ksuidAt } from './activity'
import { SEED_FLASHCARD_IMAGES } from './seed/flashcard-images'

/** Where card pictures are uploaded and served (outside the contract: a real API gives a CDN URL). */
export const FLASHCARD_UPLOADS_PATH = '/api/media/flashcards/uploads/'

const EXTENSIONS: Record<FlashcardImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** Bytes of uploaded pictures kept at most; the oldest go first (an in-memory mock). */
const BYTES_LIMIT = 64 * 1024 * 1024
/** Upload links remembered at most, used or not. */
const RECORDS_LIMIT = 2_000

export interface FlashcardImageRecord {
  /** The KSUID a card names. */
  id: string
  /** `<id>.<ext>` under FLASHCARD_UPLOADS_PATH. */
  file: string
  userId: string
  contentType: FlashcardImageType
  expiresAtMs: number
  /** Null until the picture is uploaded. */
  bytes: Buffer | null
}

/** A picture a user may put on a card. */
export interface OwnedImage {
  id: string
  url: string
  contentType: string
}

export type FlashcardImageCheck =
  { ok: true; record: FlashcardImageRecord } | { ok: false; reason: 'bad-signature' | 'expired' }

export const isFlashcardImageType = (type: string): type is FlashcardImageType =>
  (FLASHCARD_IMAGE_TYPES as readonly string[]).includes(type)

/**
 * Card pictures: signed upload links as a storage service's presigned PUT (the signature covers
 * the file, its content type and the expiry), as ./avatars.ts. The seed's pictures are static
 * files (media/flashcards/). The key is made when the mock starts and outlives resets; the
 * uploads do not. A picture dropped for the memory cap stays on its cards (its GET is 404).
 */
export class FlashcardImagesRepository {
  private readonly key = randomBytes(32)
  private records = new Map<string, FlashcardImageRecord>()
  private seeded = new Map<string, OwnedImage & { userId: string }>()
  private bytesHeld = 0

  constructor() {
    this.reset()
  }

  reset() {
    this.records.clear()
    this.bytesHeld = 0
    this.seeded = new Map(SEED_FLASHCARD_IMAGES.map((image) => [image.id, { ...image }]))
  }

  private signature(file: string, contentType: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${file}\n${contentType}\n${expires}`)
      .digest('base64url')
  }

  /** A new upload link for the user, valid FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS. */
  issue(userId: string, contentType: FlashcardImageType, now: Date): ImageUpload {
    const id = ksuidAt(now)
    const file = `${id}.${EXTENSIONS[contentType]}`
    const expires = Math.floor(now.getTime() / 1000) + FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS
    if (this.records.size >= RECORDS_LIMIT) this.drop(this.records.keys().next().value as string)
    this.records.set(id, {
      id,
      file,
      userId,
      contentType,
      expiresAtMs: expires * 1000,
      bytes: null,
    })
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.signature(file, contentType, expires),
    })
    return {
      imageId: id,
      uploadUrl: `${FLASHCARD_UPLOADS_PATH}${file}?${query.toString()}`,
      headers: { 'Content-Type': contentType },
      expiresAt: new Date(expires * 1000).toISOString(),
    }
  }

  /** The upload a PUT may fill: a known file, the right signature, before its expiry. */
  check(
    file: string,
    query: { expires?: unknown; signature?: unknown },
    now: Date,
  ): FlashcardImageCheck {
    const record = this.byFile(file)
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
  upload(record: FlashcardImageRecord, bytes: Buffer) {
    const current = this.records.get(record.id)
    if (!current) return
    this.bytesHeld += bytes.length - (current.bytes?.length ?? 0)
    current.bytes = bytes
    for (const [id, other] of this.records) {
      if (this.bytesHeld <= BYTES_LIMIT) break
      if (other.bytes && id !== record.id) this.drop(id)
    }
  }

  /** An uploaded picture by its file name. */
  uploaded(file: string): FlashcardImageRecord | undefined {
    const record = this.byFile(file)
    return record?.bytes ? record : undefined
  }

  /** The picture `imageId` names, if this user uploaded it (bytes and all) or was seeded it. */
  ownedBy(imageId: string, userId: string): OwnedImage | undefined {
    const seeded = this.seeded.get(imageId)
    if (seeded) return seeded.userId === userId ? pick(seeded) : undefined
    const record = this.records.get(imageId)
    if (!record?.bytes || record.userId !== userId) return undefined
    return pick({ ...record, url: `${FLASHCARD_UPLOADS_PATH}${record.file}` })
  }

  deleteUser(userId: string) {
    for (const [id, record] of this.records) if (record.userId === userId) this.drop(id)
    for (const [id, image] of this.seeded) if (image.userId === userId) this.seeded.delete(id)
  }

  private byFile(file: string): FlashcardImageRecord | undefined {
    const record = this.records.get(file.split('.')[0]!)
    return record?.file === file ? record : undefined
  }

  private drop(id: string) {
    this.bytesHeld -= this.records.get(id)?.bytes?.length ?? 0
    this.records.delete(id)
  }
}

const pick = ({ id, url, contentType }: OwnedImage): OwnedImage => ({ id, url, contentType })
