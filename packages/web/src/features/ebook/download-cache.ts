import type { EbookId, SignedDownload } from '@app/contract/ebook'
import {
  isSignedUrlFresh,
  signedUrlCacheTtlMs,
  signedUrlLocalExpiry,
} from '@app/domain/shared/signed-url'
import { z } from 'zod'
import { apiAssetUrl } from '../../lib/config'
import { getExpiring, setExpiring } from '../../lib/storage'

/** A signed download link as kept in the browser; `expiresAt` is by the browser's clock. */
export interface CachedDownload {
  url: string
  fileName: string
  expiresAt: number
}

const CachedDownloadSchema = z.object({
  url: z.string().min(1),
  fileName: z.string(),
  expiresAt: z.number(),
})

const cacheKey = (ebook: EbookId) => `ebook-download:${ebook}`

/** The kept link while at least 30 s of its validity remain (SPEC §9), else undefined. */
export function readCachedDownload(ebook: EbookId, now: number): CachedDownload | undefined {
  const parsed = CachedDownloadSchema.safeParse(getExpiring(cacheKey(ebook), now))
  return parsed.success && isSignedUrlFresh(parsed.data, now) ? parsed.data : undefined
}

/** Keeps a link the API gave, asked for at `requestedAt`, until its expiry minus the margin. */
export function cacheDownload(
  ebook: EbookId,
  download: SignedDownload,
  requestedAt: number,
): CachedDownload {
  const expiresAt = signedUrlLocalExpiry(download.expiresInSeconds, requestedAt)
  const cached = { url: apiAssetUrl(download.url), fileName: download.fileName, expiresAt }
  setExpiring(cacheKey(ebook), cached, requestedAt + signedUrlCacheTtlMs(expiresAt, requestedAt))
  return cached
}

/**
 * A usable download link: the kept one while it is fresh, otherwise a new one from `fetchLink`
 * (which is then kept).
 */
export async function signedDownload(
  ebook: EbookId,
  fetchLink: () => Promise<SignedDownload>,
  clock: () => number = Date.now,
): Promise<CachedDownload> {
  const cached = readCachedDownload(ebook, clock())
  if (cached) return cached
  const requestedAt = clock()
  return cacheDownload(ebook, await fetchLink(), requestedAt)
}
