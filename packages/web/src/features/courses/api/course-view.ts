import type { CourseKey, CourseView } from '@app/contract/courses'

/**
 * Query options for `GET /api/get_week_and_episodes` (the course as this user sees it now), shared
 * by the route loaders (`queryClient.courses.getWeekAndEpisodes.ensureQueryData`), the course
 * page and "My products". The unlock state comes from the server's clock, so the page asks again
 * when the window regains focus.
 */
export function courseViewQuery(course: CourseKey) {
  return {
    queryKey: ['courses', 'view', course],
    queryData: { query: { course } },
    staleTime: 30_000,
  }
}

/** The suspense query's data is the 200 answer (others are thrown). */
export const courseOf = (data: { body: unknown }) => data.body as CourseView
