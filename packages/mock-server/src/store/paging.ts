export interface Page<T> {
  items: T[]
  nextPageKey: string | null
}

/** An opaque page key: base64url of the id of the last item on the previous page. */
export const encodeKey = (lastId: string) =>
  Buffer.from(JSON.stringify({ after: lastId })).toString('base64url')

/** The id a page key names, or null for garbage. */
export function decodeKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(key)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'))
    if (
      parsed &&
      typeof parsed === 'object' &&
      'after' in parsed &&
      typeof parsed.after === 'string'
    )
      return parsed.after
  } catch {
    // not JSON: garbage
  }
  return null
}

/**
 * One page of an already ordered list. Returns null when the key is garbage or names an item
 * that is not in this list (another filter, or deleted since), which the caller answers with 400.
 */
export function pageOf<T extends { id: string }>(
  items: readonly T[],
  size: number,
  key: string | undefined,
): Page<T> | null {
  let start = 0
  if (key !== undefined) {
    const after = decodeKey(key)
    const index = after === null ? -1 : items.findIndex((item) => item.id === after)
    if (index < 0) return null
    start = index + 1
  }
  const pageItems = items.slice(start, start + size)
  const last = pageItems.at(-1)
  const hasMore = start + size < items.length
  return { items: pageItems, nextPageKey: hasMore && last ? encodeKey(last.id) : null }
}
