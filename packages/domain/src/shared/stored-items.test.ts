import { describe, expect, it } from 'vitest'
import { CLEANUP_INTERVAL_MS, isExpired, removeExpired } from './stored-items'

const T = Date.parse('2025-10-01T12:00:00Z')

describe('isExpired', () => {
  it.each([
    [T - 1, false],
    [T, true],
    [T + 1, true],
  ])('now %d → %s', (now, expired) => {
    expect(isExpired({ expiresAt: T }, now)).toBe(expired)
  })
})

describe('removeExpired', () => {
  const record = {
    old: { expiresAt: T - 1, value: 'a' },
    edge: { expiresAt: T, value: 'b' },
    fresh: { expiresAt: T + 1, value: 'c' },
  }

  it.each([
    [T - 1, ['edge', 'fresh']],
    [T, ['fresh']],
    [T + CLEANUP_INTERVAL_MS, []],
  ])('at %d keeps %o', (now, kept) => {
    expect(Object.keys(removeExpired(record, now))).toEqual(kept)
  })

  it('returns a new object and leaves the input untouched', () => {
    const result = removeExpired(record, T)
    expect(result).not.toBe(record)
    expect(Object.keys(record)).toEqual(['old', 'edge', 'fresh'])
    expect(result.fresh).toBe(record.fresh)
  })
})
