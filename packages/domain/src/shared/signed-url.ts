import { SIGNED_URL_SAFETY_MARGIN_MS } from './constants'

/** A cached signed URL is used only while at least 30 s of its validity remain. */
export function isSignedUrlFresh(entry: { expiresAt: number }, now: number): boolean {
  return now < entry.expiresAt - SIGNED_URL_SAFETY_MARGIN_MS
}

/** How long a signed URL may stay in a cache (e.g. a query's staleTime), never negative. */
export function signedUrlCacheTtlMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - SIGNED_URL_SAFETY_MARGIN_MS - now)
}

/**
 * When a signed URL expires by the client's own clock: the moment it was asked for plus the
 * validity the server gave. A client clock that differs from the server's then does not matter.
 */
export function signedUrlLocalExpiry(expiresInSeconds: number, requestedAt: number): number {
  return requestedAt + Math.max(0, expiresInSeconds) * 1000
}
