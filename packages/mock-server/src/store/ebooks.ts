import { randomBytes } from 'node:crypto'
import type { EbookId, SignedDownload } from '@app/contract/ebook'
import { EBOOK_FILES } from './seed/ebooks'
import { signatureMatches, signParts } from './signature'

/** A signed download link is valid this long (our choice, like a CDN's presigned URL). */
export const EBOOK_LINK_TTL_MS = 15 * 60 * 1000

/** Where the signed files are served (outside the contract: the real API returns a CDN URL). */
export const EBOOK_MEDIA_PATH = '/api/media/ebooks/'

export type DownloadCheck =
  | { ok: true; file: string; fileName: string }
  | { ok: false; reason: 'unknown-file' | 'bad-signature' | 'expired' }

/**
 * Signs and checks ebook download links: `?expires=<epoch s>&signature=<HMAC of file and expiry>`.
 * The key is made when the mock starts and outlives resets (links are not state).
 */
export class EbooksRepository {
  private readonly key = randomBytes(32)

  reset() {}

  private signature(file: string, expires: number): string {
    return signParts(this.key, file, expires)
  }

  sign(ebook: EbookId, now: Date): SignedDownload {
    const { file, fileName } = EBOOK_FILES[ebook]
    const expires = Math.floor((now.getTime() + EBOOK_LINK_TTL_MS) / 1000)
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.signature(file, expires),
    })
    return {
      ebook,
      fileName,
      url: `${EBOOK_MEDIA_PATH}${file}?${query.toString()}`,
      expiresAt: new Date(expires * 1000).toISOString(),
      expiresInSeconds: Math.max(1, expires - Math.floor(now.getTime() / 1000)),
    }
  }

  /** The file for a request, if its signature is right and its time has not passed. */
  check(file: string, query: { expires?: unknown; signature?: unknown }, now: Date): DownloadCheck {
    const entry = Object.values(EBOOK_FILES).find((e) => e.file === file)
    if (!entry) return { ok: false, reason: 'unknown-file' }
    const expires = Number(query.expires)
    if (
      !Number.isSafeInteger(expires) ||
      !signatureMatches(query.signature, this.signature(file, expires))
    )
      return { ok: false, reason: 'bad-signature' }
    if (now.getTime() >= expires * 1000) return { ok: false, reason: 'expired' }
    return { ok: true, file: entry.file, fileName: entry.fileName }
  }
}
