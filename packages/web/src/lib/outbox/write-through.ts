import type { OutboxStorage } from './outbox'

/**
 * Storage over a synchronous store one tab owns (localStorage): the entries live in memory and
 * every change is written through, so a reload finds them and the first render shows them.
 */
export function writeThroughStorage<Entry>(
  initial: readonly Entry[],
  persist: (entries: readonly Entry[]) => void,
): OutboxStorage<Entry> {
  let entries = initial
  return {
    readNow: () => entries,
    read: async () => entries,
    update: async (change) => {
      const next = change(entries)
      const same = next.length === entries.length && next.every((entry, i) => entry === entries[i])
      if (same) return
      entries = next
      persist(entries)
    },
  }
}
