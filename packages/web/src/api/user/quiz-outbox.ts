import {
  QUIZ_FIELDS,
  type QuizAnswers,
  type QuizProgress,
  type QuizState,
} from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { retryDelayMs } from '@app/domain/shared/retry'

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

/** Answers worth retrying: the server or the network failed, or it timed out. */
const isTransient = (status: number) => status >= 500 || status === 408 || status === 429

interface Waiter {
  resolve: (outcome: 'saved' | 'queued') => void
  reject: (error: unknown) => void
}

/**
 * The initial quiz's answers on their way to the server (issue 'Platform frame'): one local
 * queue per user, kept in browser storage so that a reload sends what was left. Answers go one
 * at a time, in order; a failed send is retried after 1, 2, 4 … 30 s; a refused one (4xx) is
 * dropped and its error handed to whoever gave the answer.
 */
export class QuizOutbox {
  private state: QuizOutboxState
  private readonly listeners = new Set<() => void>()
  private readonly waiters = new Map<QuizProgress, Waiter>()
  private drainWaiters: Waiter[] = []
  private failures = 0
  private inFlight = false
  private timer: ReturnType<typeof setTimeout> | undefined
  private lastAnswers: QuizAnswers | null = null

  constructor(
    private readonly userId: string,
    private readonly options: QuizOutboxOptions,
  ) {
    this.state = { pending: this.restore(options.load()), retryInMs: null }
    if (this.state.pending.length > 0) this.flush()
  }

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
  submit(entry: QuizProgress): Promise<'saved' | 'queued'> {
    const replaced = this.state.pending.find((waiting) => waiting.field === entry.field)
    if (replaced && !this.inFlightEntry(replaced)) this.settle(replaced, 'queued')
    const pending = this.state.pending.filter(
      (waiting) => waiting.field !== entry.field || this.inFlightEntry(waiting),
    )
    this.update({ pending: [...pending, entry] })
    const outcome = new Promise<'saved' | 'queued'>((resolve, reject) =>
      this.waiters.set(entry, { resolve, reject }),
    )
    if (this.timer !== undefined) this.settle(entry, 'queued')
    else this.flush()
    return outcome
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
    if (this.timer === undefined) return
    clearTimeout(this.timer)
    this.timer = undefined
    this.flush()
  }

  private sending: QuizProgress | null = null
  private inFlightEntry = (entry: QuizProgress) => this.inFlight && this.sending === entry

  private flush() {
    const head = this.state.pending[0]
    if (this.inFlight || !head) return
    this.inFlight = true
    this.sending = head
    this.options.send(head).then(
      (saved) => {
        this.finish(head)
        this.failures = 0
        this.lastAnswers = saved.answers
        this.update({ retryInMs: null })
        this.settle(head, 'saved')
        this.options.onSaved(saved)
        this.afterSend()
      },
      (error: unknown) => {
        const { httpsStatus } = toApiError(error)
        if (isTransient(httpsStatus)) {
          this.inFlight = false
          this.sending = null
          const delay = retryDelayMs(this.failures)
          this.failures += 1
          this.timer = setTimeout(() => {
            this.timer = undefined
            this.flush()
          }, delay)
          this.update({ retryInMs: delay })
          for (const entry of this.state.pending) this.settle(entry, 'queued')
          return
        }
        this.finish(head)
        this.update({ retryInMs: null })
        this.waiters.get(head)?.reject(error)
        this.waiters.delete(head)
        for (const waiter of this.drainWaiters) waiter.reject(error)
        this.drainWaiters = []
        this.afterSend()
      },
    )
  }

  /** Takes a sent entry out of the queue. */
  private finish(entry: QuizProgress) {
    this.inFlight = false
    this.sending = null
    this.update({ pending: this.state.pending.filter((waiting) => waiting !== entry) })
  }

  private afterSend() {
    if (this.state.pending.length > 0) return this.flush()
    for (const waiter of this.drainWaiters) waiter.resolve('saved')
    this.drainWaiters = []
  }

  private settle(entry: QuizProgress, outcome: 'saved' | 'queued') {
    this.waiters.get(entry)?.resolve(outcome)
    this.waiters.delete(entry)
  }

  private update(patch: Partial<QuizOutboxState>) {
    const pendingChanged = patch.pending && patch.pending !== this.state.pending
    this.state = { ...this.state, ...patch }
    if (pendingChanged) this.options.store(this.state.pending)
    for (const listener of this.listeners) listener()
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
