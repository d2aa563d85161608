import { AsyncLocalStorage } from 'node:async_hooks'
import type { Clock } from '../clock'
import type { JobPayloads } from './kinds'

/** What a service asks for: run `kind` with `payload` once the mock clock reaches `at`. */
export interface JobRequest<P = JobPayloads, K extends keyof P = keyof P> {
  /** Unique: scheduling an id again keeps the first job (idempotent). */
  id: string
  at: Date
  kind: K
  payload: P[K]
  /**
   * Passed by a jump of the clock, it runs at the jump's end rather than at its own time: a job
   * that repeats from when it runs (a retry) then runs once per jump, not at each missed time.
   */
  catchUp?: boolean
}

export type JobStatus = 'pending' | 'done' | 'failed'

export interface Job<P = JobPayloads, K extends keyof P = keyof P> extends JobRequest<P, K> {
  status: JobStatus
  scheduledAt: Date
  /** The mock clock when it ran. */
  ranAt: Date | null
  /** Why it failed. */
  error: string | null
}

export type JobHandler<P, K extends keyof P> = (
  payload: P[K],
  job: Job<P, K>,
) => void | Promise<void>

/** `P`: each kind's payload (./kinds.ts for the app; a test may use kinds of its own). */
export interface Scheduler<P extends object = JobPayloads> {
  /** The handler of a kind (once, at start-up); it reads the clock, which shows the job's time. */
  define<K extends keyof P>(kind: K, handler: JobHandler<P, K>): void
  schedule<K extends keyof P>(request: JobRequest<P, K>): Job<P, K>
  /**
   * Runs every job due by the clock, once each, in time order (ties in the order scheduled),
   * including jobs scheduled by them that are due too. With `from` (the clock before a jump)
   * and a fixed clock, each job runs with the clock at its own time (never before `from`), and
   * the clock ends where it was. Waits for a run in progress; inside a job it returns at once.
   */
  runDue(options?: { from?: Date }): Promise<void>
  /**
   * A chain of jobs that must always be pending (a weekly e-mail to everyone who wants it): `arm`
   * schedules its next job from an instant. It is called now, after every reset (with the clock
   * then), and around each jump of the clock (with the clock before it, then after it), so neither
   * a reset nor setting the clock back loses the chain. Scheduling by id keeps it from doubling.
   */
  keepArmed(arm: (from: Date) => void): void
  /** Runs a pending job now, before its time, then whatever is due. False when not pending. */
  runNow(id: string): Promise<boolean>
  /** Every job, pending and finished, by time. */
  list(): Job<P>[]
  /** Forgets every job (the control API's reset); handlers stay. */
  reset(): void
  /** No timer from now on (the app closes). */
  stop(): void
}

interface Logger {
  error(details: object, message: string): void
}

/** Runs at most this many jobs in one go: a job that keeps scheduling itself due cannot hang. */
const MAX_RUNS = 10_000
/** Finished jobs kept for the listing (the oldest go first). */
const FINISHED_LIMIT = 10_000
/** setTimeout's longest delay; a later job is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Jobs on the mock clock (decision 0137). They run when the clock passes their time: at once
 * when the control API moves the clock, or by a timer (unref'd) that wakes at the next due job
 * while the clock follows real time.
 */
