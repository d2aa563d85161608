import type {
  ExerciseDifficulty,
  ExerciseLevel,
  ExerciseProgressFilter,
} from '@app/contract/exercises/constants'

/**
 * The exercise list's filters, order and pages (issue 29): what `GET /api/saas/exercises` and the
 * review queue do with the exercises the caller sees. Pure, so the mock and the bench share it.
 */

/** What the list reads of an exercise. */
export interface FilterableExercise {
  id: string
  subject: string
  level: ExerciseLevel
  topic: string
  difficulty: ExerciseDifficulty
  createdAt: string
  updatedAt: string
  submittedAt: string | null
}

/** The list query's filters; an empty or absent list filters nothing. */
export interface ExerciseFilter {
  subjects?: readonly string[]
  levels?: readonly ExerciseLevel[]
  topics?: readonly string[]
  difficulty?: readonly ExerciseDifficulty[]
  /** TODO: not solved by the caller yet; DONE: solved. */
  status?: ExerciseProgressFilter
}

/**
 * NEWEST: the bank, newest first; UPDATED: the caller's own, last changed first; SUBMITTED: the
 * review queue, longest waiting first. Ties by id, so pages never repeat or skip.
 */
export type ExerciseOrder = 'NEWEST' | 'UPDATED' | 'SUBMITTED'

const setOf = <T>(values: readonly T[] | undefined): Set<T> | null =>
  values && values.length > 0 ? new Set(values) : null

/** The exercises that pass every filter, in their order. */
export function filterExercises<T extends FilterableExercise>(
  items: Iterable<T>,
  filter: ExerciseFilter,
  isSolved: (id: string) => boolean,
): T[] {
  const subjects = setOf(filter.subjects)
  const levels = setOf(filter.levels)
  const topics = setOf(filter.topics)
  const difficulty = setOf(filter.difficulty)
  const status = filter.status ?? 'ALL'
  const out: T[] = []
  for (const item of items) {
    if (subjects && !subjects.has(item.subject)) continue
    if (levels && !levels.has(item.level)) continue
    if (topics && !topics.has(item.topic)) continue
    if (difficulty && !difficulty.has(item.difficulty)) continue
    if (status !== 'ALL' && isSolved(item.id) !== (status === 'DONE')) continue
    out.push(item)
  }
  return out
}

const byId = (a: FilterableExercise, b: FilterableExercise) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0

const ORDERS: Record<ExerciseOrder, (a: FilterableExercise, b: FilterableExercise) => number> = {
  NEWEST: (a, b) => b.createdAt.localeCompare(a.createdAt) || byId(b, a),
  UPDATED: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || byId(b, a),
  SUBMITTED: (a, b) =>
    (a.submittedAt ?? a.createdAt).localeCompare(b.submittedAt ?? b.createdAt) || byId(a, b),
}

/** A copy in the list's order. */
export const sortExercises = <T extends FilterableExercise>(
  items: readonly T[],
  order: ExerciseOrder,
): T[] => [...items].sort(ORDERS[order])

export interface ExercisePageSlice<T> {
  items: T[]
  /** The id the next page starts after; null on the last page. */
  nextAfterId: string | null
}

/**
 * One page of an ordered list, after the item `afterId` (the first page without it). Null when
 * `afterId` names no item of the list (another filter, or gone since): a bad page key.
 */
export function pageExercises<T extends { id: string }>(
  items: readonly T[],
  size: number,
  afterId?: string,
): ExercisePageSlice<T> | null {
  let start = 0
  if (afterId !== undefined) {
    const index = items.findIndex((item) => item.id === afterId)
    if (index < 0) return null
    start = index + 1
  }
  const page = items.slice(start, start + size)
  const more = start + size < items.length
  return { items: page, nextAfterId: more ? (page.at(-1)?.id ?? null) : null }
}

/** Filtered, ordered and paged: the list's whole work. */
export function listExercises<T extends FilterableExercise>(
  items: Iterable<T>,
  query: { filter: ExerciseFilter; order: ExerciseOrder; size: number; afterId?: string },
  isSolved: (id: string) => boolean,
): { slice: ExercisePageSlice<T>; total: number } | null {
  const matching = sortExercises(filterExercises(items, query.filter, isSolved), query.order)
  const slice = pageExercises(matching, query.size, query.afterId)
  return slice && { slice, total: matching.length }
}
