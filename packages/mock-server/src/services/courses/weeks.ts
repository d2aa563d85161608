import type { FastifyInstance } from 'fastify'
import type { CourseKey } from '@app/contract/courses'
import { COURSE_GROUPS } from '@app/domain/access/access'
import { courseWeeksAccess, type WeekAccess } from '@app/domain/courses/course-unlock'
import { forbidden } from '../../plugins/auth'
import { ACCESS_TEXT } from '../../plugins/roles'
import { courseByKey, findEpisode } from '../../store/courses'
import type { UserRecord } from '../../store/users'
import { COURSES_TEXT } from './courses.text'

/**
 * The caller when they have the course's group (SPEC §6), else 403. Guests (401) and users
 * without any course (403) are refused before, by plugins/access.ts.
 */
export function requireCourse(user: UserRecord, key: CourseKey): UserRecord {
  if (!user.groups.includes(COURSE_GROUPS[key])) throw forbidden(ACCESS_TEXT.noCourse)
  return user
}

/** Unlock state of every week of the course for the user, now. */
export function weeksAccess(app: FastifyInstance, user: UserRecord, key: CourseKey): WeekAccess[] {
  const { store, clock } = app
  const starts = courseByKey(key).weeks.map((week) =>
    store.courseProgress.weekStartedAt(user.id, key, week.index),
  )
  return courseWeeksAccess(key, starts, clock.now())
}

/**
 * The caller (with the course) and the episode with its week: 403 without the course's group or
 * while the week is locked, null for an episode outside the course (the caller answers 404).
 */
export function requireOpenEpisode(
  app: FastifyInstance,
  caller: UserRecord,
  key: CourseKey,
  id: string,
) {
  const user = requireCourse(caller, key)
  const found = findEpisode(key, id)
  if (!found) return null
  const weekPosition = courseByKey(key).weeks.indexOf(found.week)
  if (!weeksAccess(app, user, key)[weekPosition]?.isUnlocked)
    throw forbidden(COURSES_TEXT.weekLocked)
  return { user, ...found }
}
