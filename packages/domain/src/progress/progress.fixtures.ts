/** Activity events for the progress tables and the bench (ids are KSUID-shaped and unique). */
import type { ActivityEvent } from '@app/contract/activity'
import type { ExerciseSubject } from '@app/contract/exercises/constants'
import { fromWarsawLocal } from '../shared/format'

let next = 0
/** A fresh 27-character id (base62 digits only). */
export const newId = () => `2Ixr0pWqzGzDmn5Aq${String(next++).padStart(10, '0')}`

const PLAN = '2Ixr0pWqzGzDmn5AqFbKjvBJN4g'
const DECK = '2Ixr0pWqzGzDmn5AqFbKjvBJN4d'
const CARD = '2Ixr0pWqzGzDmn5AqFbKjvBJN4c'

/** The ISO instant of a Warsaw wall time: at('2025-10-14', '23:59:59'). */
export function at(day: string, time = '12:00'): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?]
  return new Date(
    fromWarsawLocal(year, month, date, hour, minute).getTime() + second * 1000,
  ).toISOString()
}

export const video = (
  occurredAt: string,
  seconds: number,
  episodeId = 'ked-w1-e1',
): ActivityEvent => ({
  id: newId(),
  type: 'video_watched',
  occurredAt,
  payload: { course: 'KED', episodeId, week: 1, seconds },
})

export const notes = (occurredAt: string, episodeId = 'ked-w1-e1', chars = 120): ActivityEvent => ({
  id: newId(),
  type: 'notes_saved',
  occurredAt,
  payload: { course: 'KED', episodeId, chars },
})

export const quiz = (occurredAt: string): ActivityEvent => ({
  id: newId(),
  type: 'quiz_completed',
  occurredAt,
  payload: {},
})

export const review = (
  occurredAt: string,
  { reviewId = newId(), grade = 3, durationMs = 0 } = {},
): ActivityEvent => ({
  id: newId(),
  type: 'flashcard_reviewed',
  occurredAt,
  payload: {
    reviewId,
    deckId: DECK,
    cardId: CARD,
    grade,
    stateBefore: 'REVIEW',
    scheduledDays: 3,
    durationMs,
  },
})

export const reviewUndone = (occurredAt: string, reviewId: string): ActivityEvent => ({
  id: newId(),
  type: 'flashcard_review_undone',
  occurredAt,
  payload: { reviewId },
})

export const blockDone = (
  occurredAt: string,
  { blockId = 'BLOCK0000000000000000000001', focusedMinutes = 0, plannedMinutes = 45 } = {},
): ActivityEvent => ({
  id: newId(),
  type: 'planner_block_done',
  occurredAt,
  payload: {
    planId: PLAN,
    blockId,
    subject: 'matematyka',
    kind: 'LEARN',
    plannedMinutes,
    focusedMinutes,
  },
})

export const blockUndone = (
  occurredAt: string,
  blockId = 'BLOCK0000000000000000000001',
): ActivityEvent => ({
  id: newId(),
  type: 'planner_block_undone',
  occurredAt,
  payload: { planId: PLAN, blockId },
})

export const attempted = (
  occurredAt: string,
  {
    exerciseId = 'EXERCISE0000000000000000001',
    subject = 'fizyka' as ExerciseSubject,
    correct = false,
  } = {},
): ActivityEvent => ({
  id: newId(),
  type: 'exercise_attempted',
  occurredAt,
  payload: {
    exerciseId,
    subject,
    level: 'MATURA_BASIC',
    correct,
    attemptNo: 1,
    hintsUsed: 0,
  },
})

export const solved = (
  occurredAt: string,
  {
    exerciseId = newId(),
    subject = 'fizyka' as ExerciseSubject,
    difficulty = 'HARD' as 'EASY' | 'MEDIUM' | 'HARD',
    solutionRevealed = false,
  } = {},
): ActivityEvent => ({
  id: newId(),
  type: 'exercise_solved',
  occurredAt,
  payload: {
    exerciseId,
    subject,
    level: 'MATURA_BASIC',
    difficulty,
    attempts: 1,
    hintsUsed: 0,
    solutionRevealed,
    selfGraded: false,
  },
})

export const chat = (occurredAt: string): ActivityEvent => ({
  id: newId(),
  type: 'chat_message',
  occurredAt,
  payload: { subject: null, mode: 'explain', contextKind: null },
})

/** `count` events one second apart from a Warsaw wall time on. */
export function series(
  day: string,
  time: string,
  count: number,
  make: (occurredAt: string, i: number) => ActivityEvent,
): ActivityEvent[] {
  const start = Date.parse(at(day, time))
  return Array.from({ length: count }, (_, i) => make(new Date(start + i * 1000).toISOString(), i))
}
