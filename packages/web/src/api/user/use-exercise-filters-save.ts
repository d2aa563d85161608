import type { ExerciseFilters, Settings } from '@app/contract/user'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useSaveExerciseFilters } from './mutations'
import { userKeys } from './queries'

/** How long the filters must stay unchanged before they are saved. */
export const FILTERS_SAVE_DELAY_MS = 800

/**
 * Saves the tasks list's filters for the next visit, debounced: a burst of changes is one
 * `POST /api/user/exercise-filters`, and leaving the page sends what is pending at once. The
 * cached settings take the filters straight away, so coming back before the answer (or after a
 * failed save, which is not worth an error message) restores what was last chosen.
 */
export function useExerciseFiltersSave(userId: string) {
  const queryClient = useQueryClient()
  const { mutate } = useSaveExerciseFilters(userId)
  const mutateRef = useRef(mutate)
  useEffect(() => {
    mutateRef.current = mutate
  })
  const pending = useRef<ExerciseFilters | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    const body = pending.current
    pending.current = null
    if (body) mutateRef.current({ body })
  }, [])

  useEffect(() => flush, [flush])

  return useCallback(
    (filters: ExerciseFilters) => {
      queryClient.setQueryData<Settings>(userKeys.settings(userId), (old) =>
        old ? { ...old, exerciseFilters: filters } : old,
      )
      pending.current = filters
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, FILTERS_SAVE_DELAY_MS)
    },
    [flush, queryClient, userId],
  )
}
