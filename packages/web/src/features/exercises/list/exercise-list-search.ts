import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_PROGRESS_FILTERS,
  EXERCISE_SUBJECTS,
  EXERCISE_TOPICS,
  type ExerciseDifficulty,
  type ExerciseLevel,
  type ExerciseProgressFilter,
  type ExerciseSubject,
} from '@app/contract/exercises/constants'
import type { Group } from '@app/contract/user'
import { exerciseRoleOf } from '@app/domain/exercises/exercise-rights'

/**
 * The tasks list's search (decision 0133: a plain codec, no schema in the route tree; decision
 * 0186): `?zakladka=moje|do-recenzji` and the bank's filters `?przedmiot=&poziom=&temat=&trudnosc=`
 * as comma-separated ids, `?status=TODO|DONE`. A value that does not fit is dropped, never an
 * error; the lists come back in the contract's order, so equal filters are one URL and one query.
 */

export const EXERCISE_LIST_TABS = ['baza', 'moje', 'do-recenzji'] as const
export type ExerciseListTab = (typeof EXERCISE_LIST_TABS)[number]

export interface ExerciseListSearch {
  /** Absent: 'Baza zadań'. */
  zakladka?: Exclude<ExerciseListTab, 'baza'>
  przedmiot?: string
  poziom?: string
  temat?: string
  trudnosc?: string
  /** Absent: 'Wszystkie'. */
  status?: Exclude<ExerciseProgressFilter, 'ALL'>
}

/** The bank's filters as the page and the API read them; empty lists mean "any". */
export interface ExerciseFilterValues {
  subjects: ExerciseSubject[]
  levels: ExerciseLevel[]
  topics: string[]
  difficulty: ExerciseDifficulty[]
  status: ExerciseProgressFilter
}

export const NO_FILTERS: ExerciseFilterValues = {
  subjects: [],
  levels: [],
  topics: [],
  difficulty: [],
  status: 'ALL',
}

/** The filters' search keys (the tab's is not one of them). */
export const FILTER_PARAMS = ['przedmiot', 'poziom', 'temat', 'trudnosc', 'status'] as const

/** The topics a filter offers: those of the chosen subjects, or of every subject when none is. */
export function topicsFor(subjects: readonly ExerciseSubject[]) {
  const from = subjects.length > 0 ? subjects : EXERCISE_SUBJECTS
  return from.flatMap((subject) => EXERCISE_TOPICS[subject])
}

/** The known values of `values`, once each, in `known`'s order. */
function pick<T extends string>(known: readonly T[], values: readonly unknown[]): T[] {
  return known.filter((value) => values.includes(value))
}

const listParam = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(',').map((part) => part.trim()) : []

/**
 * Filters kept to what the API takes: known ids only, in order, and topics of the chosen
 * subjects only (a topic whose subject was unticked goes with it).
 */
export function normalizeFilters(filters: {
  subjects: readonly unknown[]
  levels: readonly unknown[]
  topics: readonly unknown[]
  difficulty: readonly unknown[]
  status: unknown
}): ExerciseFilterValues {
  const subjects = pick(EXERCISE_SUBJECTS, filters.subjects)
  const topicIds = topicsFor(subjects).map((topic) => topic.id)
  return {
    subjects,
    levels: pick(EXERCISE_LEVELS, filters.levels),
    topics: pick(topicIds, filters.topics),
    difficulty: pick(EXERCISE_DIFFICULTIES, filters.difficulty),
    status: EXERCISE_PROGRESS_FILTERS.find((status) => status === filters.status) ?? 'ALL',
  }
}

/** `validateSearch` of /produkt/zadania: only what fits is kept. */
export function parseExerciseListSearch(search: Record<string, unknown>): ExerciseListSearch {
  const zakladka = EXERCISE_LIST_TABS.find((tab) => tab !== 'baza' && tab === search.zakladka) as
    ExerciseListSearch['zakladka'] | undefined
  const filters = normalizeFilters({
    subjects: listParam(search.przedmiot),
    levels: listParam(search.poziom),
    topics: listParam(search.temat),
    difficulty: listParam(search.trudnosc),
    status: search.status,
  })
  return { ...(zakladka && { zakladka }), ...searchOfFilters(filters) }
}

/** The filters a (parsed) search holds. */
export function filtersOfSearch(search: ExerciseListSearch): ExerciseFilterValues {
  return normalizeFilters({
    subjects: listParam(search.przedmiot),
    levels: listParam(search.poziom),
    topics: listParam(search.temat),
    difficulty: listParam(search.trudnosc),
    status: search.status,
  })
}

/** The search params of some filters: empty ones are left out. */
export function searchOfFilters(
  filters: ExerciseFilterValues,
): Omit<ExerciseListSearch, 'zakladka'> {
  const csv = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined)
  const search: Omit<ExerciseListSearch, 'zakladka'> = {
    przedmiot: csv(filters.subjects),
    poziom: csv(filters.levels),
    temat: csv(filters.topics),
    trudnosc: csv(filters.difficulty),
    status: filters.status === 'ALL' ? undefined : filters.status,
  }
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))
}

/** Whether the address names any filter: a link with filters wins over the saved ones. */
export const hasFilterParams = (search: ExerciseListSearch): boolean =>
  FILTER_PARAMS.some((param) => search[param] !== undefined)

/** Whether any filter narrows the bank ('Wyczyść filtry' has something to clear). */
export const isFiltered = (filters: ExerciseFilterValues): boolean =>
  filters.subjects.length + filters.levels.length + filters.topics.length > 0 ||
  filters.difficulty.length > 0 ||
  filters.status !== 'ALL'

/** Reviewers and admins review the bank's new exercises (decision 0181). */
export const canReviewExercises = (groups: readonly Group[]): boolean =>
  exerciseRoleOf(groups) !== 'STUDENT'

/** The tab shown: 'Do recenzji' is for reviewers and admins; anybody else gets the bank. */
export function shownTab(search: ExerciseListSearch, canReview: boolean): ExerciseListTab {
  const tab = search.zakladka ?? 'baza'
  return tab === 'do-recenzji' && !canReview ? 'baza' : tab
}
