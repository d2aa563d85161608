import { describe, expect, it } from 'vitest'
import { EXERCISE_STATUSES, type ExerciseStatus } from '@app/contract/exercises/constants'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { canSubmit, moveExercise, type ExerciseMove } from './exercise-review'

/** Every legal move: [from, move, to, the history's action]. */
const LEGAL: [ExerciseStatus, ExerciseMove, ExerciseStatus, string][] = [
  ['PRIVATE', 'SUBMIT', 'PENDING', 'SUBMITTED'],
  ['CHANGES_REQUESTED', 'SUBMIT', 'PENDING', 'SUBMITTED'],
  ['PENDING', 'APPROVE', 'PUBLISHED', 'APPROVED'],
  ['PENDING', 'REJECT', 'REJECTED', 'REJECTED'],
  ['PENDING', 'REQUEST_CHANGES', 'CHANGES_REQUESTED', 'CHANGES_REQUESTED'],
]

const MOVES: ExerciseMove[] = ['SUBMIT', 'APPROVE', 'REJECT', 'REQUEST_CHANGES']

describe('moveExercise', () => {
  it.each(LEGAL)('%s, %s → %s (%s)', (from, move, to, action) => {
    expect(moveExercise(from, move)).toEqual({ ok: true, status: to, action })
  })

  const illegal = EXERCISE_STATUSES.flatMap((from) =>
    MOVES.filter((move) => !LEGAL.some(([f, m]) => f === from && m === move)).map(
      (move) => [from, move] as const,
    ),
  )
  it.each(illegal)('refuses %s, %s', (from, move) => {
    expect(moveExercise(from, move)).toEqual({ ok: false, message: EXERCISES_TEXT.illegalMove })
  })

  it('leaves every status but PUBLISHED and REJECTED a way on', () => {
    expect(illegal).toHaveLength(EXERCISE_STATUSES.length * MOVES.length - LEGAL.length)
    expect(EXERCISE_STATUSES.filter(canSubmit)).toEqual(['PRIVATE', 'CHANGES_REQUESTED'])
  })
})
