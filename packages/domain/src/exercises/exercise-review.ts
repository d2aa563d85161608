import type { ExerciseHistoryEntry } from '@app/contract/exercises'
import type { ExerciseStatus, ReviewDecision } from '@app/contract/exercises/constants'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'

/**
 * An exercise's way through review (issue 29, decision 0181): the author sends a PRIVATE or a
 * returned (CHANGES_REQUESTED) one; a reviewer takes a PENDING one to PUBLISHED, REJECTED or back
 * to CHANGES_REQUESTED. Any other move is refused (the API's 409).
 */

/** What moves an exercise: its author's 'Wyślij do recenzji' or a reviewer's decision. */
export type ExerciseMove = 'SUBMIT' | ReviewDecision

export type HistoryAction = ExerciseHistoryEntry['action']

export type MoveOutcome =
  { ok: true; status: ExerciseStatus; action: HistoryAction } | { ok: false; message: string }

const MOVES: Record<
  ExerciseMove,
  { from: readonly ExerciseStatus[]; to: ExerciseStatus; action: HistoryAction }
> = {
  SUBMIT: { from: ['PRIVATE', 'CHANGES_REQUESTED'], to: 'PENDING', action: 'SUBMITTED' },
  APPROVE: { from: ['PENDING'], to: 'PUBLISHED', action: 'APPROVED' },
  REJECT: { from: ['PENDING'], to: 'REJECTED', action: 'REJECTED' },
  REQUEST_CHANGES: { from: ['PENDING'], to: 'CHANGES_REQUESTED', action: 'CHANGES_REQUESTED' },
}

/** Where a move takes an exercise of `status`, with the history's action, or the refusal. */
export function moveExercise(status: ExerciseStatus, move: ExerciseMove): MoveOutcome {
  const rule = MOVES[move]
  if (!rule.from.includes(status)) return { ok: false, message: EXERCISES_TEXT.illegalMove }
  return { ok: true, status: rule.to, action: rule.action }
}

/** Whether the author can send it (again) for review now. */
export const canSubmit = (status: ExerciseStatus): boolean => moveExercise(status, 'SUBMIT').ok
