import { createStore, get, update } from 'idb-keyval'
import type { OutboxStorage } from './outbox'

export interface IndexedDbOutbox<Entry> {
  /** The outbox's own database and its one object store (idb-keyval opens one store per database). */
  database: string
  store: string
  /** A well-formed entry; anything else read back is dropped (the server checks the values again). */
  isEntry: (value: unknown) => value is Entry
}

const stores = new Map<string, ReturnType<typeof createStore>>()

function storeOf({ database, store }: IndexedDbOutbox<unknown>) {
  let opened = stores.get(database)
  if (!opened) {
    opened = createStore(database, store)
    stores.set(database, opened)
  }
  return opened
}

/**
 * An outbox's entries per user in IndexedDB: every tab sees the same list. Import it only from a
 * lazily loaded module: idb-keyval stays out of the first download (decision 0143).
 */
export function indexedDbStorage<Entry>(
  outbox: IndexedDbOutbox<Entry>,
  userId: string,
): OutboxStorage<Entry> {
  const key = `oczekujace:${userId}`
  const wellFormed = (stored: unknown): Entry[] =>
    Array.isArray(stored) ? stored.filter(outbox.isEntry) : []
  return {
    read: async () => wellFormed(await get(key, storeOf(outbox))),
    update: (change) => update(key, (stored) => change(wellFormed(stored)), storeOf(outbox)),
  }
}
