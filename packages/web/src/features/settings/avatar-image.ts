import {
  ACCOUNT_TEXT,
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_SIDE_PX,
  type AvatarContentType,
} from '@app/contract/user/account'

/** The picture could not be decoded (a broken file, or one whose name lies about its type). */
export const AVATAR_UNREADABLE_TEXT = 'Nie udało się odczytać zdjęcia. Wybierz inny plik.'

/** JPEG and WebP quality of the scaled picture (PNG ignores it). */
const ENCODE_QUALITY = 0.9

export const isAvatarType = (type: string): type is AvatarContentType =>
  (AVATAR_CONTENT_TYPES as readonly string[]).includes(type)

const TYPE_NAMES: Record<AvatarContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
}

/** The field's hint: the contract's types and limit, e.g. 'JPEG, PNG lub WebP, najwyżej 2 MB.' */
export function avatarHint(): string {
  const names = AVATAR_CONTENT_TYPES.map((type) => TYPE_NAMES[type])
  const megabytes = AVATAR_MAX_BYTES / (1024 * 1024)
  return `${names.slice(0, -1).join(', ')} lub ${names.at(-1)}, najwyżej ${megabytes} MB.`
}

/** Whether a chosen file may be a profile picture, checked before anything is sent (the API's texts). */
export function checkAvatarFile(file: {
  type: string
  size: number
}): { ok: true; type: AvatarContentType } | { ok: false; message: string } {
  if (!isAvatarType(file.type)) return { ok: false, message: ACCOUNT_TEXT.avatarType }
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, message: ACCOUNT_TEXT.avatarTooLarge }
  return { ok: true, type: file.type }
}

/** The size with the longer side at most `maxSide`, proportions kept; never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number = AVATAR_SIDE_PX,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * Draws the picture at most AVATAR_SIDE_PX on its longer side and encodes it again in its own
 * type: a PNG or WebP keeps its transparency, a photo stays a small JPEG. It is re-encoded even
 * when small enough, which drops its metadata (e.g. a photo's location). A browser that cannot
 * encode the type gives a PNG instead, so the answer's `contentType` is what is to be uploaded.
 * Rejects when the file does not decode (show AVATAR_UNREADABLE_TEXT).
 */
export async function scaleAvatar(
  file: Blob,
  type: AvatarContentType,
): Promise<{ blob: Blob; contentType: AvatarContentType }> {
  const bitmap = await createImageBitmap(file)
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, ENCODE_QUALITY),
    )
    if (!blob || !isAvatarType(blob.type)) throw new Error(`Not encoded as ${type}`)
    return { blob, contentType: blob.type }
  } finally {
    bitmap.close()
  }
}
