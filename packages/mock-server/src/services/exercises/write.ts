import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { AnswerInput, AnswerKey, ExerciseEdit } from '@app/contract/exercises'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { checkAnswer } from '@app/domain/exercises/exercise-check'
import { moveExercise } from '@app/domain/exercises/exercise-review'
import { apiError } from '../../errors'
import type { ExerciseHistoryRecord, ExerciseRecord } from '../../store/exercises'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import {
  actorOf,
  exerciseNotFound,
  fingerprintOf,
  rightsOn,
  toEdit,
  visibleExercise,
} from './exercise-view'
import { imagesFor } from './images'

type C = Contract['exercises']

const imageRefused = () => apiError(400, EXERCISES_TEXT.imageNotFound)

/**
 * Why the checker could not grade answers against this key, or null: its own value typed back
 * (a number with its unit, the expression) must be readable, so an author's slip ('km/hh', an
 * unbalanced bracket) is a 400 on saving, never a refusal of every student's answer later.
 */
export function keyRefusal(key: AnswerKey): string | null {
  if (key.type === 'EXPRESSION') {
    // Read as a student's answer first: its refusal says what is wrong ('brakuje nawiasu…').
    const asAnswer = checkAnswer(
      { ...key, expression: '0' },
      { type: 'EXPRESSION', expression: key.expression },
    )
    if (asAnswer.refused) return asAnswer.message
    const itself = checkAnswer(key, { type: 'EXPRESSION', expression: key.expression })
    return itself.refused ? itself.message : null
  }
  if (key.type !== 'NUMERIC') return null
  const typed: AnswerInput = { type: 'NUMERIC', value: String(key.value), unit: key.unit ?? '' }
  const checked = checkAnswer(key, typed)
  return checked.refused ? checked.message : null
}

export const historyLine = (
  user: UserRecord,
  action: ExerciseHistoryRecord['action'],
  at: Date,
  comment: string | null = null,
): ExerciseHistoryRecord => ({
  at: at.toISOString(),
  action,
  actorId: user.id,
  actorName: user.name,
  comment,
})

/**
 * A new exercise, private ('Zapisz jako prywatne') or sent for review (the default), once per
 * Idempotency-Key (decision 0138): the same key and body again answer the same exercise (200) as
 * it is now, another body is 409. Nothing awaits between the key's check and its record.
 */
export async function createExercise(
  app: FastifyInstance,
  user: UserRecord,
  key: string,
  body: BodyOf<C['createExercise']>,
): Answer<C['createExercise']> {
  const { exercises, idempotency } = app.store
  const fingerprint = fingerprintOf('createExercise', body)
  const seen = idempotency.check(user.id, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, EXERCISES_TEXT.idempotencyConflict)
  if (seen.kind === 'replay') {
    const made = exercises.get((seen.body as ExerciseEdit).id)
    const rights = made && rightsOn(actorOf(user), made)
    return {
      status: 200,
      body: made && rights?.view ? toEdit(app, made, rights) : (seen.body as ExerciseEdit),
    }
  }
  const refusal = keyRefusal(body.source.answer)
  if (refusal) return apiError(400, refusal)
  const images = imagesFor(app, user.id, body.source.images)
  if (!images) return imageRefused()
  const now = app.clock.now()
  const at = now.toISOString()
  const history = [historyLine(user, 'CREATED', now)]
  if (body.submitForReview) history.push(historyLine(user, 'SUBMITTED', now))
  const exercise = exercises.save({
    id: exercises.newId(now),
    authorId: user.id,
    version: 1,
    status: body.submitForReview ? 'PENDING' : 'PRIVATE',
    source: body.source,
    images,
    history,
    reviewComment: null,
    createdAt: at,
    updatedAt: at,
    submittedAt: body.submitForReview ? at : null,
    deletedAt: null,
  })
  const answer = toEdit(app, exercise, rightsOn(actorOf(user), exercise))
  idempotency.remember(user.id, key, fingerprint, { status: 200, body: answer })
  return { status: 201, body: answer }
}

/**
 * Replaces the source at the version it was read at (409 when stale): its author while it is not
 * published, reviewers and admins (decision 0181), each edit in the history. `submitForReview`
 * sends the author's private or returned exercise again; it keeps a pending one where it is.
 */
export async function updateExercise(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
  body: BodyOf<C['updateExercise']>,
): Answer<C['updateExercise']> {
  const actor = actorOf(user)
  const found = visibleExercise(app, actor, id)
  if (!found) return exerciseNotFound()
  const { exercise, rights } = found
  if (!rights.edit) return apiError(403, EXERCISES_TEXT.notEditable)
  if (body.version !== exercise.version) return apiError(409, EXERCISES_TEXT.staleVersion)
  const refusal = keyRefusal(body.source.answer)
  if (refusal) return apiError(400, refusal)
  const now = app.clock.now()
  let status = exercise.status
  let submittedAt = exercise.submittedAt
  const history = [...exercise.history, historyLine(user, 'EDITED', now)]
  if (body.submitForReview && status !== 'PENDING') {
    if (exercise.authorId !== user.id) return apiError(403, EXERCISES_TEXT.notEditable)
    const moved = moveExercise(status, 'SUBMIT')
    if (!moved.ok) return apiError(409, moved.message)
    status = moved.status
    submittedAt = now.toISOString()
    history.push(historyLine(user, moved.action, now))
  }
  // New pictures are the author's own: a reviewer's edit cannot bring theirs in.
  const images = imagesFor(app, exercise.authorId, body.source.images, exercise.images)
  if (!images) return imageRefused()
  const saved = app.store.exercises.save({
    ...exercise,
    version: exercise.version + 1,
    status,
    source: body.source,
    images,
    history,
    updatedAt: now.toISOString(),
    submittedAt,
  })
  return { status: 200, body: toEdit(app, saved, rightsOn(actor, saved)) }
}

/**
 * Hides an exercise (soft: its attempts are kept): its author while it is not published, admins.
 * Someone else's published one is 403; one the caller does not see, 404.
 */
export async function deleteExercise(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
): Answer<C['deleteExercise']> {
  const found = visibleExercise(app, actorOf(user), id)
  if (!found) return exerciseNotFound()
  if (!found.rights.delete) return apiError(403, EXERCISES_TEXT.notDeletable)
  const { exercise } = found
  const deleted: ExerciseRecord = {
    ...exercise,
    version: exercise.version + 1,
    deletedAt: app.clock.now().toISOString(),
  }
  app.store.exercises.save(deleted)
  return { status: 204, body: {} }
}
