import type { CourseKey, CourseView, EpisodeProgress } from '@app/contract/courses'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { courseViewQuery } from './course-view'

/**
 * Writes a confirmed change of one episode's progress into the cached course, so the page shows
 * it without asking the server again (notes, the exercise list, the position).
 */
export function useUpdateCachedProgress(course: CourseKey) {
  const queryClient = useQueryClient()
  return useCallback(
    (episodeId: string, patch: Partial<EpisodeProgress>) => {
      queryClient.setQueryData<{ status: 200; body: CourseView }>(
        courseViewQuery(course).queryKey,
        (cached) =>
          cached && {
            ...cached,
            body: {
              ...cached.body,
              weeks: cached.body.weeks.map((week) => ({
                ...week,
                episodes: week.episodes.map((episode) =>
                  episode.id === episodeId
                    ? { ...episode, progress: { ...episode.progress, ...patch } }
                    : episode,
                ),
              })),
            },
          },
      )
    },
    [course, queryClient],
  )
}
