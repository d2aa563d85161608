import type { CourseKey } from '@app/contract/courses'
import { queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['courses'] as const

/** The courses' query keys; every one starts with 'courses'. */
export const courseKeys = {
  all,
  /** One course as this user sees it now. */
  view: (course: CourseKey) => [...all, 'view', course] as const,
}

/**
 * Query options for `GET /api/get_week_and_episodes` (the course as this user sees it now), shared
 * by the route loaders (`queryClient.ensureQueryData`), the course page and "My products". The
 * unlock state comes from the server's clock, so the page asks again when the window regains
 * focus.
 */
export function courseViewQuery(course: CourseKey) {
  return queryOptions({
    queryKey: courseKeys.view(course),
    queryFn: ({ signal }) =>
      okBody(tsr.courses.getWeekAndEpisodes.query({ query: { course }, fetchOptions: { signal } })),
    staleTime: 30_000,
  })
}
