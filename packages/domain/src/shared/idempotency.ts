import type { Instant } from './format'

/** A double submit: what an `Idempotency-Key` answers when it comes again (decision 0138). */

/** How long an Idempotency-Key is remembered for its user. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000

const toMs = (instant: Instant) => (typeof instant === 'number' ? instant : instant.getTime())

export interface StoredIdempotencyKey {
  fingerprint: string
  createdAt: string
}

/**
 * A key seen before for this user: the same request is answered as it was the first time
 * ('replay'), another one is refused ('conflict'); after 24 hours the key is new again.
 */
export function idempotencyCheck(
  stored: StoredIdempotencyKey | undefined,
  fingerprint: string,
  now: Instant,
): 'new' | 'replay' | 'conflict' {
  if (!stored || toMs(now) >= Date.parse(stored.createdAt) + IDEMPOTENCY_KEY_TTL_MS) return 'new'
  return stored.fingerprint === fingerprint ? 'replay' : 'conflict'
}
