import type { ActivityEvent } from '@app/contract/activity'
import { parseInstant } from '../shared/iso-dates'
import type { StudyEvent } from './activity-stats'

/**
 * The activity log as study time (decisions 0114, 0164): only measured time counts. A video's
 * watched seconds, a flashcard review's duration and a planner block's focused minutes; a review
 * or a block taken back counts nothing. Notes, the quiz, chat messages, check-ins and exercise
 * answers carry no duration and are not study time.
 */
export function studyEventsOf(events: readonly ActivityEvent[]): StudyEvent[] {
  const undone = cancelled(events)
  const result: StudyEvent[] = []
  for (const event of events) {
    const seconds = studySecondsOf(event)
    if (seconds > 0 && !undone.has(copyKey(event)))
      result.push({ id: event.id, occurredAt: event.occurredAt, studySeconds: seconds })
  }
  return result
}

/** The study seconds one event says, before undoing. */
export function studySecondsOf(event: ActivityEvent): number {
  switch (event.type) {
    case 'video_watched':
      return event.payload.seconds
    case 'flashcard_reviewed':
      return event.payload.durationMs / 1000
    case 'planner_block_done':
      return event.payload.focusedMinutes * 60
    case 'notes_saved':
    case 'quiz_completed':
    case 'flashcard_review_undone':
    case 'chat_message':
    case 'planner_block_undone':
    case 'domination_check_in':
    case 'exercise_attempted':
    case 'exercise_solved':
      return 0
    default:
      return unknownType(event)
  }
}

const unknownType = (event: never): number => {
  void event
  return 0
}

/** A copy of an event (the same id at the same instant) is the same event (decision 0114). */
const copyKey = (event: ActivityEvent) => `${event.id} ${event.occurredAt}`

const blockKey = (payload: { planId: string; blockId: string }) =>
  `${payload.planId}/${payload.blockId}`

/**
 * The events an undo takes back (as copy keys). A review's undo names it (`reviewId`). A block's
 * undo takes back the block's latest `planner_block_done` before it that no earlier undo took; a
 * block done, undone and done again counts once.
 */
function cancelled(events: readonly ActivityEvent[]): Set<string> {
  const seen = new Set<string>()
  const ordered = events
    .map((event, index) => ({ event, index, at: parseInstant(event.occurredAt) }))
    .filter(({ event, at }) => {
      const key = copyKey(event)
      if (!Number.isFinite(at) || seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.at - b.at || a.index - b.index)
  const reviews = new Map<string, ActivityEvent>()
  const openBlocks = new Map<string, ActivityEvent[]>()
  const result = new Set<string>()
  for (const { event } of ordered) {
    if (event.type === 'flashcard_reviewed') reviews.set(event.payload.reviewId, event)
    else if (event.type === 'flashcard_review_undone') {
      const review = reviews.get(event.payload.reviewId)
      if (review) result.add(copyKey(review))
    } else if (event.type === 'planner_block_done') {
      const key = blockKey(event.payload)
      openBlocks.set(key, [...(openBlocks.get(key) ?? []), event])
    } else if (event.type === 'planner_block_undone') {
      const done = openBlocks.get(blockKey(event.payload))?.pop()
      if (done) result.add(copyKey(done))
    }
  }
  return result
}
