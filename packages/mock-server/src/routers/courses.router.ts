import type { FastifyRequest } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import type { CourseKey, CourseView } from '@app/contract/courses'
import { COURSE_GROUPS } from '@app/domain/access/access'
import { warsawDay } from '@app/domain/activity/activity-stats'
import { courseWeeksAccess, type WeekAccess } from '@app/domain/courses/course-unlock'
import { forbidden, requireUser } from '../plugins/auth'
import { ACCESS_TEXT } from './access'
import { courseByKey, findEpisode } from '../store/courses'
import type { UserRecord } from '../store/users'

const s = initServer()

const TEXT = {
  weekLocked: 'Ten tydzień kursu jeszcze się nie odblokował.',
  episodeNotFound: 'Nie znaleziono odcinka w tym kursie.',
  noTracker: 'Ten odcinek nie ma listy do uzupełnienia.',
} as const

/**
 * The caller when they have the course's group (SPEC §6), else 403. Guests (401) and users
 * without any course (403) are refused before, by ./access.ts.
 */
function requireCourse(request: FastifyRequest, key: CourseKey): UserRecord {
  const user = requireUser(request)
  if (!user.groups.includes(COURSE_GROUPS[key])) throw forbidden(ACCESS_TEXT.noCourse)
  return user
}

/** Unlock state of every week of the course for the user, now. */
function weeksAccess(request: FastifyRequest, user: UserRecord, key: CourseKey): WeekAccess[] {
  const { store, clock } = request.server
  const starts = courseByKey(key).weeks.map((week) =>
    store.courseProgress.weekStartedAt(user.id, key, week.index),
  )
  return courseWeeksAccess(key, starts, clock.now())
}

/** 404 for an episode outside the course, 403 while its week is locked. */
function requireOpenEpisode(request: FastifyRequest, user: UserRecord, key: CourseKey, id: string) {
  const found = findEpisode(key, id)
  if (!found) return null
  const weekPosition = courseByKey(key).weeks.indexOf(found.week)
  if (!weeksAccess(request, user, key)[weekPosition]?.isUnlocked) throw forbidden(TEXT.weekLocked)
  return found
}

/** One `notes_saved` per episode and Warsaw day: the day's first save (its length, not its text). */
function recordNotesSaved(
  request: FastifyRequest,
  user: UserRecord,
  course: CourseKey,
  episodeId: string,
  chars: number,
  now: Date,
) {
  const { activity } = request.server.store
  const today = warsawDay(now)
  const savedToday = activity.some(
    user.id,
    'notes_saved',
    (event) =>
      event.payload.course === course &&
      event.payload.episodeId === episodeId &&
      warsawDay(event.occurredAt) === today,
  )
  if (!savedToday) activity.record(user.id, 'notes_saved', { course, episodeId, chars }, now)
}

export const coursesRouter = s.router(contract.courses, {
  getWeekAndEpisodes: async ({ query, request }) => {
    const key = query.course
    const user = requireCourse(request, key)
    const { courseProgress } = request.server.store
    const { weeks, ...course } = courseByKey(key)
    const access = weeksAccess(request, user, key)
    const view: CourseView = {
      ...course,
      weeks: weeks.map((week, position) => {
        const { isUnlocked, unlocksAt } = access[position] ?? { isUnlocked: false, unlocksAt: null }
        return {
          index: week.index,
          title: week.title,
          description: week.description,
          startedAt: courseProgress.weekStartedAt(user.id, key, week.index)?.toISOString() ?? null,
          unlocksAt: unlocksAt?.toISOString() ?? null,
          isUnlocked,
          episodes: week.episodes.map((episode) => ({
            ...episode,
            ...(isUnlocked ? {} : { vimeoUrl: null, description: null, resources: [] }),
            progress: courseProgress.episode(user.id, key, episode.id),
          })),
        }
      }),
    }
    return { status: 200, body: view }
  },

  updateWatchTime: async ({ body, request }) => {
    const user = requireCourse(request, body.course)
    const found = requireOpenEpisode(request, user, body.course, body.episodeId)
    if (!found) return { status: 404, body: apiError(404, TEXT.episodeNotFound) }
    const { store, clock } = request.server
    // A START normally comes first; any event starts the week if it was lost.
    const weekStartedAt = store.courseProgress.startWeek(
      user.id,
      body.course,
      found.week.index,
      clock.now(),
    )
    const progress = store.courseProgress.recordWatch(
      user.id,
      body.course,
      body.episodeId,
      body.positionSeconds,
      body.watchedSecondsDelta,
    )
    // The activity log counts reports with at least a second of playing (decision 0115).
    if (body.watchedSecondsDelta >= 1) {
      store.activity.record(
        user.id,
        'video_watched',
        {
          course: body.course,
          episodeId: body.episodeId,
          week: found.week.index,
          seconds: body.watchedSecondsDelta,
        },
        clock.now(),
      )
    }
    return {
      status: 200,
      body: {
        weekIndex: found.week.index,
        weekStartedAt: weekStartedAt.toISOString(),
        positionSeconds: progress.positionSeconds,
        watchedSeconds: progress.watchedSeconds,
      },
    }
  },

  updateEpisodeNotes: async ({ body, request }) => {
    const user = requireCourse(request, body.course)
    const found = requireOpenEpisode(request, user, body.course, body.episodeId)
    if (!found) return { status: 404, body: apiError(404, TEXT.episodeNotFound) }
    const { store, clock } = request.server
    const now = clock.now()
    const progress = store.courseProgress.saveNotes(
      user.id,
      body.course,
      body.episodeId,
      body.notes,
      now,
    )
    recordNotesSaved(request, user, body.course, body.episodeId, body.notes.length, now)
    return {
      status: 200,
      body: {
        notes: progress.notes,
        notesSavedAt: progress.notesSavedAt ?? clock.now().toISOString(),
      },
    }
  },

  updateEpisodeTracker: async ({ body, request }) => {
    const user = requireCourse(request, body.course)
    const found = requireOpenEpisode(request, user, body.course, body.episodeId)
    if (!found) return { status: 404, body: apiError(404, TEXT.episodeNotFound) }
    if (!found.episode.tracker) return { status: 400, body: apiError(400, TEXT.noTracker) }
    const progress = request.server.store.courseProgress.saveTrackedItems(
      user.id,
      body.course,
      body.episodeId,
      body.items,
    )
    return { status: 200, body: { trackedItems: progress.trackedItems } }
  },
})
