export { CLEANUP_INTERVAL_MS } from './constants'

/** Something kept in browser storage until `expiresAt` (epoch ms). */
export interface ExpiringItem {
  expiresAt: number
}

/** An item is expired from its `expiresAt` instant on. */
export function isExpired(item: ExpiringItem, now: number): boolean {
  return now >= item.expiresAt
}

/** The record without its expired items (run every CLEANUP_INTERVAL_MS); a new object. */
export function removeExpired<T extends ExpiringItem>(
  record: Readonly<Record<string, T>>,
  now: number,
): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([, item]) => !isExpired(item, now)))
}
