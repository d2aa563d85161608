import type { Settings } from '@app/contract/user'
import {
  hasFilterParams,
  normalizeFilters,
  searchOfFilters,
  type ExerciseFilterValues,
  type ExerciseListSearch,
} from './exercise-list-search'

/**
 * Which filters a visit without any starts with (decision 0186): the ones saved last
 * (`POST /api/user/exercise-filters`), or before the first save the exercise settings' subjects,
 * level and difficulty. A plain module: the route's `beforeLoad` reads it.
 */
export function savedFilters(
  settings: Pick<Settings, 'exerciseFilters' | 'exerciseSettings'>,
): ExerciseFilterValues {
  if (settings.exerciseFilters) return normalizeFilters(settings.exerciseFilters)
  const { subjects, level, difficulty } = settings.exerciseSettings
  return normalizeFilters({
    subjects,
    levels: [level],
    topics: [],
    difficulty: [difficulty],
    status: 'ALL',
  })
}

/**
 * Where a visit to the list goes: a link with filters wins (null: stay); without any, the saved
 * filters are put into the address (the tab is kept). Null too when there is nothing to restore.
 */
export function restoredSearch(
  search: ExerciseListSearch,
  settings: Pick<Settings, 'exerciseFilters' | 'exerciseSettings'>,
): ExerciseListSearch | null {
  if (hasFilterParams(search)) return null
  const restored = searchOfFilters(savedFilters(settings))
  if (Object.keys(restored).length === 0) return null
  return { ...search, ...restored }
}
