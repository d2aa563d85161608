import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { CourseKey } from '@app/contract/courses'
import { warsawDay } from '@app/domain/activity/activity-stats'
import { apiError } from '../../errors'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { COURSES_TEXT } from './courses.text'
import { requireOpenEpisode } from './weeks'

type C = Contract['courses']

/** One `notes_saved` per episode and Warsaw day: the day's first save (its length, not its text). */
function recordNotesSaved(
  app: FastifyInstance,
  user: UserRecord,
  course: CourseKey,
  episodeId: string,
  chars: number,
  now: Date,
) {
  const { activity } = app.store
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

export async function updateWatchTime(
  app: FastifyInstance,
  caller: UserRecord,
  body: BodyOf<C['updateWatchTime']>,
): Answer<C['updateWatchTime']> {
  const found = requireOpenEpisode(app, caller, body.course, body.episodeId)
  if (!found) return apiError(404, COURSES_TEXT.episodeNotFound)
  const { user } = found
  const { store, clock } = app
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
}

export async function updateEpisodeNotes(
  app: FastifyInstance,
  caller: UserRecord,
  body: BodyOf<C['updateEpisodeNotes']>,
): Answer<C['updateEpisodeNotes']> {
  const found = requireOpenEpisode(app, caller, body.course, body.episodeId)
  if (!found) return apiError(404, COURSES_TEXT.episodeNotFound)
  const { user } = found
  const { store, clock } = app
  const now = clock.now()
  const progress = store.courseProgress.saveNotes(
    user.id,
    body.course,
    body.episodeId,
    body.notes,
    now,
  )
  recordNotesSaved(app, user, body.course, body.episodeId, body.notes.length, now)
  return {
    status: 200,
    body: {
      notes: progress.notes,
      notesSavedAt: progress.notesSavedAt ?? clock.now().toISOString(),
    },
  }
}

export async function updateEpisodeTracker(
  app: FastifyInstance,
  caller: UserRecord,
  body: BodyOf<C['updateEpisodeTracker']>,
): Answer<C['updateEpisodeTracker']> {
  const found = requireOpenEpisode(app, caller, body.course, body.episodeId)
  if (!found) return apiError(404, COURSES_TEXT.episodeNotFound)
  const { user } = found
  if (!found.episode.tracker) return apiError(400, COURSES_TEXT.noTracker)
  const progress = app.store.courseProgress.saveTrackedItems(
    user.id,
    body.course,
    body.episodeId,
    body.items,
  )
  return { status: 200, body: { trackedItems: progress.trackedItems } }
}
