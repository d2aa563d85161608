import { CLEANUP_INTERVAL_MS } from '@app/domain/shared/stored-items'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BROWSER_SESSION_KEY,
  EXPIRING_PREFIX,
  browserSessionId,
  getExpiring,
  readBrowserSession,
  removeExpiredItems,
  setExpiring,
  updateBrowserSession,
} from './storage'
import { MemoryStorage } from './testing/memory-storage'

const T = Date.parse('2025-10-01T12:00:00Z')
let local: MemoryStorage
let session: MemoryStorage

beforeEach(() => {
  local = new MemoryStorage()
  session = new MemoryStorage()
  vi.stubGlobal('localStorage', local)
  vi.stubGlobal('sessionStorage', session)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('expiring items', () => {
  it('returns a value until it expires', () => {
    setExpiring('signed-url', { url: 'https://cdn.example.pl/a.mp4' }, T + 1000)
    expect(getExpiring('signed-url', T)).toEqual({ url: 'https://cdn.example.pl/a.mp4' })
    expect(getExpiring('signed-url', T + 999)).toBeDefined()
    expect(getExpiring('signed-url', T + 1000)).toBeUndefined()
    expect(getExpiring('missing', T)).toBeUndefined()
  })

  it('removes expired and malformed items only, and leaves other keys alone', () => {
    setExpiring('old', 1, T - 1)
    setExpiring('edge', 2, T)
    setExpiring('fresh', 3, T + CLEANUP_INTERVAL_MS)
    local.setItem(`${EXPIRING_PREFIX}broken`, '{not json')
    local.setItem(`${EXPIRING_PREFIX}no-expiry`, JSON.stringify({ value: 1 }))
    local.setItem('experiment:webinar-14-10', 'v2')
    local.setItem('unrelated', JSON.stringify({ expiresAt: 0 }))

    expect(removeExpiredItems(T).sort()).toEqual(['broken', 'edge', 'no-expiry', 'old'])
    expect(getExpiring('fresh', T)).toBe(3)
    expect(local.getItem('experiment:webinar-14-10')).toBe('v2')
    expect(local.getItem('unrelated')).not.toBeNull()
    expect(removeExpiredItems(T + CLEANUP_INTERVAL_MS)).toEqual(['fresh'])
    expect(local.length).toBe(2)
  })

  it('does nothing when storage is unavailable', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(() => setExpiring('a', 1, T)).not.toThrow()
    expect(getExpiring('a', T)).toBeUndefined()
    expect(removeExpiredItems(T)).toEqual([])
  })

  it('survives a full storage', () => {
    vi.spyOn(local, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => setExpiring('a', 1, T)).not.toThrow()
  })
})

describe('browser session data', () => {
  it('creates one random session id per tab session and keeps it', () => {
    const id = browserSessionId()
    expect(id).toMatch(/^[\da-f-]{32,36}$/)
    expect(browserSessionId()).toBe(id)
    expect(JSON.parse(session.getItem(BROWSER_SESSION_KEY) ?? '{}')).toEqual({ sessionId: id })
  })

  it('merges updates and ignores malformed fields', () => {
    updateBrowserSession({ sessionId: 's-1' })
    updateBrowserSession({ firstJoinedFrom: 'yt' })
    expect(readBrowserSession()).toEqual({ sessionId: 's-1', firstJoinedFrom: 'yt' })
    session.setItem(BROWSER_SESSION_KEY, JSON.stringify({ sessionId: 5 }))
    expect(readBrowserSession()).toEqual({})
    session.setItem(BROWSER_SESSION_KEY, 'nonsense')
    expect(readBrowserSession()).toEqual({})
  })
})
