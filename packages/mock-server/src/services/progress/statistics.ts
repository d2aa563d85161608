import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { CourseKey, CourseView } from '@app/contract/courses'
import type { ExerciseSubject } from '@app/contract/exercises/constants'
import { PROGRESS_TEXT, type Statistics } from '@app/contract/progress'
import { ACTIVE_DAY_MIN_SECONDS, warsawDay } from '@app/domain/activity/activity-stats'
import { courseProgress, isEpisodeWatched, weekLabel } from '@app/domain/courses/course-progress'
import { adherence, userStatistics } from '@app/domain/progress/statistics'
import { apiError } from '../../errors'
import type { UserRecord } from '../../store/users'
import type { Answer, QueryOf } from '../answer'
import { getWeekAndEpisodes } from '../courses/course-view'
import { coursesOf, hasTool } from './progress'

type C = Contract['progress']

/**
 * The caller's statistics from `from` to `to` (Warsaw days; the contract bounds the range). A
 * parent has none (decision 0014): 403. Each tool's section is null without the tool.
 */
export async function getStatistics(
  app: FastifyInstance,
  user: UserRecord,
  { from, to }: QueryOf<C['getStatistics']>,
): Answer<C['getStatistics']> {
  if (user.isParent) return apiError(403, PROGRESS_TEXT.statisticsForParents)
  const now = app.clock.now()
  const events = app.store.activity.forUser(user.id)
  const stats = userStatistics({ events, from, to, now })
  const activeDays = stats.days.filter((day) => day.studySeconds >= ACTIVE_DAY_MIN_SECONDS).length
  const body: Statistics = {
    from,
    to,
    days: stats.days,
    streak: stats.streak,
    totals: { ...stats.totals, activeDays },
    flashcards: hasTool(app, user, 'flashcards') ? stats.flashcards : null,
    exercises: hasTool(app, user, 'tasks')
      ? {
          ...stats.exercises,
          bySubject: stats.exercises.bySubject.map((row) => ({
            ...row,
            subject: row.subject as ExerciseSubject,
          })),
        }
      : null,
    planner: hasTool(app, user, 'planner')
      ? { ...plannerAdherence(app, user.id, from, to, now), ...focusOf(stats) }
      : null,
    courses: coursesOf(user).length ? await courseStatistics(app, user) : null,
  }
  return { status: 200, body }
}

const focusOf = (stats: ReturnType<typeof userStatistics>) => ({
  focusedMinutes: stats.planner.focusedMinutes,
})

/**
 * From the planner's store: the blocks of the range (by their Warsaw start day) in every plan,
 * archived ones too, that are done or have ended by now, and how many of them are done.
 */
function plannerAdherence(
  app: FastifyInstance,
  userId: string,
  from: string,
  to: string,
  now: Date,
) {
  let blocksDone = 0
  let pastPlanned = 0
  for (const plan of app.store.planner.plans(userId))
    for (const block of plan.blocks) {
      const day = warsawDay(block.startsAt)
      if (day < from || day > to) continue
      const done = block.status === 'DONE'
      if (!done && Date.parse(block.endsAt) > now.getTime()) continue
      pastPlanned++
      if (done) blocksDone++
    }
  return { blocksDone, pastPlanned, adherence: adherence(blocksDone, pastPlanned) }
}

/** Each of the user's courses, week by week: its videos watched of all. */
async function courseStatistics(app: FastifyInstance, user: UserRecord) {
  const views: [CourseKey, CourseView][] = []
  for (const key of coursesOf(user)) {
    const answer = await getWeekAndEpisodes(app, user, key)
    if (answer.status === 200) views.push([key, answer.body])
  }
  return views.map(([key, view]) => ({
    key,
    title: view.title,
    percent: courseProgress(view).percent,
    weeks: view.weeks.map((week) => {
      const videos = week.episodes.filter((e) => e.durationMinutes > 0)
      const watched = videos.filter(isEpisodeWatched).length
      return {
        index: week.index,
        label: weekLabel(key, week.index),
        title: week.title,
        isUnlocked: week.isUnlocked,
        watchedVideos: watched,
        totalVideos: videos.length,
        percent: videos.length ? Math.floor((watched / videos.length) * 100) : 0,
      }
    }),
  }))
}
