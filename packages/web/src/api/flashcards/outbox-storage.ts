import { createStore, get, update } from 'idb-keyval'
import type { OutboxStorage, PendingReview } from './review-outbox'

const GRADES = new Set([1, 2, 3, 4])

/** What the database held, well-formed entries only (the server checks the values again). */
function wellFormed(stored: unknown): PendingReview[] {
  if (!Array.isArray(stored)) return []
  return stored.filter(
    (entry): entry is PendingReview =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PendingReview).key === 'string' &&
      typeof (entry as PendingReview).cardId === 'string' &&
      typeof (entry as PendingReview).deckId === 'string' &&
      GRADES.has((entry as PendingReview).grade) &&
      typeof (entry as PendingReview).reviewedAt === 'string' &&
      typeof (entry as PendingReview).durationMs === 'number',
  )
}

let database: ReturnType<typeof createStore> | undefined
const store = () => (database ??= createStore('kurs-fiszki', 'oceny'))

/** The grades waiting for the server, per user, in IndexedDB: every tab sees the same list. */
export function indexedDbOutbox(userId: string): OutboxStorage {
  const key = `oczekujace:${userId}`
  return {
    read: async () => wellFormed(await get(key, store())),
    update: (change) => update(key, (stored) => change(wellFormed(stored)), store()),
  }
}

/**
 * Runs `work` in the one tab holding the named Web Lock; false at once when another tab holds
 * it. A browser without Web Locks has one sender per tab (the server's keys keep it exact).
 */
export function webLock(name: string) {
  return async (work: () => Promise<void>): Promise<boolean> => {
    if (!('locks' in navigator)) {
      await work()
      return true
    }
    return navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return false
      await work()
      return true
    })
  }
}
