import type { ExercisePage, ExerciseSummary } from '@app/contract/exercises'
import type { ExerciseFilters } from '@app/contract/user'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { exerciseKeys, type ExerciseListFilters } from '../../../api/exercises/queries'

/** The exercises before and after one in a list, and where it stands ('3 z 20'). */
export interface Neighbours {
  previous: ExerciseSummary | null
  next: ExerciseSummary | null
  position: number
  /** The list's total (all its pages, loaded or not). */
  total: number
}

/** Where `exerciseId` stands among a list's loaded items; null when it is not among them. */
export function neighboursIn(
  data: InfiniteData<ExercisePage, unknown>,
  exerciseId: string,
): Neighbours | null {
  const items = data.pages.flatMap((page) => page.items)
  const at = items.findIndex((item) => item.id === exerciseId)
  if (at < 0) return null
  return {
    previous: items[at - 1] ?? null,
    next: items[at + 1] ?? null,
    position: at + 1,
    total: data.pages[0]?.total ?? items.length,
  }
}

/**
 * The list the student came from (decision 0188): of the lists in the query cache (the bank or
 * 'Moje zadania' under any filters, the review queue) the one read last that holds the exercise.
 * Null after a reload, when the cache is empty: the page then reads the saved filters' list.
 */
export function neighboursFromCache(
  queryClient: QueryClient,
  userId: string,
  exerciseId: string,
): Neighbours | null {
  const cache = queryClient.getQueryCache()
  const lists = [
    ...cache.findAll({ queryKey: exerciseKeys.lists(userId) }),
    ...cache.findAll({ queryKey: exerciseKeys.reviewQueue(userId), exact: true }),
  ].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  for (const query of lists) {
    const data = query.state.data as InfiniteData<ExercisePage, unknown> | undefined
    const found = data?.pages ? neighboursIn(data, exerciseId) : null
    if (found) return found
  }
  return null
}

/** The bank under the saved filters: the list a visit to 'Zadania' without parameters shows. */
export function savedListFilters(saved: ExerciseFilters | null | undefined): ExerciseListFilters {
  return {
    scope: 'BANK',
    subjects: saved?.subjects ?? [],
    levels: saved?.levels ?? [],
    topics: saved?.topics ?? [],
    difficulty: saved?.difficulty ?? [],
    status: saved?.status ?? 'ALL',
  }
}
