/**
 * The planner's numbers (decision 0161): how a topic's hours become blocks, how long reviews and
 * mock exams are, the spaced review days, the buffer before an exam and the break between blocks.
 */
import type { DeadlineKind } from '@app/contract/planner/constants'

/** Reviews on these Warsaw calendar days after a topic's last learning block. */
export const REVIEW_DAY_OFFSETS = [1, 3, 7, 14] as const
/** The last days before an exam hold only reviews and the mock exam. */
export const EXAM_BUFFER_DAYS = 2
/** Minutes left free after each block. */
export const BREAK_MINUTES = 10
/** At most this many blocks of one subject in a row while another subject has work. */
export const MAX_IN_A_ROW = 2

const roundUpTo5 = (minutes: number) => Math.ceil(minutes / 5) * 5

/**
 * A topic's learning blocks: as few blocks of at most one session as hold its hours, all of one
 * length rounded up to 5 minutes (2 h at 45 minutes: 3 blocks of 40).
 */
export function learnBlockMinutes(topicMinutes: number, sessionMinutes: number): number[] {
  const count = Math.ceil(topicMinutes / sessionMinutes)
  const length = roundUpTo5(topicMinutes / count)
  return Array.from({ length: count }, () => length)
}

/** One review of a topic: 15% of its learning time, rounded up to 5 minutes, 15 minutes to a session. */
export function reviewMinutes(topicMinutes: number, sessionMinutes: number): number {
  return Math.min(sessionMinutes, Math.max(15, roundUpTo5(topicMinutes * 0.15)))
}

/** A mock exam: two sessions, at most 90 minutes. */
export function mockExamMinutes(sessionMinutes: number): number {
  return Math.min(90, 2 * sessionMinutes)
}

/** The first days with no learning and with no review or mock exam, from the date's day. */
export function cutoffs(
  kind: DeadlineKind,
  dateDay: number,
): { learnEnd: number; reviewEnd: number } {
  return { learnEnd: kind === 'EXAM' ? dateDay - EXAM_BUFFER_DAYS : dateDay, reviewEnd: dateDay }
}
