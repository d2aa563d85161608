import type { ActivityEvent, ActivityPage } from '@app/contract/activity'
import type {
  ExerciseDifficulty,
  ExerciseLevel,
  ExerciseProgressFilter,
  ExerciseScope,
} from '@app/contract/exercises/constants'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['exercises'] as const

/** One list's query (the list page's filters and tab); arrays are plain ids, empty for "any". */
export interface ExerciseListFilters {
  scope: ExerciseScope
  subjects: readonly string[]
  levels: readonly ExerciseLevel[]
  topics: readonly string[]
  difficulty: readonly ExerciseDifficulty[]
  status: ExerciseProgressFilter
}

/**
 * The tasks tool's query keys: everything of one user sits under `user(userId)`, so an attempt,
 * an edit or a review refreshes the lists, the exercise and the queue with one invalidation, and a
 * second account on the same browser never sees the first one's exercises.
 */
export const exerciseKeys = {
  all,
  user: (userId: string) => [...all, userId] as const,
  lists: (userId: string) => [...all, userId, 'list'] as const,
  list: (userId: string, filters: ExerciseListFilters) =>
    [...all, userId, 'list', filters] as const,
  exercise: (userId: string, exerciseId: string) =>
    [...all, userId, 'exercise', exerciseId] as const,
  source: (userId: string, exerciseId: string) => [...all, userId, 'source', exerciseId] as const,
  reviewQueue: (userId: string) => [...all, userId, 'review-queue'] as const,
  /** The exercises solved per Warsaw day (the header's 'Dziś rozwiązane'). */
  solved: (userId: string) => [...all, userId, 'solved'] as const,
  solvedOn: (userId: string, dayKey: string) => [...all, userId, 'solved', dayKey] as const,
}

/** Arrays go as comma-separated values (the contract takes both; not every server reads `a[0]=`). */
const csv = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined)

/** The list's query string: empty filters are left out. */
export function listQueryParams(filters: ExerciseListFilters, nextPageKey: string | null) {
  const query = {
    scope: filters.scope,
    status: filters.status,
    subjects: csv(filters.subjects),
    levels: csv(filters.levels),
    topics: csv(filters.topics),
    difficulty: csv(filters.difficulty),
    nextPageKey: nextPageKey ?? undefined,
  }
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >
}

/** `GET /api/saas/exercises`: the bank (BANK) or the caller's own (MINE), 20 a page, with the total. */
export function exercisesQuery(userId: string, filters: ExerciseListFilters) {
  return infiniteQueryOptions({
    queryKey: exerciseKeys.list(userId, filters),
    queryFn: ({ signal, pageParam }) =>
      okBody(
        tsr.exercises.listExercises.query({
          query: listQueryParams(filters, pageParam),
          fetchOptions: { signal },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageKey,
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** `GET /api/saas/exercises/review-queue`: waiting for review, oldest first (reviewers and admins). */
export function reviewQueueQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: exerciseKeys.reviewQueue(userId),
    queryFn: ({ signal, pageParam }) =>
      okBody(
        tsr.exercises.reviewQueue.query({
          query: pageParam ? { nextPageKey: pageParam } : {},
          fetchOptions: { signal },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageKey,
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/**
 * `GET /api/saas/exercises/{id}`: one exercise as a student sees it (no key or solution before it
 * is solved or revealed); another user's private one is 404, as an unknown one.
 */
export function exerciseQuery(userId: string, exerciseId: string) {
  return queryOptions({
    queryKey: exerciseKeys.exercise(userId, exerciseId),
    queryFn: ({ signal }) =>
      okBody(
        tsr.exercises.getExercise.query({ params: { id: exerciseId }, fetchOptions: { signal } }),
      ),
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** `GET /api/saas/exercises/{id}/edit`: the source with its key and history (its editors only). */
export function exerciseSourceQuery(userId: string, exerciseId: string) {
  return queryOptions({
    queryKey: exerciseKeys.source(userId, exerciseId),
    queryFn: ({ signal }) =>
      okBody(
        tsr.exercises.getExerciseSource.query({
          params: { id: exerciseId },
          fetchOptions: { signal },
        }),
      ),
    // The editor reads it once per visit; a refetch must not replace what is being typed.
    staleTime: Infinity,
    gcTime: 0,
    retryOnMount: false,
  })
}

/** The most pages of one day's `exercise_solved` events read (100 a page; the goal is at most 50). */
const SOLVED_PAGES_MAX = 5

/**
 * `GET /api/saas/activity` of one Warsaw day, `exercise_solved` only: the events the header's
 * 'Dziś rozwiązane' counts (through the domain's daily goal rule).
 */
export function solvedOnDayQuery(userId: string, dayKey: string) {
  return queryOptions({
    queryKey: exerciseKeys.solvedOn(userId, dayKey),
    queryFn: async ({ signal }) => {
      const events: ActivityEvent[] = []
      let nextPageKey: string | null = null
      for (let page = 0; page < SOLVED_PAGES_MAX; page++) {
        const body: ActivityPage = await okBody(
          tsr.activity.listActivity.query({
            query: {
              from: dayKey,
              to: dayKey,
              types: 'exercise_solved',
              ...(nextPageKey ? { nextPageKey } : {}),
            },
            fetchOptions: { signal },
          }),
        )
        events.push(...body.items)
        nextPageKey = body.nextPageKey
        if (!nextPageKey) break
      }
      return events
    },
    staleTime: 30_000,
    retryOnMount: false,
  })
}
