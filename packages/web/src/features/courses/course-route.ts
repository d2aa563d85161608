import type { CourseKey } from '@app/contract/courses'
import { findOpenEpisode } from '@app/domain/courses/course-progress'
import type { QueryClient } from '@tanstack/react-query'
import { courseViewQuery } from '../../api/courses/queries'
import { textParam } from '../../lib/route-params'
import { pageHead } from '../../lib/seo'

/** `?odcinek=<episode id>` opens one episode of the course page. */
export const courseSearch = (search: Record<string, unknown>): { odcinek?: string } => ({
  odcinek: textParam(search.odcinek, 100),
})

export interface CourseLoaderData {
  title: string
  description: string
  episodeTitle: string | null
}

/** The course routes' loader: the course as this user sees it, before the page renders. */
export async function loadCourse(
  queryClient: QueryClient,
  course: CourseKey,
  episodeId: string | undefined,
): Promise<CourseLoaderData> {
  const view = await queryClient.ensureQueryData(courseViewQuery(course))
  return {
    title: view.title,
    description: view.description,
    episodeTitle: episodeId ? (findOpenEpisode(view, episodeId)?.episode.title ?? null) : null,
  }
}

/** The course page's data, started while the session is checked (lib/signed-in-data). */
export const courseSignedInData = (course: CourseKey) => (queryClient: QueryClient) =>
  void queryClient.prefetchQuery(courseViewQuery(course))

export function courseHead(data: CourseLoaderData | undefined) {
  if (!data) return pageHead({ title: 'Kurs', description: 'Twój kurs na platformie.' })
  return pageHead({
    title: data.episodeTitle ? `${data.episodeTitle} – ${data.title}` : data.title,
    description: data.description,
  })
}
