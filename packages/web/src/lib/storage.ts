import type { BrowserSession } from '@app/contract/trace'
import { removeExpired, isExpired, type ExpiringItem } from '@app/domain/shared/stored-items'

/**
 * Browser storage that never throws: storage can be missing (tests in Node), blocked (privacy
 * settings) or full, and none of that may break a page.
 */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null
  } catch {
    return null
  }
}

function readJson(store: Storage | null, key: string): unknown {
  try {
    const text = store?.getItem(key)
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}

function write(store: Storage | null, key: string, value: string): void {
  try {
    store?.setItem(key, value)
  } catch {
    // Full or blocked: the value is simply not kept.
  }
}

function remove(store: Storage | null, key: string): void {
  try {
    store?.removeItem(key)
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** A plain localStorage value, or null. */
export function readLocal(key: string): string | null {
  try {
    return storage('localStorage')?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeLocal(key: string, value: string): void {
  write(storage('localStorage'), key, value)
}

export function removeLocal(key: string): void {
  remove(storage('localStorage'), key)
}

// Browser session data (SPEC §3): one JSON record in sessionStorage, gone when the tab closes.

export const BROWSER_SESSION_KEY = 'browserSession'

const isViewCounts = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((count) => Number.isInteger(count) && (count as number) >= 0)

/**
 * What this tab's session holds so far (fields that are missing or malformed are left out).
 * Checked by hand, not with BrowserSessionSchema: this runs on every page's first load (0113).
 */
export function readBrowserSession(): Partial<BrowserSession> {
  const stored = readJson(storage('sessionStorage'), BROWSER_SESSION_KEY)
  if (typeof stored !== 'object' || stored === null) return {}
  const { sessionId, firstJoinedFrom, articleViews } = stored as Record<string, unknown>
  return {
    ...(typeof sessionId === 'string' && { sessionId }),
    ...(typeof firstJoinedFrom === 'string' && { firstJoinedFrom }),
    ...(isViewCounts(articleViews) && { articleViews }),
  }
}

export function updateBrowserSession(patch: Partial<BrowserSession>): void {
  const next = { ...readBrowserSession(), ...patch }
  write(storage('sessionStorage'), BROWSER_SESSION_KEY, JSON.stringify(next))
}

function randomId(): string {
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** This tab's random session id, created on first use. */
export function browserSessionId(): string {
  const existing = readBrowserSession().sessionId
  if (existing) return existing
  const sessionId = randomId()
  updateBrowserSession({ sessionId })
  return sessionId
}

// Items with an expiry: one localStorage key per item, `expiring:<key>` → { value, expiresAt }.

export const EXPIRING_PREFIX = 'expiring:'

interface ExpiringRecord extends ExpiringItem {
  value: unknown
}

function asExpiringRecord(raw: unknown): ExpiringRecord | null {
  if (typeof raw !== 'object' || raw === null || !('expiresAt' in raw)) return null
  const { expiresAt } = raw as { expiresAt: unknown }
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null
  return raw as ExpiringRecord
}

/** Keeps `value` (JSON-serialisable) under `key` until `expiresAt` (epoch ms). */
export function setExpiring(key: string, value: unknown, expiresAt: number): void {
  const record: ExpiringRecord = { value, expiresAt }
  write(storage('localStorage'), EXPIRING_PREFIX + key, JSON.stringify(record))
}

/** The value kept under `key`, or undefined when there is none or it has expired. */
export function getExpiring<T>(key: string, now: number = Date.now()): T | undefined {
  const store = storage('localStorage')
  const record = asExpiringRecord(readJson(store, EXPIRING_PREFIX + key))
  if (!record || isExpired(record, now)) return undefined
  return record.value as T
}

export function removeExpiring(key: string): void {
  remove(storage('localStorage'), EXPIRING_PREFIX + key)
}

/**
 * Removes every expiring item whose time has come (SPEC §4: every 60 s), and malformed ones.
 * Returns the keys removed (without the prefix).
 */
export function removeExpiredItems(now: number = Date.now()): string[] {
  const store = storage('localStorage')
  if (!store) return []
  const records: Record<string, ExpiringRecord> = {}
  const keys: string[] = []
  try {
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i)
      if (key?.startsWith(EXPIRING_PREFIX)) keys.push(key.slice(EXPIRING_PREFIX.length))
    }
  } catch {
    return []
  }
  for (const key of keys) {
    const record = asExpiringRecord(readJson(store, EXPIRING_PREFIX + key))
    if (record) records[key] = record
  }
  const kept = removeExpired(records, now)
  const removed = keys.filter((key) => !(key in kept))
  for (const key of removed) remove(store, EXPIRING_PREFIX + key)
  return removed
}

// Cookies

/** A cookie's value, or null when the browser has none by that name. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=')
    if (rawName === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** A first-party cookie for the whole site, until `expires`. */
export function writeCookie(cookie: { name: string; value: string; expires: Date }): void {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie =
    `${cookie.name}=${encodeURIComponent(cookie.value)}; expires=${cookie.expires.toUTCString()}` +
    `; path=/; SameSite=Lax${secure}`
}
