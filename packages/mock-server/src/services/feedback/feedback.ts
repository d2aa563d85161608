import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { apiError } from '../../errors'
import { courseByKey } from '../../store/courses'
import type { FeedbackRecord } from '../../store/feedback'
import { normalizeEmail, type UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { requireCourse } from '../courses/weeks'
import { FEEDBACK_TEXT } from './feedback.text'

type C = Contract['feedback']

const receipt = (record: FeedbackRecord) => ({
  status: 201 as const,
  body: { id: record.id, createdAt: record.createdAt },
})

/** A message from anyone, signed in or not. */
export async function sendFeedback(
  app: FastifyInstance,
  caller: UserRecord | null,
  body: BodyOf<C['sendFeedback']>,
): Answer<C['sendFeedback']> {
  const record = app.store.feedback.add(
    { kind: 'GENERAL', ...body, email: normalizeEmail(body.email) },
    caller?.id ?? null,
    app.clock.now(),
  )
  return receipt(record)
}

/** Only participants rate a course: 403 without the course's group. */
export async function sendCourseFeedback(
  app: FastifyInstance,
  caller: UserRecord,
  body: BodyOf<C['sendCourseFeedback']>,
): Answer<C['sendCourseFeedback']> {
  const user = requireCourse(caller, body.course)
  const week = courseByKey(body.course).weeks.find((w) => w.index === body.weekIndex)
  if (!week) return apiError(404, FEEDBACK_TEXT.weekNotFound)
  if (body.episodeId !== undefined && !week.episodes.some((e) => e.id === body.episodeId))
    return apiError(404, FEEDBACK_TEXT.episodeNotFound)
  return receipt(app.store.feedback.add({ kind: 'COURSE', ...body }, user.id, app.clock.now()))
}

export async function sendEndCourseFeedback(
  app: FastifyInstance,
  caller: UserRecord,
  body: BodyOf<C['sendEndCourseFeedback']>,
): Answer<C['sendEndCourseFeedback']> {
  const user = requireCourse(caller, body.course)
  return receipt(app.store.feedback.add({ kind: 'END_COURSE', ...body }, user.id, app.clock.now()))
}
