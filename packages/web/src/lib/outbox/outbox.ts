import { toApiError } from '@app/domain/shared/api-errors'
import { retryDelayMs } from '@app/domain/shared/retry'

/** Every entry carries its Idempotency-Key, which also names it in the queue. */
export interface OutboxEntry {
  key: string
}

export interface OutboxRefusal<Entry> {
  entry: Entry
  message: string
}

export interface OutboxState<Entry> {
  /** Entries not yet confirmed by the server, oldest first. */
  pending: readonly Entry[]
  /** When the next attempt goes, while the server or the network fails. */
  retryInMs: number | null
  /** Entries the server refused (a 4xx), to be said once and dropped. */
  refused: readonly OutboxRefusal<Entry>[]
}

/** What became of one entry: `gone` when it was withdrawn or replaced by a newer one. */
export type Delivery<Sent> =
  | { kind: 'sent'; sent: Sent }
  | { kind: 'refused'; error: unknown; message: string }
  | { kind: 'gone' }

/** Where the entries wait (IndexedDB, shared by the tabs): an atomic read-modify-write. */
export interface OutboxStorage<Entry> {
  read(): Promise<readonly Entry[]>
  update(change: (pending: readonly Entry[]) => readonly Entry[]): Promise<void>
  /** A synchronous storage hands what it holds at once, so the first render shows it. */
  readNow?(): readonly Entry[]
}

export interface OutboxOptions<Entry, Sent> {
  send: (entry: Entry) => Promise<Sent>
  storage: OutboxStorage<Entry>
  /**
   * Runs `work` only in the tab that holds the outbox's lock (`webLock`); false when another
   * does. Without it each tab sends what it holds.
   */
  exclusive?: (work: () => Promise<void>) => Promise<boolean>
  /** A newer entry replaces a waiting one it supersedes (the same question answered again). */
  supersedes?: (waiting: Entry, newer: Entry) => boolean
  onSent?: (entry: Entry, sent: Sent) => void
  onRefused?: (entry: Entry, error: unknown) => void
  /** The server or the network failed: the next attempt goes in `retryInMs`. */
  onFailure?: (retryInMs: number) => void
  /** A tab that could not take the lock looks again after this long. */
  lockRetryMs?: number
}

const SENT_KEPT = 500
const GONE = { kind: 'gone' } as const

const isTransient = (status: number) => status >= 500 || status === 408 || status === 429

const alone = async (work: () => Promise<void>) => {
  await work()
  return true
}

interface Waiter<Sent> {
  promise: Promise<Delivery<Sent>>
  resolve: (delivery: Delivery<Sent>) => void
}

function waiter<Sent>(): Waiter<Sent> {
  let resolve: (delivery: Delivery<Sent>) => void = () => {}
  const promise = new Promise<Delivery<Sent>>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * Writes on their way to the server, for every tool that must not lose one offline (decision
 * 0143): kept in storage, so nothing is lost on a reload or a closed tab; sent in order by one
 * tab at a time; retried after 1, 2, 4 … 30 s on a network error or 5xx; a 4xx is reported and
 * dropped. Each entry's key is its Idempotency-Key, so one sent twice (a tab closed
 * mid-request) is recorded once.
 */
export class Outbox<Entry extends OutboxEntry, Sent = unknown> {
  private state: OutboxState<Entry>
  private readonly listeners = new Set<() => void>()
  private readonly waiters = new Map<string, Waiter<Sent>>()
  /** The server's answers of the entries this tab sent, by key (an undo needs them). */
  private readonly sent = new Map<string, Sent>()
  private sendingKey: string | null = null
  private failures = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private flushing: Promise<void> | null = null
  private again = false

  constructor(private readonly options: OutboxOptions<Entry, Sent>) {
    this.state = { pending: options.storage.readNow?.() ?? [], retryInMs: null, refused: [] }
  }

