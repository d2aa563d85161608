import { toApiError } from '@app/domain/shared/api-errors'
import { retryDelayMs } from '@app/domain/shared/retry'

/** One grade waiting for the server; `key` is its Idempotency-Key. */
export interface PendingReview {
  key: string
  cardId: string
  deckId: string
  grade: 1 | 2 | 3 | 4
  reviewedAt: string
  durationMs: number
}

export interface ReviewRefusal {
  review: PendingReview
  message: string
}

export interface ReviewOutboxState {
  /** Grades not yet confirmed by the server, oldest first. */
  pending: readonly PendingReview[]
  /** When the next attempt goes, while the server or the network fails. */
  retryInMs: number | null
  /** Grades the server refused (a 4xx), to be said once and dropped. */
  refused: readonly ReviewRefusal[]
}

/** Storage shared by the tabs (IndexedDB in the browser): an atomic read-modify-write. */
export interface OutboxStorage {
  read(): Promise<readonly PendingReview[]>
  update(change: (pending: readonly PendingReview[]) => readonly PendingReview[]): Promise<void>
}

export interface ReviewOutboxOptions<Sent> {
  send: (review: PendingReview) => Promise<Sent>
  storage: OutboxStorage
  /** Runs `work` only in the tab that holds the outbox's lock (Web Locks); false when another does. */
  exclusive: (work: () => Promise<void>) => Promise<boolean>
  onSent?: (review: PendingReview, sent: Sent) => void
  /** A tab that could not take the lock looks again after this long. */
  lockRetryMs?: number
}

const SENT_KEPT = 500

const isTransient = (status: number) => status >= 500 || status === 408 || status === 429

/**
 * Flashcard grades on their way to the server (issue 'Flashcards'): kept in storage every tab
 * shares, so nothing is lost on a reload or a closed tab; sent in order by one tab at a time;
 * retried after 1, 2, 4 … 30 s on a network error or 5xx; a 4xx is reported and dropped. The
 * server knows each key, so a grade sent twice (a tab closed mid-request) is recorded once.
 */
export class ReviewOutbox<Sent = unknown> {
  private state: ReviewOutboxState = { pending: [], retryInMs: null, refused: [] }
  private readonly listeners = new Set<() => void>()
  private readonly settled = new Map<string, Array<(sent: Sent | null) => void>>()
  /** The server's answers of the grades this tab sent, by key (the undo needs their review id). */
  private readonly sent = new Map<string, Sent>()
  private sendingKey: string | null = null
  private failures = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private flushing: Promise<void> | null = null

  constructor(private readonly options: ReviewOutboxOptions<Sent>) {}

  snapshot = (): ReviewOutboxState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Reads what storage holds (another tab or an earlier visit may have left grades) and sends it. */
  async start(): Promise<void> {
    await this.refresh()
    if (this.state.pending.length > 0) void this.flush()
  }

  async enqueue(review: PendingReview): Promise<void> {
    await this.options.storage.update((pending) => [...pending, review])
    this.set({ pending: [...this.state.pending, review] })
    void this.flush()
  }

  /**
   * Takes back a grade that has not gone yet (the undo of an unsent grade): true when it was
   * removed, false when it is being sent or was sent already (then the server's undo is needed).
   */
  async withdraw(key: string): Promise<boolean> {
    if (this.sendingKey === key) return false
    let found = false
    await this.options.storage.update((pending) => {
      found = pending.some((review) => review.key === key)
      return pending.filter((review) => review.key !== key)
    })
    this.set({ pending: this.state.pending.filter((review) => review.key !== key) })
    if (found) this.resolveSettled(key, null)
    return found
  }

  /**
   * Resolves with the server's answer once the grade is sent (at once when this tab sent it
   * already); null if it was withdrawn, refused or sent by another tab.
   */
  whenSent(key: string): Promise<Sent | null> {
    const sent = this.sent.get(key)
    if (sent !== undefined) return Promise.resolve(sent)
    if (!this.state.pending.some((review) => review.key === key)) return Promise.resolve(null)
    return new Promise((resolve) => {
      this.settled.set(key, [...(this.settled.get(key) ?? []), resolve])
    })
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
    if (this.flushing || this.timer !== undefined) return this.flushing ?? Promise.resolve()
    this.flushing = this.options
      .exclusive(() => this.drain())
      .then((ran) => {
        this.flushing = null
        if (!ran && this.state.pending.length > 0) this.schedule(this.options.lockRetryMs ?? 1_000)
      })
    return this.flushing
  }

  /** In the lock: storage is the truth (other tabs add to it); one grade at a time, in order. */
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
        this.resolveSettled(head.key, sent)
      } catch (error) {
        const { httpsStatus, message } = toApiError(error)
        if (isTransient(httpsStatus)) {
          const delay = retryDelayMs(this.failures)
          this.failures += 1
          this.schedule(delay)
          this.set({ retryInMs: delay })
          return
        }
        await this.remove(head.key)
        this.set({ refused: [...this.state.refused, { review: head, message }] })
        this.resolveSettled(head.key, null)
      } finally {
        this.sendingKey = null
      }
    }
  }

  private remember(key: string, sent: Sent) {
    this.sent.set(key, sent)
    // A session's worth is enough: only the latest grades can be undone.
    if (this.sent.size > SENT_KEPT) this.sent.delete(this.sent.keys().next().value as string)
  }

  private schedule(delay: number) {
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush()
    }, delay)
  }

  private async remove(key: string) {
    await this.options.storage.update((pending) => pending.filter((review) => review.key !== key))
    this.set({ pending: this.state.pending.filter((review) => review.key !== key) })
  }

  private async refresh() {
    this.set({ pending: await this.options.storage.read() })
  }

  private resolveSettled(key: string, sent: Sent | null) {
    for (const resolve of this.settled.get(key) ?? []) resolve(sent)
    this.settled.delete(key)
  }

  private set(patch: Partial<ReviewOutboxState>) {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }
}
