import type { CourseKey, CourseView, EpisodeProgress, WatchTimeUpdate } from '@app/contract/courses'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'
import { invalidateProgress } from '../progress/queries'
import { courseKeys } from './queries'

/**
 * Writes a confirmed change of one episode's progress into the cached course, so the page shows
 * it without asking the server again (notes, the exercise list, the position).
 */
function useUpdateCachedProgress(course: CourseKey) {
  const queryClient = useQueryClient()
  return useCallback(
    (episodeId: string, patch: Partial<EpisodeProgress>) => {
      queryClient.setQueryData<CourseView>(
        courseKeys.view(course),
        (cached) =>
          cached && {
            ...cached,
            weeks: cached.weeks.map((week) => ({
              ...week,
              episodes: week.episodes.map((episode) =>
                episode.id === episodeId
                  ? { ...episode, progress: { ...episode.progress, ...patch } }
                  : episode,
              ),
            })),
          },
      )
    },
    [course, queryClient],
  )
}

/**
 * `POST /api/update_watch_time`: one playback report. `keepalive` lets it outlive the page (a
 * report sent while the tab is hidden or closed). A non-200 answer is thrown.
 */
export function sendWatchTime(body: WatchTimeUpdate, { keepalive }: { keepalive: boolean }) {
  return okBody(
    tsr.courses.updateWatchTime.mutate({
      body,
      fetchOptions: keepalive ? { keepalive: true } : undefined,
    }),
  )
}

/** What the player reports once the server confirmed a playback report. */
export interface ConfirmedWatchReport {
  event: WatchTimeUpdate['event']
  positionSeconds: number
  watchedSeconds: number
}

/**
 * After a confirmed playback report: the new position goes into the cached course, and the first
 * play of a week (START) starts its 7 days, so the course is asked again to show when the next
 * week opens.
 */
export function useApplyWatchReport(course: CourseKey) {
  const queryClient = useQueryClient()
  const updateCache = useUpdateCachedProgress(course)
  return useCallback(
    (episodeId: string, { event, positionSeconds, watchedSeconds }: ConfirmedWatchReport) => {
      updateCache(episodeId, { positionSeconds, watchedSeconds })
      // Watched minutes earn XP and move the course's card on 'Dziś'.
      invalidateProgress(queryClient)
      if (event === 'START')
        void queryClient.invalidateQueries({ queryKey: courseKeys.view(course) })
    },
    [course, queryClient, updateCache],
  )
}

/**
 * `POST /api/update_episode_notes` for the notes autosave: resolves with the notes the server
 * saved (and writes them into the cached course); a non-200 answer is thrown.
 */
export function useSaveEpisodeNotes(course: CourseKey) {
  const queryClient = useQueryClient()
  const updateCache = useUpdateCachedProgress(course)
  return useCallback(
    async (episodeId: string, notes: string): Promise<string> => {
      const saved = await okBody(
        tsr.courses.updateEpisodeNotes.mutate({ body: { course, episodeId, notes } }),
      )
      updateCache(episodeId, saved)
      // An episode's first notes earn XP.
      invalidateProgress(queryClient)
      return saved.notes
    },
    [course, queryClient, updateCache],
  )
}

/**
 * `POST /api/update_episode_tracker`: the saved list of the user's own items (e.g. mind maps) goes
 * into the cached course once the server confirmed it.
 */
export function useUpdateEpisodeTracker(course: CourseKey) {
  const updateCache = useUpdateCachedProgress(course)
  return tsr.courses.updateEpisodeTracker.useMutation({
    onSuccess: (response, { body }) =>
      updateCache(body.episodeId, { trackedItems: response.body.trackedItems }),
  })
}
