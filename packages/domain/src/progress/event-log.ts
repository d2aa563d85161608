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
  const seen = new Set<string>()
  const log: (LoggedEvent & { index: number })[] = []
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as ActivityEvent
    const ms = parseInstant(event.occurredAt)
    if (ms !== ms) continue // NaN
    const key = `${event.id} ${ms}`
    if (seen.has(key)) continue
    seen.add(key)
    log.push({ event, ms, day: warsawDayIndex(ms), cancelled: false, index })
  }
  log.sort((a, b) => a.ms - b.ms || a.index - b.index)

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

export const blockKey = (payload: { planId: string; blockId: string }) =>
  `${payload.planId}/${payload.blockId}`
