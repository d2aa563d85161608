import type { FastifyRequest } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import type { CourseKey } from '@app/contract/courses'
import { COURSE_GROUPS } from '@app/domain/access/access'
import { forbidden, requireUser } from '../plugins/auth'
import { ACCESS_TEXT } from './access'
import { courseByKey } from '../store/courses'
import type { FeedbackRecord } from '../store/feedback'
import { normalizeEmail } from '../store/users'

const s = initServer()

const TEXT = {
  weekNotFound: 'Nie ma takiego tygodnia w tym kursie.',
  episodeNotFound: 'Nie znaleziono odcinka w tym tygodniu kursu.',
} as const

/**
 * Only participants rate a course: 403 without the course's group. Guests (401) and users
 * without any course (403) are refused before, by ./access.ts.
 */
function requireCourse(request: FastifyRequest, key: CourseKey) {
  const user = requireUser(request)
  if (!user.groups.includes(COURSE_GROUPS[key])) throw forbidden(ACCESS_TEXT.noCourse)
  return user
}

const receipt = (record: FeedbackRecord) => ({
  status: 201 as const,
  body: { id: record.id, createdAt: record.createdAt },
})

export const feedbackRouter = s.router(contract.feedback, {
  sendFeedback: async ({ body, request }) => {
    const { store, clock } = request.server
    const record = store.feedback.add(
      { kind: 'GENERAL', ...body, email: normalizeEmail(body.email) },
      request.user?.id ?? null,
      clock.now(),
    )
    return receipt(record)
  },

  sendCourseFeedback: async ({ body, request }) => {
    const user = requireCourse(request, body.course)
    const week = courseByKey(body.course).weeks.find((w) => w.index === body.weekIndex)
    if (!week) return { status: 404, body: apiError(404, TEXT.weekNotFound) }
    if (body.episodeId !== undefined && !week.episodes.some((e) => e.id === body.episodeId))
      return { status: 404, body: apiError(404, TEXT.episodeNotFound) }
    const { store, clock } = request.server
    return receipt(store.feedback.add({ kind: 'COURSE', ...body }, user.id, clock.now()))
  },

  sendEndCourseFeedback: async ({ body, request }) => {
    const user = requireCourse(request, body.course)
    const { store, clock } = request.server
    return receipt(store.feedback.add({ kind: 'END_COURSE', ...body }, user.id, clock.now()))
  },
})
