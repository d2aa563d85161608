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
  const { courseProgress } = app.store
  const { weeks, ...course } = courseByKey(key)
  const access = weeksAccess(app, user, key)
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
}
