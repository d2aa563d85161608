import { describe, expect, it } from 'vitest'
import { isSignedUrlFresh, signedUrlCacheTtlMs, signedUrlLocalExpiry } from './signed-url'

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

describe('signed URL expiry by the local clock', () => {
  const ASKED = Date.parse('2025-10-01T11:45:00Z')

  it.each([
    ['15 minutes of validity', 900, ASKED + 900_000],
    ['one second', 1, ASKED + 1000],
    ['none left', 0, ASKED],
    ['a negative validity is none', -5, ASKED],
  ])('%s', (_, seconds, expected) => {
    expect(signedUrlLocalExpiry(seconds, ASKED)).toBe(expected)
  })

  it('is cached until 30 s before that, whatever the server clock says', () => {
    const expiresAt = signedUrlLocalExpiry(900, ASKED)
    expect(isSignedUrlFresh({ expiresAt }, ASKED + 869_999)).toBe(true)
    expect(isSignedUrlFresh({ expiresAt }, ASKED + 870_000)).toBe(false)
  })
})
