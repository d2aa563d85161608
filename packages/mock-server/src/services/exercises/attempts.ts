import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { AnswerInput, AttemptResult } from '@app/contract/exercises'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { answerText } from '@app/domain/exercises/answer-text'
import { checkAnswer } from '@app/domain/exercises/exercise-check'
import { apiError } from '../../errors'
import type { ExerciseProgressRecord, ExerciseRecord } from '../../store/exercises'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import {
  actorOf,
  exerciseNotFound,
  fingerprintOf,
  opensKey,
  visibleExercise,
} from './exercise-view'

type C = Contract['exercises']

export const emptyProgress = (userId: string, exerciseId: string): ExerciseProgressRecord => ({
  userId,
  exerciseId,
  attempts: [],
  hintsRevealed: 0,
  solutionRevealed: false,
  solvedAt: null,
})

/**
 * An answer checked on the server by the domain's checker, once per Idempotency-Key: the same key
 * and answer again answer the first verdict (no second attempt, no second event), another answer
 * is 409. An answer of another type or naming an option the exercise lacks is 400; one the
 * checker cannot read is 422 and not an attempt. Each counted attempt is an `exercise_attempted`
 * event; the first correct one also `exercise_solved` (never again for the exercise).
 */
export async function attempt(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
  key: string,
  answer: AnswerInput,
): Answer<C['attempt']> {
  const { exercises, idempotency, activity } = app.store
  const found = visibleExercise(app, actorOf(user), id)
  if (!found) return exerciseNotFound()
  const fingerprint = fingerprintOf('attempt', { id, answer })
  const seen = idempotency.check(user.id, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, EXERCISES_TEXT.idempotencyConflict)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as AttemptResult }

  const { exercise, rights } = found
  const answerKey = exercise.source.answer
  const checked = checkAnswer(answerKey, answer)
  // Not an attempt: another type or an unknown option is the request's fault (400); what the
  // checker cannot read, or a key it cannot (an author's slip), is 422.
  if (checked.refused)
    return apiError(checked.reason === 'INVALID_INPUT' ? 400 : 422, checked.message)

  const now = app.clock.now()
  const before = exercises.progressOf(user.id, id) ?? emptyProgress(user.id, id)
  const attemptNo = before.attempts.length + 1
  const correct = checked.verdict === 'CORRECT'
  const firstSolve = correct && before.solvedAt === null
  const understoodAs = checked.understoodAs ?? null
  // The events first: one the contract refuses throws here, before anything is changed.
  const base = { exerciseId: id, subject: exercise.source.subject, level: exercise.source.level }
  const hintsUsed = before.hintsRevealed
  activity.record(user.id, 'exercise_attempted', { ...base, correct, attemptNo, hintsUsed }, now)
  if (firstSolve)
    activity.record(
      user.id,
      'exercise_solved',
      {
        ...base,
        difficulty: exercise.source.difficulty,
        attempts: attemptNo,
        hintsUsed,
        solutionRevealed: before.solutionRevealed,
        selfGraded: answer.type === 'OPEN',
      },
      now,
    )
  const progress = exercises.saveProgress({
    ...before,
    attempts: [
      ...before.attempts,
      {
        attemptNo,
        at: now.toISOString(),
        verdict: checked.verdict,
        answerText: answerText(answerKey, answer),
        feedback: checked.feedback,
        understoodAs,
      },
    ],
    solvedAt: firstSolve ? now.toISOString() : before.solvedAt,
  })
  const result = resultOf(exercise, progress, opensKey(progress, rights), {
    verdict: checked.verdict,
    feedback: checked.feedback,
    understoodAs,
    attemptNo,
  })
  idempotency.remember(user.id, key, fingerprint, { status: 200, body: result })
  return { status: 200, body: result }
}

function resultOf(
  exercise: ExerciseRecord,
  progress: ExerciseProgressRecord,
  open: boolean,
  verdict: Pick<AttemptResult, 'verdict' | 'feedback' | 'understoodAs' | 'attemptNo'>,
): AttemptResult {
  return {
    ...verdict,
    solved: progress.solvedAt !== null,
    solution: open ? exercise.source.solution : null,
    key: open ? structuredClone(exercise.source.answer) : null,
  }
}
