import type { StatisticsQuery } from '@app/contract/progress'
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['progress'] as const

/**
 * Progress's query keys (issue 30): everything of one user under `user(userId)`, so a review, a
 * solved task or a done block elsewhere refreshes 'Dziś', the level, the league and the
 * statistics with one invalidation (`invalidateProgress`), and a second account on the same
 * browser never sees the first one's.
 */
export const progressKeys = {
  all,
  user: (userId: string) => [...all, userId] as const,
  progress: (userId: string) => [...all, userId, 'progress'] as const,
  today: (userId: string) => [...all, userId, 'today'] as const,
  /** `week` null: the current week. */
  ranking: (userId: string, week: string | null) =>
    [...all, userId, 'ranking', week ?? 'current'] as const,
  rankingHistory: (userId: string) => [...all, userId, 'ranking-history'] as const,
  statistics: (userId: string, range: StatisticsQuery) =>
    [...all, userId, 'statistics', range.from, range.to] as const,
}

/** `GET /api/saas/progress`: total XP, level, the week's XP and the streak. */
export function progressQuery(userId: string) {
  return queryOptions({
    queryKey: progressKeys.progress(userId),
    queryFn: ({ signal }) => okBody(tsr.progress.getProgress.query({ fetchOptions: { signal } })),
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** `GET /api/saas/today`: the 'Dziś' cards (each null without its tool). */
export function todayQuery(userId: string) {
  return queryOptions({
    queryKey: progressKeys.today(userId),
    queryFn: ({ signal }) => okBody(tsr.progress.getToday.query({ fetchOptions: { signal } })),
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** `GET /api/saas/ranking?week=`: a week's league (null: the current one). */
export function rankingQuery(userId: string, week: string | null) {
  return queryOptions({
    queryKey: progressKeys.ranking(userId, week),
    queryFn: ({ signal }) =>
      okBody(
        tsr.progress.getRanking.query({
          query: week ? { week } : {},
          fetchOptions: { signal },
        }),
      ),
    // A past week is frozen; the current one moves with every XP.
    staleTime: week ? 5 * 60_000 : 30_000,
    retryOnMount: false,
  })
}

/** `GET /api/saas/ranking/history`: past weeks, newest first, 10 a page. */
export function rankingHistoryQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: progressKeys.rankingHistory(userId),
    queryFn: ({ signal, pageParam }) =>
      okBody(
        tsr.progress.getRankingHistory.query({
          query: pageParam ? { nextPageKey: pageParam } : {},
          fetchOptions: { signal },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageKey,
    staleTime: 5 * 60_000,
    retryOnMount: false,
  })
}

/** `GET /api/saas/statistics?from&to`: study per Warsaw day and each tool's numbers. */
export function statisticsQuery(userId: string, range: StatisticsQuery) {
  return queryOptions({
    queryKey: progressKeys.statistics(userId, range),
    queryFn: ({ signal }) =>
      okBody(
        tsr.progress.getStatistics.query({
          query: { from: range.from, to: range.to },
          fetchOptions: { signal },
        }),
      ),
    staleTime: 60_000,
    retryOnMount: false,
  })
}

/**
 * What earns XP or feeds 'Dziś' changed (a review, a card, an attempt, a block, a video): 'Dziś',
 * the level, the league and the statistics are read again where they are shown. The other areas'
 * mutations call it (without a user: every user's, for areas whose keys name none); inactive
 * queries are only marked stale.
 */
export function invalidateProgress(queryClient: QueryClient, userId?: string) {
  void queryClient.invalidateQueries({
    queryKey: userId === undefined ? progressKeys.all : progressKeys.user(userId),
  })
}
