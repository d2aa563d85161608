import { queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['planner'] as const

/**
 * The learning planner's query keys: everything of one user under `user(userId)`, so one write
 * refreshes the list's summaries and the open plan together, and a second account on the same
 * browser never sees the first one's plans.
 */
export const plannerKeys = {
  all,
  user: (userId: string) => [...all, userId] as const,
  plans: (userId: string) => [...all, userId, 'plans'] as const,
  plan: (userId: string, planId: string) => [...all, userId, 'plan', planId] as const,
}

/** `GET /api/saas/planner/plans`: the active plans, then the archived, each as a summary. */
export function plansQuery(userId: string) {
  return queryOptions({
    queryKey: plannerKeys.plans(userId),
    queryFn: ({ signal }) => okBody(tsr.planner.listPlans.query({ fetchOptions: { signal } })),
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** `GET …/plans/{id}`: one plan with its blocks (another user's is 404, as an unknown one). */
export function planQuery(userId: string, planId: string) {
  return queryOptions({
    queryKey: plannerKeys.plan(userId, planId),
    queryFn: ({ signal }) =>
      okBody(tsr.planner.getPlan.query({ params: { id: planId }, fetchOptions: { signal } })),
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** `GET …/plans/{id}/ics`: the plan as an iCalendar file's text, asked for when downloaded. */
export const fetchPlanCalendar = (planId: string) =>
  okBody(tsr.planner.exportCalendar.query({ params: { id: planId } }))
