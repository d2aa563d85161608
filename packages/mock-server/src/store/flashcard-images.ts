import type { FlashcardImageType, ImageUpload } from '@app/contract/flashcards'
import { FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS } from '@app/contract/flashcards/constants'
import { ksuidAt } from './ksuid'
import { SEED_FLASHCARD_IMAGES } from './seed/flashcard-images'
import { IMAGE_EXTENSIONS, SignedUploads } from './signed-uploads'

/** Where card pictures are uploaded and served (outside the contract: a real API gives a CDN URL). */
export const FLASHCARD_UPLOADS_PATH = '/api/media/flashcards/uploads/'

/** A picture a user may put on a card. */
export interface OwnedImage {
  id: string
  url: string
  contentType: string
}

const seededImages = () => new Map(SEED_FLASHCARD_IMAGES.map((image) => [image.id, { ...image }]))

/**
 * Card pictures: signed upload links (./signed-uploads.ts) named `<KSUID>.<ext>`, and the seed's
 * pictures, static files (media/flashcards/). A picture dropped for the memory cap stays on its
 * cards (its GET is 404).
 */
export class FlashcardImagesRepository extends SignedUploads<FlashcardImageType> {
  private seeded = seededImages()

  constructor() {
    super({
      mediaPath: FLASHCARD_UPLOADS_PATH,
      extensions: IMAGE_EXTENSIONS,
      ttlSeconds: FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS,
      newId: ksuidAt,
    })
  }

  override reset() {
    super.reset()
    this.seeded = seededImages()
  }

  /** A new upload link for the user, valid FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS. */
  issue(userId: string, contentType: FlashcardImageType, now: Date): ImageUpload {
    const { record, uploadUrl, expiresAt } = this.sign(userId, contentType, now)
    return { imageId: record.id, uploadUrl, headers: { 'Content-Type': contentType }, expiresAt }
  }

  /** The picture `imageId` names, if this user uploaded it (bytes and all) or was seeded it. */
  ownedBy(imageId: string, userId: string): OwnedImage | undefined {
    const seeded = this.seeded.get(imageId)
    if (seeded) return seeded.userId === userId ? pick(seeded) : undefined
    const record = this.records.get(imageId)
    if (!record?.bytes || record.userId !== userId) return undefined
    return pick({ ...record, url: `${FLASHCARD_UPLOADS_PATH}${record.file}` })
  }

  override deleteUser(userId: string) {
    super.deleteUser(userId)
    for (const [id, image] of this.seeded) if (image.userId === userId) this.seeded.delete(id)
  }
}

const pick = ({ id, url, contentType }: OwnedImage): OwnedImage => ({ id, url, contentType })
