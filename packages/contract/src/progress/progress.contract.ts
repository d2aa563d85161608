import { initContract } from '@ts-rest/core'
import { ApiErrorSchema, proposed } from '../common.schemas'
import {
  NoQuerySchema,
  ProgressSchema,
  RankingHistoryPageSchema,
  RankingHistoryQuerySchema,
  RankingQuerySchema,
  RankingSchema,
  StatisticsQuerySchema,
  StatisticsSchema,
  TodaySchema,
} from './progress.schemas'

const c = initContract()
const refused = { 400: ApiErrorSchema, 403: ApiErrorSchema }

/**
 * Progress (issue 30, decision 0193): the caller's own XP, day, league and statistics, never
 * anyone else's: no call takes a user, and an unknown query parameter (`?userId=`) is 400. For
 * platform users (a tool, a subscription or a platform sign-up); the ranking for staff too.
 */
export const progressContract = c.router({
  getProgress: {
    method: 'GET',
    path: '/saas/progress',
    query: NoQuerySchema,
    responses: { 200: ProgressSchema, ...refused },
    summary: "The caller's total XP, level, this week's XP and streak",
    metadata: proposed,
  },
  getToday: {
    method: 'GET',
    path: '/saas/today',
    query: NoQuerySchema,
    responses: { 200: TodaySchema, ...refused },
    summary:
      "'Dziś': today's planner blocks, the flashcards due, a suggested exercise and the course's week; each null without its tool",
    metadata: proposed,
  },
  getRanking: {
    method: 'GET',
    path: '/saas/ranking',
    query: RankingQuerySchema,
    responses: { 200: RankingSchema, ...refused },
    summary:
      "A week's league (default the current one): top 50, the caller's row and neighbours. 400 for a malformed or future week; 403 before the ranking opens (staff always see it) and for a week before it",
    metadata: proposed,
  },
  getRankingHistory: {
    method: 'GET',
    path: '/saas/ranking/history',
    query: RankingHistoryQuerySchema,
    responses: { 200: RankingHistoryPageSchema, ...refused },
    summary:
      "Past weeks since the ranking opened, newest first, 10 a page: the caller's place and XP, the top 3",
    metadata: proposed,
  },
  getStatistics: {
    method: 'GET',
    path: '/saas/statistics',
    query: StatisticsQuerySchema,
    responses: { 200: StatisticsSchema, ...refused },
    summary:
      'Study time and XP per Warsaw day, the streak and a section per tool (null without it) from `from` to `to` (at most 366 days). 403 for parents',
    metadata: proposed,
  },
})
