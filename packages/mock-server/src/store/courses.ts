import type { Course, CourseKey, Episode, Week } from '@app/contract/courses'
import { seedCourses } from './seed/courses'

/** The course catalogue is read-only seed data; only progress changes (course-progress.ts). */
const byKey = new Map(seedCourses.map((course) => [course.key, course]))

export function courseByKey(key: CourseKey): Course {
  const course = byKey.get(key)
  if (!course) throw new Error(`The seed has no course ${key}`)
  return course
}

export function findEpisode(
  key: CourseKey,
  episodeId: string,
): { week: Week; episode: Episode } | null {
  for (const week of courseByKey(key).weeks) {
    const episode = week.episodes.find((e) => e.id === episodeId)
    if (episode) return { week, episode }
  }
  return null
}