export function createScheduler<P extends object = JobPayloads>(
  clock: Clock,
  log: Logger,
): Scheduler<P> {
  const handlers = new Map<keyof P, JobHandler<P, keyof P>>()
  const keepers: ((from: Date) => void)[] = []
  const jobs = new Map<string, Job<P>>()
  const pending = new Map<string, Job<P>>()
  const finished: string[] = []
  const order = new WeakMap<Job<P>, number>()
  let sequence = 0
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let queue: Promise<unknown> = Promise.resolve()
  /** Set while a job runs: a call from inside it must not wait for the run it is part of. */
  const insideJob = new AsyncLocalStorage<true>()

  const earlier = (a: Job<P>, b: Job<P>) =>
    a.at.getTime() - b.at.getTime() || (order.get(a) ?? 0) - (order.get(b) ?? 0)

  function next(dueBy?: Date): Job<P> | undefined {
    let first: Job<P> | undefined
    for (const job of pending.values()) {
      if (dueBy && job.at > dueBy) continue
      if (!first || earlier(job, first) < 0) first = job
    }
    return first
  }

  function arm() {
    if (timer) clearTimeout(timer)
    timer = null
    const first = stopped ? undefined : next()
    if (!first) return
    const wait = first.at.getTime() - clock.now().getTime()
    // A fixed clock does not move by itself: a future job waits for the control API.
    if (wait > 0 && clock.mode() === 'fixed') return
    // Outside any job's context, so the timer's run is not taken for a call from inside a job.
    insideJob.exit(() => {
      timer = setTimeout(
        () => {
          timer = null
          scheduler.runDue().catch((error: unknown) => log.error({ error }, 'scheduler run failed'))
        },
        Math.min(Math.max(wait, 0), MAX_TIMER_MS),
      )
      timer.unref()
    })
  }

  async function execute(job: Job<P>) {
    pending.delete(job.id)
    const handler = handlers.get(job.kind)
    try {
      if (!handler) throw new Error(`No handler for the job kind ${String(job.kind)}`)
      await insideJob.run(true, () => handler(job.payload, job))
      job.status = 'done'
    } catch (error) {
      job.status = 'failed'
      job.error = error instanceof Error ? error.message : String(error)
      log.error({ error, jobId: job.id }, 'scheduled job failed')
    }
    job.ranAt = clock.now()
    finished.push(job.id)
    if (finished.length > FINISHED_LIMIT) jobs.delete(finished.shift() as string)
  }

  async function drain(from: Date | null) {
    const target = clock.now()
    if (from !== null) for (const keep of keepers) keep(from)
    const walk = from !== null && clock.mode() === 'fixed'
    try {
      for (let runs = 0; ; runs++) {
        const job = next(target)
        if (!job) break
        if (runs === MAX_RUNS) {
          log.error({ jobId: job.id }, `more than ${MAX_RUNS} jobs due at once; the rest wait`)
          break
        }
        if (walk) {
          const at = job.catchUp ? target : job.at
          clock.set(new Date(Math.min(Math.max(at.getTime(), from.getTime()), target.getTime())))
        }
        await execute(job)
      }
    } finally {
      if (walk) clock.set(target)
      // A clock set back needs its chains from the new time on.
      if (from !== null) for (const keep of keepers) keep(target)
      arm()
    }
  }

  /** One run at a time, in the order asked. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work)
    queue = run.catch(() => undefined)
    return run
  }

  const scheduler: Scheduler<P> = {
    define(kind, handler) {
      handlers.set(kind, handler as unknown as JobHandler<P, keyof P>)
    },

    schedule<K extends keyof P>(request: JobRequest<P, K>): Job<P, K> {
      const existing = jobs.get(request.id)
      if (existing) return existing as Job<P, K>
      const job: Job<P, K> = {
        ...request,
        at: new Date(request.at.getTime()),
        status: 'pending',
        scheduledAt: clock.now(),
        ranAt: null,
        error: null,
      }
      order.set(job, sequence++)
      jobs.set(job.id, job)
      pending.set(job.id, job)
      arm()
      return job
    },

    keepArmed(arm) {
      keepers.push(arm)
      arm(clock.now())
    },

    runDue({ from } = {}) {
      if (insideJob.getStore()) return Promise.resolve()
      return exclusive(() => drain(from ?? null))
    },

    async runNow(id) {
      const job = pending.get(id)
      if (!job) return false
      if (insideJob.getStore()) {
        await execute(job)
        return true
      }
      return exclusive(async () => {
        if (!pending.has(id)) return false
        await execute(job)
        await drain(null)
        return true
      })
    },

    list() {
      return [...jobs.values()].sort(earlier).map((job) => ({ ...job }))
    },

    reset() {
      jobs.clear()
      pending.clear()
      finished.length = 0
      for (const keep of keepers) keep(clock.now())
      arm()
    },

    stop() {
      stopped = true
      arm()
    },
  }
  return scheduler
}
