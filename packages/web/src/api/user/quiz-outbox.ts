import {
  QUIZ_FIELDS,
  type QuizAnswers,
  type QuizProgress,
  type QuizState,
} from '@app/contract/user'
import { Outbox } from '../../lib/outbox/outbox'
import { writeThroughStorage } from '../../lib/outbox/write-through'

export interface QuizOutboxState {
  /** Answers given but not yet confirmed by the server, oldest first. */
  pending: readonly QuizProgress[]
  /** When the next attempt goes, while the server or the network is failing. */
  retryInMs: number | null
}

export interface QuizOutboxOptions {
  send: (entry: QuizProgress) => Promise<QuizState>
  onSaved: (state: QuizState) => void
  load: () => unknown
  store: (pending: readonly QuizProgress[]) => void
}

/** An answer in the outbox; the key names it in this tab only (the answer itself is stored). */
interface QueuedAnswer {
  key: string
  progress: QuizProgress
}

interface DrainWaiter {
  resolve: () => void
  reject: (error: unknown) => void
}

let lastKey = 0
const queued = (progress: QuizProgress): QueuedAnswer => ({ key: `odp-${++lastKey}`, progress })

/**
 * The initial quiz's answers on their way to the server (issue 'Platform frame'), on the one
 * outbox (decision 0143): a queue per user kept in localStorage, so a reload sends what was left.
 * Answers go one at a time, in order; a failed send is retried after 1, 2, 4 … 30 s; a refused
 * one (4xx) is dropped and its error handed to whoever gave the answer. A newer answer to a
 * question replaces one still waiting.
 */
export class QuizOutbox {
  private readonly outbox: Outbox<QueuedAnswer, QuizState>
  private state: QuizOutboxState
  /** Who waits for 'saved' or 'queued', by key: a failure answers them all 'queued'. */
  private readonly waiters = new Map<string, (outcome: 'saved' | 'queued') => void>()
  private drainWaiters: DrainWaiter[] = []
  private lastAnswers: QuizAnswers | null = null

  constructor(
    private readonly userId: string,
    options: QuizOutboxOptions,
  ) {
    this.outbox = new Outbox<QueuedAnswer, QuizState>({
      send: (entry) => options.send(entry.progress),
      storage: writeThroughStorage(this.restore(options.load()).map(queued), (entries) =>
        options.store(entries.map((entry) => entry.progress)),
      ),
      supersedes: (waiting, newer) => waiting.progress.field === newer.progress.field,
      onSent: (_, saved) => {
        this.lastAnswers = saved.answers
        options.onSaved(saved)
        if (this.outbox.snapshot().pending.length > 0) return
        for (const waiter of this.drainWaiters) waiter.resolve()
        this.drainWaiters = []
      },
      onFailure: () => {
        for (const resolve of this.waiters.values()) resolve('queued')
        this.waiters.clear()
      },
      onRefused: (_, error) => {
        this.outbox.dismissRefusals()
        for (const waiter of this.drainWaiters) waiter.reject(error)
        this.drainWaiters = []
      },
    })
    this.state = this.project()
    this.outbox.subscribe(() => {
      this.state = this.project()
      for (const listener of this.listeners) listener()
    })
    if (this.state.pending.length > 0) void this.outbox.start()
  }

  private readonly listeners = new Set<() => void>()

  snapshot = (): QuizOutboxState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The answers still waiting, by field, to show over what the server has. */
  pendingAnswers(): QuizAnswers {
    return Object.fromEntries(this.state.pending.map((entry) => [entry.field, entry.value]))
  }

  /**
   * Queues an answer (replacing a waiting answer to the same question) and sends it. Resolves
   * 'saved' once the server has it, 'queued' when it waits for a retry; rejects when refused.
   */
  submit(progress: QuizProgress): Promise<'saved' | 'queued'> {
    const entry = queued(progress)
    const waiting = this.outbox.waiting
    return new Promise((resolve, reject) => {
      this.waiters.set(entry.key, resolve)
      // Once stored, shown as waiting; while a retry is awaited it waits behind the failing one.
      this.outbox.enqueue(entry).then(() => waiting && resolve('queued'), reject)
      void this.outbox.delivery(entry.key).then((delivery) => {
        this.waiters.delete(entry.key)
        if (delivery.kind === 'refused') reject(delivery.error)
        else resolve(delivery.kind === 'sent' ? 'saved' : 'queued')
      })
    })
  }

  /**
   * Resolves once nothing waits, with the answers the server last confirmed (null when it
   * confirmed nothing here); a waiting answer is tried at once. Rejects when one is refused.
   */
  drained(): Promise<QuizAnswers | null> {
    if (this.state.pending.length === 0) return Promise.resolve(this.lastAnswers)
    const done = new Promise<QuizAnswers | null>((resolve, reject) =>
      this.drainWaiters.push({ resolve: () => resolve(this.lastAnswers), reject }),
    )
    this.retryNow()
    return done
  }

  /** Sends a waiting answer now (the browser is back online, or 'Zakończ'). */
  retryNow() {
    if (this.outbox.waiting) this.outbox.retryNow()
  }

  private project(): QuizOutboxState {
    const { pending, retryInMs } = this.outbox.snapshot()
    return { pending: pending.map((entry) => entry.progress), retryInMs }
  }

  /** What storage held: only well-formed entries of this user. The server checks the values. */
  private restore(stored: unknown): QuizProgress[] {
    if (!Array.isArray(stored)) return []
    return stored.filter(
      (entry): entry is QuizProgress =>
        typeof entry === 'object' &&
        entry !== null &&
        (entry as QuizProgress).userId === this.userId &&
        QUIZ_FIELDS.includes((entry as QuizProgress).field) &&
        'value' in entry,
    )
  }
}
