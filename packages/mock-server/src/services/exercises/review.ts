import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { ReviewDecision } from '@app/contract/exercises/constants'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import { moveExercise } from '@app/domain/exercises/exercise-review'
import { reviewRefusal } from '@app/domain/exercises/exercise-rights'
import { ROUTES, routePath } from '@app/domain/navigation/routes'
import { apiError } from '../../errors'
import type { ExerciseRecord } from '../../store/exercises'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { siteLink } from '../site-link'
import { actorOf, exerciseNotFound, toSummary, visibleExercise } from './exercise-view'
import { REVIEW_EMAIL } from './review-email'
import { historyLine } from './write'

type C = Contract['exercises']

/**
 * 'Wyślij do recenzji': the author sends a private or returned exercise (409 from any other
 * status); someone else who sees it may not (403).
 */
export async function submitExercise(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
): Answer<C['submitExercise']> {
  const found = visibleExercise(app, actorOf(user), id)
  if (!found) return exerciseNotFound()
  const { exercise } = found
  if (exercise.authorId !== user.id) return apiError(403, EXERCISES_TEXT.notEditable)
  const moved = moveExercise(exercise.status, 'SUBMIT')
  if (!moved.ok) return apiError(409, moved.message)
  const now = app.clock.now()
  const saved = app.store.exercises.save({
    ...exercise,
    version: exercise.version + 1,
    status: moved.status,
    history: [...exercise.history, historyLine(user, moved.action, now)],
    updatedAt: now.toISOString(),
    submittedAt: now.toISOString(),
  })
  return { status: 200, body: toSummary(app, saved, app.store.exercises.progressOf(user.id, id)) }
}

/**
 * A reviewer's or an admin's decision on a pending exercise, never their own (403), with the
 * comment in the history; from any other status 409. The author gets an e-mail.
 */
export async function reviewExercise(
  app: FastifyInstance,
  user: UserRecord,
  id: string,
  body: BodyOf<C['reviewExercise']>,
): Answer<C['reviewExercise']> {
  const actor = actorOf(user)
  const found = visibleExercise(app, actor, id)
  if (!found) return exerciseNotFound()
  const { exercise } = found
  const refusal = reviewRefusal(actor, {
    authorId: exercise.authorId,
    status: exercise.status,
    deleted: false,
  })
  if (refusal) return apiError(403, EXERCISES_TEXT[refusal])
  const moved = moveExercise(exercise.status, body.decision)
  if (!moved.ok) return apiError(409, moved.message)
  const now = app.clock.now()
  const comment = body.comment.trim() === '' ? null : body.comment.trim()
  const saved = app.store.exercises.save({
    ...exercise,
    version: exercise.version + 1,
    status: moved.status,
    history: [...exercise.history, historyLine(user, moved.action, now, comment)],
    reviewComment: body.decision === 'APPROVE' ? null : comment,
    updatedAt: now.toISOString(),
  })
  emailAuthor(app, saved, body.decision, comment ?? '')
  return { status: 200, body: toSummary(app, saved, app.store.exercises.progressOf(user.id, id)) }
}

function emailAuthor(
  app: FastifyInstance,
  exercise: ExerciseRecord,
  decision: ReviewDecision,
  comment: string,
) {
  const author = exercise.authorId === null ? undefined : app.store.users.byId(exercise.authorId)
  if (!author) return
  const link = siteLink(app, routePath(ROUTES.exercise, { exerciseId: exercise.id }))
  app.store.outbox.send(
    {
      to: author.email,
      subject: REVIEW_EMAIL.subject[decision],
      text: REVIEW_EMAIL.text(decision, exercise.source.title, comment, link),
      link,
      code: null,
    },
    app.clock.now(),
  )
}
