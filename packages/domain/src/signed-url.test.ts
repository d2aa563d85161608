import { describe, expect, it } from 'vitest'
import { isSignedUrlFresh, signedUrlCacheTtlMs } from './signed-url'

const EXPIRES = Date.parse('2025-10-01T12:00:00Z')

describe('signed URL cache', () => {
  it.each([
    ['an hour before expiry', EXPIRES - 3_600_000, true, 3_570_000],
    ['31 s before expiry', EXPIRES - 31_000, true, 1000],
    ['30 s + 1 ms before expiry', EXPIRES - 30_001, true, 1],
    ['exactly 30 s before expiry', EXPIRES - 30_000, false, 0],
    ['10 s before expiry', EXPIRES - 10_000, false, 0],
    ['after expiry', EXPIRES + 1, false, 0],
  ])('%s', (_, now, fresh, ttl) => {
    expect(isSignedUrlFresh({ expiresAt: EXPIRES }, now)).toBe(fresh)
    expect(signedUrlCacheTtlMs(EXPIRES, now)).toBe(ttl)
  })
})
