import type { ActivityEvent } from '@app/contract/activity'
import { parseInstant } from '../shared/iso-dates'
import { warsawDayIndex } from '../shared/warsaw-day'

/** One event of a user's log as XP and statistics read it. */
export interface LoggedEvent {
  event: ActivityEvent
  /** Epoch ms of `occurredAt`. */
  ms: number
  /** Warsaw calendar day (days since 1970-01-01). */
  day: number
  /** Taken back by a later undo (a review's or a block's): counts nothing. */
  cancelled: boolean
}

/**
 * The log in time order (equal instants in input order), each copy (the same id at the same
 * instant, decision 0114) once, unreadable instants dropped, and what undos take back marked the
 * way studyEventsOf (activity/study-events.ts) does: a review's undo names it by `reviewId`; a
 * block's undo takes back the block's latest `planner_block_done` before it that no earlier undo
 * took.
 */
export function eventLog(events: readonly ActivityEvent[]): LoggedEvent[] {
  const n = events.length
  const instants = new Float64Array(n)
  const order: number[] = []
  let sorted = true
  for (let i = 0; i < n; i++) {
    const ms = parseInstant((events[i] as ActivityEvent).occurredAt)
    if (ms !== ms) continue // NaN
    instants[i] = ms
    if (order.length > 0 && ms < (instants[order[order.length - 1] as number] as number))
      sorted = false
    order.push(i)
  }
  // Logs usually come in order; a shuffled one is sorted by index over a typed array.
  if (!sorted) order.sort((a, b) => (instants[a] as number) - (instants[b] as number) || a - b)

  // Copies share an instant, so they are neighbours now: ids are compared within a run of equal
  // instants (through a Set once a run is long).
  const log: LoggedEvent[] = []
  let runStart = 0
  let runIds: Set<string> | null = null
  for (const i of order) {
    const event = events[i] as ActivityEvent
    const ms = instants[i] as number
    if (log.length > 0 && (log[log.length - 1] as LoggedEvent).ms !== ms) {
      runStart = log.length
      runIds = null
    }
    if (isCopy(log, runStart, event.id, runIds)) continue
    if (runIds === null && log.length - runStart >= RUN_SET_FROM) {
      runIds = new Set(log.slice(runStart).map((entry) => entry.event.id))
    }
    runIds?.add(event.id)
    log.push({ event, ms, day: warsawDayIndex(ms), cancelled: false })
  }

  const reviews = new Map<string, LoggedEvent>()
  const openBlocks = new Map<string, LoggedEvent[]>()
  for (const entry of log) {
    const { event } = entry
    if (event.type === 'flashcard_reviewed') reviews.set(event.payload.reviewId, entry)
    else if (event.type === 'flashcard_review_undone') {
      const review = reviews.get(event.payload.reviewId)
      if (review) review.cancelled = true
    } else if (event.type === 'planner_block_done') {
      const key = blockKey(event.payload)
      const open = openBlocks.get(key)
      if (open) open.push(entry)
      else openBlocks.set(key, [entry])
    } else if (event.type === 'planner_block_undone') {
      const done = openBlocks.get(blockKey(event.payload))?.pop()
      if (done) done.cancelled = true
    }
  }
  return log
}

const RUN_SET_FROM = 8

function isCopy(
  log: readonly LoggedEvent[],
  runStart: number,
  id: string,
  runIds: Set<string> | null,
): boolean {
  if (runIds) return runIds.has(id)
  for (let j = runStart; j < log.length; j++)
    if ((log[j] as LoggedEvent).event.id === id) return true
  return false
}

export const blockKey = (payload: { planId: string; blockId: string }) =>
  `${payload.planId}/${payload.blockId}`
