import { randomUUID } from 'node:crypto'
import {
  AVATAR_UPLOAD_TTL_SECONDS,
  type AvatarContentType,
  type AvatarUpload,
} from '@app/contract/user/account'
import { IMAGE_EXTENSIONS, SignedUploads } from './signed-uploads'

/** Where pictures are uploaded and served (outside the contract: a real API gives a CDN URL). */
export const AVATAR_MEDIA_PATH = '/api/media/avatars/'

/** Signed upload links for profile pictures (./signed-uploads.ts), named by a random UUID. */
export class AvatarsRepository extends SignedUploads<AvatarContentType> {
  constructor() {
    super({
      mediaPath: AVATAR_MEDIA_PATH,
      extensions: IMAGE_EXTENSIONS,
      ttlSeconds: AVATAR_UPLOAD_TTL_SECONDS,
      newId: () => randomUUID(),
    })
  }

  /** A new upload link for the user, valid AVATAR_UPLOAD_TTL_SECONDS. */
  issue(userId: string, contentType: AvatarContentType, now: Date): AvatarUpload {
    const { uploadUrl, url, expiresAt } = this.sign(userId, contentType, now)
    return { uploadUrl, headers: { 'Content-Type': contentType }, imageUrl: url, expiresAt }
  }

  /** The picture an imageUrl names, if this user uploaded it. */
  isUploadedBy(imageUrl: string, userId: string): boolean {
    if (!imageUrl.startsWith(AVATAR_MEDIA_PATH)) return false
    const record = this.uploaded(imageUrl.slice(AVATAR_MEDIA_PATH.length))
    return record?.userId === userId
  }
}
