import type { FastifyInstance } from 'fastify'
import { EXERCISE_LIMITS } from '@app/contract/exercises/constants'
import {
  type Exercise,
  type ExerciseEdit,
  type ExerciseRights,
  type ExerciseSummary,
} from '@app/contract/exercises'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import {
  exerciseRights,
  exerciseRoleOf,
  type ExerciseActor,
  type ExerciseRightsTable,
} from '@app/domain/exercises/exercise-rights'
import { apiError } from '../../errors'
import { fingerprintOf as keyedRequest } from '../../idempotency/idempotency-store'
import type { ExerciseProgressRecord, ExerciseRecord } from '../../store/exercises'
import type { UserRecord } from '../../store/users'

/** Who asks, as the rights see them. */
export const actorOf = (user: Pick<UserRecord, 'id' | 'groups'>): ExerciseActor => ({
  id: user.id,
  role: exerciseRoleOf(user.groups),
})

export const exerciseNotFound = () => apiError(404, EXERCISES_TEXT.notFound)

/** The caller's rights on an exercise (none on a deleted one). */
export const rightsOn = (actor: ExerciseActor, exercise: ExerciseRecord): ExerciseRightsTable =>
  exerciseRights(actor, {
    authorId: exercise.authorId,
    status: exercise.status,
    deleted: exercise.deletedAt !== null,
  })

/**
 * The exercise if the caller may see it, with their rights: another user's private one and a
 * deleted one are as unknown as one that never was (404).
 */
export function visibleExercise(
  app: FastifyInstance,
  actor: ExerciseActor,
  id: string,
): { exercise: ExerciseRecord; rights: ExerciseRightsTable } | null {
  const exercise = app.store.exercises.get(id)
  if (!exercise) return null
  const rights = rightsOn(actor, exercise)
  return rights.view ? { exercise, rights } : null
}

const contractRights = ({ edit, delete: remove, review }: ExerciseRightsTable): ExerciseRights => ({
  edit,
  delete: remove,
  review,
})

/** The author's display name; null once they deleted their account. */
const authorNameOf = (app: FastifyInstance, exercise: ExerciseRecord) =>
  exercise.authorId === null ? null : (app.store.users.byId(exercise.authorId)?.name ?? null)

const progressOf = (progress: ExerciseProgressRecord | undefined): ExerciseSummary['progress'] =>
  progress?.solvedAt ? 'SOLVED' : progress?.attempts.length ? 'ATTEMPTED' : 'NONE'

/** One exercise in a list: no statement, never the key. */
export function toSummary(
  app: FastifyInstance,
  exercise: ExerciseRecord,
  progress: ExerciseProgressRecord | undefined,
): ExerciseSummary {
  const { subject, level, topic, difficulty, title, answer } = exercise.source
  return {
    id: exercise.id,
    subject,
    level,
    topic,
    difficulty,
    title,
    answerType: answer.type,
    status: exercise.status,
    progress: progressOf(progress),
    authorName: authorNameOf(app, exercise),
    reviewComment: exercise.reviewComment,
    createdAt: exercise.createdAt,
    updatedAt: exercise.updatedAt,
    submittedAt: exercise.submittedAt,
  }
}

/** Whether the caller may have the key and the solution: solved, revealed or one of its editors. */
export const opensKey = (
  progress: ExerciseProgressRecord | undefined,
  rights: ExerciseRightsTable,
): boolean => rights.edit || !!progress?.solvedAt || !!progress?.solutionRevealed

/**
 * What a student sees (decision 0180), built field by field from the source WITHOUT its key: the
 * choice options without which are correct, whether a number has a unit (not which), the letters
 * of an expression, the hints revealed so far; the key and the solution only once `opensKey`.
 */
export function toExercise(
  app: FastifyInstance,
  exercise: ExerciseRecord,
  rights: ExerciseRightsTable,
  progress: ExerciseProgressRecord | undefined,
): Exercise {
  const { source } = exercise
  const key = source.answer
  const open = opensKey(progress, rights)
  const options =
    key.type === 'SINGLE_CHOICE' || key.type === 'MULTIPLE_CHOICE'
      ? key.options.map(({ id, text }) => ({ id, text }))
      : null
  return {
    ...toSummary(app, exercise, progress),
    statement: source.statement,
    images: exercise.images.map(({ id, url, alt }) => ({ id, url, alt })),
    options,
    expectsUnit: key.type === 'NUMERIC' && key.unit !== null,
    variables: key.type === 'EXPRESSION' ? [...key.variables] : [],
    hintsTotal: source.hints.length,
    hintsRevealed: source.hints.slice(0, progress?.hintsRevealed ?? 0),
    solved: !!progress?.solvedAt,
    solutionRevealed: !!progress?.solutionRevealed,
    solution: open ? source.solution : null,
    key: open ? structuredClone(key) : null,
    attempts: (progress?.attempts ?? [])
      .slice(-EXERCISE_LIMITS.attemptsShown)
      .reverse()
      .map(({ attemptNo, at, verdict, answerText, feedback }) => ({
        attemptNo,
        at,
        verdict,
        answerText,
        feedback,
      })),
    rights: contractRights(rights),
    version: exercise.version,
  }
}

/** The source with its key and history, for its editors. */
export function toEdit(
  app: FastifyInstance,
  exercise: ExerciseRecord,
  rights: ExerciseRightsTable,
): ExerciseEdit {
  return {
    id: exercise.id,
    version: exercise.version,
    status: exercise.status,
    source: structuredClone(exercise.source),
    images: exercise.images.map(({ id, url, alt }) => ({ id, url, alt })),
    rights: contractRights(rights),
    history: exercise.history.map(({ at, action, actorName, comment }) => ({
      at,
      action,
      actorName,
      comment,
    })),
    authorName: authorNameOf(app, exercise),
    updatedAt: exercise.updatedAt,
  }
}

/**
 * The request an exercises write's Idempotency-Key is used for, in the shared store (decision
 * 0138): the route, the path and the parsed body.
 */
export const fingerprintOf = (route: string, request: unknown) =>
  keyedRequest({ method: 'POST', route: `exercises.${route}`, request })
