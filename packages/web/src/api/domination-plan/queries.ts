import { queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['domination-plan'] as const

/** The domination plan's query keys, under the user (a second account never sees the first's). */
export const dominationPlanKeys = {
  all,
  user: (userId: string) => [...all, userId] as const,
  plan: (userId: string) => [...all, userId, 'plan'] as const,
  checkIns: (userId: string) => [...all, userId, 'check-ins'] as const,
}

/** `GET /api/saas/domination-plan`: vision, goals with milestones, weekly actions (version 0 empty). */
export function dominationPlanQuery(userId: string) {
  return queryOptions({
    queryKey: dominationPlanKeys.plan(userId),
    queryFn: ({ signal }) =>
      okBody(tsr.dominationPlan.getDominationPlan.query({ fetchOptions: { signal } })),
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** `GET …/check-ins`: the weekly check-ins, latest first, and the one due now. */
export function checkInsQuery(userId: string) {
  return queryOptions({
    queryKey: dominationPlanKeys.checkIns(userId),
    queryFn: ({ signal }) =>
      okBody(tsr.dominationPlan.listCheckIns.query({ fetchOptions: { signal } })),
    staleTime: 30_000,
    retryOnMount: false,
  })
}
