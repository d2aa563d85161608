import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { CourseKey, CourseView } from '@app/contract/courses'
import { courseByKey } from '../../store/courses'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { requireCourse, weeksAccess } from './weeks'

type C = Contract['courses']

/** The course with the caller's progress; a locked week's episodes without video or resources. */
export async function getWeekAndEpisodes(
  app: FastifyInstance,
  caller: UserRecord,
  key: CourseKey,
): Answer<C['getWeekAndEpisodes']> {
  const user = requireCourse(caller, key)
  return { status: 200, body: courseViewOf(app, user, key) }
}

/** The course as the user sees it now (who may see it is the caller's check). */
export function courseViewOf(app: FastifyInstance, user: UserRecord, key: CourseKey): CourseView {
  const { courseProgress } = app.store
  const { weeks, ...course } = courseByKey(key)
  const access = weeksAccess(app, user, key)
  return {
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
}