  snapshot = (): OutboxState<Entry> => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** True while it waits out a failure (or another tab's lock) before the next attempt. */
  get waiting(): boolean {
    return this.timer !== undefined
  }

  /** Reads what storage holds (another tab or an earlier visit may have left entries) and sends it. */
  async start(): Promise<void> {
    await this.refresh()
    if (this.state.pending.length > 0) void this.flush()
  }

  /** Stores the entry and sends it; resolves once it is stored. */
  async enqueue(entry: Entry): Promise<void> {
    // Known at once, so `delivery` may be asked before storage answers.
    this.waiters.set(entry.key, this.waiters.get(entry.key) ?? waiter())
    const replaced = new Set<string>()
    const keep = (waiting: Entry) => {
      const drop = waiting.key !== this.sendingKey && !!this.options.supersedes?.(waiting, entry)
      if (drop) replaced.add(waiting.key)
      return !drop
    }
    try {
      await this.options.storage.update((pending) => {
        replaced.clear()
        return [...pending.filter(keep), entry]
      })
    } catch (error) {
      this.resolve(entry.key, GONE)
      throw error
    }
    this.set({ pending: [...this.state.pending.filter((e) => !replaced.has(e.key)), entry] })
    for (const key of replaced) this.resolve(key, GONE)
    void this.flush()
  }

  /**
   * Takes back an entry that has not gone yet (an undo): true when it was removed, false when it
   * is being sent or was sent already (then the server's undo is needed).
   */
  async withdraw(key: string): Promise<boolean> {
    if (this.sendingKey === key) return false
    let found = false
    await this.options.storage.update((pending) => {
      found = pending.some((entry) => entry.key === key)
      return pending.filter((entry) => entry.key !== key)
    })
    this.set({ pending: this.state.pending.filter((entry) => entry.key !== key) })
    if (found) this.resolve(key, GONE)
    return found
  }

  /** What becomes of an entry this tab enqueued or holds; `gone` for one it does not know. */
  delivery(key: string): Promise<Delivery<Sent>> {
    const sent = this.sent.get(key)
    if (sent !== undefined) return Promise.resolve({ kind: 'sent', sent })
    const known = this.waiters.get(key)
    if (known) return known.promise
    if (!this.state.pending.some((entry) => entry.key === key)) return Promise.resolve(GONE)
    const added = waiter<Sent>()
    this.waiters.set(key, added)
    return added.promise
  }

  /**
   * Resolves with the server's answer once the entry is sent (at once when this tab sent it
   * already); null if it was withdrawn, refused or sent by another tab.
   */
  async whenSent(key: string): Promise<Sent | null> {
    const delivery = await this.delivery(key)
    return delivery.kind === 'sent' ? delivery.sent : null
  }

  /** Says a refusal was shown. */
  dismissRefusals() {
    this.set({ refused: [] })
  }

  /** Tries now (the browser is back online). */
  retryNow() {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    void this.flush()
  }

  private flush(): Promise<void> {
    if (this.timer !== undefined) return this.flushing ?? Promise.resolve()
    if (this.flushing) {
      // Asked while a drain ends (its last read may have missed this entry, or a retry was cut
      // short): one more pass follows.
      this.again = true
      return this.flushing
    }
    this.again = false
    this.flushing = (this.options.exclusive ?? alone)(() => this.drain()).then((ran) => {
      this.flushing = null
      if (!ran) {
        if (this.state.pending.length > 0) this.schedule(this.options.lockRetryMs ?? 1_000)
      } else if (this.again && this.timer === undefined) void this.flush()
    })
    return this.flushing
  }

  /** In the lock: storage is the truth (other tabs add to it); one entry at a time, in order. */
  private async drain() {
    for (;;) {
      const pending = await this.options.storage.read()
      this.set({ pending })
      const head = pending[0]
      if (!head) return
      this.sendingKey = head.key
      try {
        const sent = await this.options.send(head)
        await this.remove(head.key)
        this.remember(head.key, sent)
        this.failures = 0
        this.set({ retryInMs: null })
        this.options.onSent?.(head, sent)
        this.resolve(head.key, { kind: 'sent', sent })
      } catch (error) {
        const { httpsStatus, message } = toApiError(error)
        if (isTransient(httpsStatus)) {
          const delay = retryDelayMs(this.failures)
          this.failures += 1
          this.schedule(delay)
          this.set({ retryInMs: delay })
          this.options.onFailure?.(delay)
          return
        }
        await this.remove(head.key)
        // The server answered: nothing waits for a retry any more.
        this.set({ retryInMs: null, refused: [...this.state.refused, { entry: head, message }] })
        this.options.onRefused?.(head, error)
        this.resolve(head.key, { kind: 'refused', error, message })
      } finally {
        this.sendingKey = null
      }
    }
  }

  private remember(key: string, sent: Sent) {
    this.sent.set(key, sent)
    // A session's worth is enough: only the latest entries can be undone.
    if (this.sent.size > SENT_KEPT) this.sent.delete(this.sent.keys().next().value as string)
  }

  private schedule(delay: number) {
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush()
    }, delay)
  }

  private async remove(key: string) {
    await this.options.storage.update((pending) => pending.filter((entry) => entry.key !== key))
    this.set({ pending: this.state.pending.filter((entry) => entry.key !== key) })
  }

  private async refresh() {
    this.set({ pending: await this.options.storage.read() })
  }

  private resolve(key: string, delivery: Delivery<Sent>) {
    this.waiters.get(key)?.resolve(delivery)
    this.waiters.delete(key)
  }

  private set(patch: Partial<OutboxState<Entry>>) {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }
}
