import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Grade } from '@app/contract/flashcards/constants'
import { Outbox, type OutboxStorage } from './outbox'

/** The entries of these tests are flashcard grades, the outbox's first use. */
interface PendingReview {
  key: string
  cardId: string
  deckId: string
  grade: Grade
  reviewedAt: string
  durationMs: number
}

/** Storage shared by "tabs", like IndexedDB. */
function memoryStorage(): OutboxStorage<PendingReview> & { items: readonly PendingReview[] } {
  const store = {
    items: [] as readonly PendingReview[],
    read: async () => store.items,
    update: async (change: (p: readonly PendingReview[]) => readonly PendingReview[]) => {
      store.items = change(store.items)
    },
  }
  return store
}

/** A lock shared by "tabs", like Web Locks with `ifAvailable`. */
function sharedLock() {
  let held = false
  return async (work: () => Promise<void>) => {
    if (held) return false
    held = true
    try {
      await work()
    } finally {
      held = false
    }
    return true
  }
}

const review = (n: number): PendingReview => ({
  key: `klucz-${n}`,
  cardId: `karta-${n}`,
  deckId: 'talia',
  grade: 3,
  reviewedAt: `2026-11-25T10:00:0${n}.000Z`,
  durationMs: 1000,
})
const failure = (status: number, message = 'Błąd') => ({
  status,
  body: { message, httpsStatus: status },
})
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Outbox', () => {
  it('sends grades in order, once each, and empties the storage', async () => {
    const storage = memoryStorage()
    const sent: string[] = []
    const outbox = new Outbox({
      storage,
      exclusive: sharedLock(),
      send: async (r) => {
        sent.push(r.key)
        return { reviewId: `ocena-${r.key}` }
      },
    })
    await outbox.enqueue(review(1))
    await outbox.enqueue(review(2))
    await outbox.enqueue(review(3))
    await settle()
    expect(sent).toEqual(['klucz-1', 'klucz-2', 'klucz-3'])
    expect(storage.items).toEqual([])
    expect(outbox.snapshot().pending).toEqual([])
  })

  it('keeps grades through network failures, retrying after 1 s, 2 s …, then sends them', async () => {
    const storage = memoryStorage()
    let down = true
    const send = vi.fn(async (r: PendingReview) => {
      if (down) throw new TypeError('Failed to fetch')
      return r.key
    })
    const outbox = new Outbox({ storage, exclusive: sharedLock(), send })
    for (const n of [1, 2, 3, 4, 5]) await outbox.enqueue(review(n))
    await settle()
    expect(storage.items).toHaveLength(5)
    expect(outbox.snapshot().retryInMs).toBe(1000)
    await vi.advanceTimersByTimeAsync(1000)
    expect(outbox.snapshot().retryInMs).toBe(2000)
    down = false
    await vi.advanceTimersByTimeAsync(2000)
    expect(storage.items).toEqual([])
    const delivered = send.mock.results.filter((r) => r.type === 'return').length
    expect(delivered).toBe(7) // 2 failed tries of the first grade, then all 5
    expect(outbox.snapshot().retryInMs).toBeNull()
  })

  it('a reload (a new outbox over the same storage) sends what was left', async () => {
    const storage = memoryStorage()
    await storage.update(() => [review(1), review(2)])
    const sent: string[] = []
    const outbox = new Outbox({
      storage,
      exclusive: sharedLock(),
      send: async (r) => void sent.push(r.key),
    })
    await outbox.start()
    await settle()
    expect(sent).toEqual(['klucz-1', 'klucz-2'])
  })

  it('reports a refused grade (4xx) once and drops it; the rest go on', async () => {
    const storage = memoryStorage()
    const outbox = new Outbox({
      storage,
      exclusive: sharedLock(),
      send: async (r) => {
        if (r.key === 'klucz-1') throw failure(404, 'Nie znaleziono fiszki.')
        return r.key
      },
    })
    await outbox.enqueue(review(1))
    await outbox.enqueue(review(2))
    await settle()
    expect(outbox.snapshot().refused).toEqual([
      { entry: review(1), message: 'Nie znaleziono fiszki.' },
    ])
    expect(storage.items).toEqual([])
    outbox.dismissRefusals()
    expect(outbox.snapshot().refused).toEqual([])
  })

  it('withdraws an unsent grade (undo) but not one on its way', async () => {
    const storage = memoryStorage()
    let release: () => void = () => {}
    const outbox = new Outbox({
      storage,
      exclusive: sharedLock(),
      send: (r) => new Promise<string>((resolve) => (release = () => resolve(r.key))),
    })
    await outbox.enqueue(review(1))
    await outbox.enqueue(review(2))
    await settle()
    expect(await outbox.withdraw('klucz-1')).toBe(false) // in flight
    const sentFirst = outbox.whenSent('klucz-1')
    expect(await outbox.withdraw('klucz-2')).toBe(true)
    expect(storage.items.map((r) => r.key)).toEqual(['klucz-1'])
    release()
    expect(await sentFirst).toBe('klucz-1')
    expect(await outbox.withdraw('klucz-1')).toBe(false) // sent already
  })

  it('only one tab sends; the other leaves its grades to it and looks again later', async () => {
    const storage = memoryStorage()
    const lock = sharedLock()
    const sentBy: string[] = []
    let release: () => void = () => {}
    const tabA = new Outbox({
      storage,
      exclusive: lock,
      send: (r) =>
        new Promise<void>((resolve) => {
          sentBy.push(`A:${r.key}`)
          release = resolve
        }),
    })
    const tabB = new Outbox({
      storage,
      exclusive: lock,
      send: async (r) => void sentBy.push(`B:${r.key}`),
    })
    await tabA.enqueue(review(1))
    await settle()
    await tabB.enqueue(review(2)) // A holds the lock
    await settle()
    release() // A finds B's grade in the shared storage and sends it too
    await settle()
    release()
    await settle()
    await vi.advanceTimersByTimeAsync(1_000) // B looks again: nothing left
    expect(sentBy).toEqual(['A:klucz-1', 'A:klucz-2'])
    expect(storage.items).toEqual([])
  })
})
