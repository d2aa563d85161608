import {
  IDEMPOTENCY_KEY_TTL_MS,
  idempotencyCheck,
  type StoredIdempotencyKey,
} from '@app/domain/shared/idempotency'

/**
 * One store for every write that takes an `Idempotency-Key` (decision 0138): per user and key,
 * the fingerprint of the request it was first used for and the answer it got, kept 24 hours on
 * the mock clock. Check and remember with no await between, so two equal requests at once make
 * one write.
 */

/** The answer a write gave, replayed for the same request with the same key. */
export interface StoredAnswer {
  status: number
  body: unknown
}

/** A key's entry: the fingerprint and when it was first used (mock clock), and the answer. */
export interface IdempotencyEntry extends StoredAnswer, StoredIdempotencyKey {}

export type KeyCheck =
  { kind: 'new' } | { kind: 'conflict' } | { kind: 'replay'; status: number; body: unknown }

/** The request a key is used for, as the fingerprint sees it. */
export interface KeyedRequest {
  method: string
  /** The route's name or pattern, e.g. 'POST /api/orders' or 'flashcards.createDeck'. */
  route: string
  /** Path parameters and the parsed body (already normalised where the area says so). */
  request: unknown
}

/** JSON with object keys sorted at every depth and undefined members left out. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(member).sort()) {
      sorted[key] = (member as Record<string, unknown>)[key]
    }
    return sorted
  })
}

/** The fingerprint of a request: its method, its route and its canonical body. */
export const fingerprintOf = ({ method, route, request }: KeyedRequest): string =>
  canonicalJson([method.toUpperCase(), route, request ?? null])

export class IdempotencyStore {
  private entries = new Map<string, IdempotencyEntry>()

  constructor(private readonly now: () => Date) {}

  reset() {
    this.entries = new Map()
  }

  /** What a key says about a request: new, a replay of the same one, or a conflict. */
  check(userId: string, key: string, fingerprint: string): KeyCheck {
    const entry = this.live(userId, key)
    const verdict = idempotencyCheck(entry, fingerprint, this.now())
    if (!entry || verdict === 'new') return { kind: 'new' }
    if (verdict === 'conflict') return { kind: 'conflict' }
    return { kind: 'replay', status: entry.status, body: entry.body }
  }

  /** Keeps the answer a write gave under its key, for 24 hours from now. */
  remember(userId: string, key: string, fingerprint: string, answer: StoredAnswer) {
    this.entries.set(entryKey(userId, key), {
      fingerprint,
      status: answer.status,
      body: answer.body,
      createdAt: this.now().toISOString(),
    })
  }

  /** The user's live entry for a key, if any (an expired one is forgotten on the way). */
  entry(userId: string, key: string): IdempotencyEntry | undefined {
    return this.live(userId, key)
  }

  /** Forgets every key of a user (account deletion). */
  deleteUser(userId: string) {
    const prefix = entryKey(userId, '')
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key)
  }

  private live(userId: string, key: string): IdempotencyEntry | undefined {
    const id = entryKey(userId, key)
    const entry = this.entries.get(id)
    if (!entry) return undefined
    if (this.now().getTime() >= Date.parse(entry.createdAt) + IDEMPOTENCY_KEY_TTL_MS) {
      this.entries.delete(id)
      return undefined
    }
    return entry
  }
}

// A user id never holds a NUL, so no user's keys can pass for another's.
const entryKey = (userId: string, key: string) => `${userId}\u0000${key}`
