import type { FlashcardImageType, ImageUpload } from '@app/contract/flashcards'
import { FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS } from '@app/contract/flashcards/constants'
import { ksuidAt } from './ksuid'
import { IMAGE_EXTENSIONS, SignedUploads } from './signed-uploads'

/** Where exercise pictures are uploaded and served (outside the contract, as card pictures). */
export const EXERCISE_UPLOADS_PATH = '/api/media/exercises/uploads/'

/**
 * Exercise pictures (issue 29): signed upload links (./signed-uploads.ts) named `<KSUID>.<ext>`,
 * with the card pictures' types, size and link lifetime. An exercise names only pictures its
 * author uploaded.
 */
export class ExerciseImagesRepository extends SignedUploads<FlashcardImageType> {
  constructor() {
    super({
      mediaPath: EXERCISE_UPLOADS_PATH,
      extensions: IMAGE_EXTENSIONS,
      ttlSeconds: FLASHCARD_IMAGE_UPLOAD_TTL_SECONDS,
      newId: ksuidAt,
    })
  }

  /** A new upload link for the user. */
  issue(userId: string, contentType: FlashcardImageType, now: Date): ImageUpload {
    const { record, uploadUrl, expiresAt } = this.sign(userId, contentType, now)
    return { imageId: record.id, uploadUrl, headers: { 'Content-Type': contentType }, expiresAt }
  }

  /** The address of a picture `imageId` names, if this user uploaded it (bytes and all). */
  urlOwnedBy(imageId: string, userId: string): string | undefined {
    const record = this.records.get(imageId)
    if (!record?.bytes || record.userId !== userId) return undefined
    return `${EXERCISE_UPLOADS_PATH}${record.file}`
  }

  /**
   * Account deletion (decision 0182): the user's uploads go, but those `kept` (pictures of their
   * published exercises, which stay in the bank) are kept without an owner.
   */
  override deleteUser(userId: string, kept: ReadonlySet<string> = new Set()) {
    for (const [id, record] of this.records) {
      if (record.userId !== userId) continue
      if (kept.has(id)) record.userId = ''
      else this.drop(id)
    }
  }
}
