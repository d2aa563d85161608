import type { CreateCheckInRequest } from '@app/contract/domination-plan'
import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { useKeyedIntent } from '../keyed-intent'
import { dominationPlanKeys } from './queries'

function useRefreshUser(userId: string) {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: dominationPlanKeys.user(userId) })
}

/**
 * `PUT /api/saas/domination-plan`: the whole plan with the version read. A 409 refetches; the
 * page keeps the edit to apply it again.
 */
export function useUpdateDominationPlan(userId: string) {
  const queryClient = useQueryClient()
  const refresh = useRefreshUser(userId)
  return tsr.dominationPlan.updateDominationPlan.useMutation({
    onSuccess: (response) =>
      queryClient.setQueryData(dominationPlanKeys.plan(userId), response.body),
    onError: refresh,
  })
}

/**
 * `POST …/check-ins`: a week summed up, once per intended check-in (its Idempotency-Key). It
 * ticks the week's actions and adds the next week's, so the plan is read again.
 */
export function useCreateCheckIn(userId: string) {
  const intent = useKeyedIntent()
  const refresh = useRefreshUser(userId)
  const mutation = tsr.dominationPlan.createCheckIn.useMutation({
    onSuccess: () => {
      intent.done()
      refresh()
    },
  })
  return {
    ...mutation,
    mutateAsync: (body: CreateCheckInRequest) =>
      mutation.mutateAsync({ body, headers: { 'idempotency-key': intent.keyFor(body) } }),
  }
}

/** `PUT …/check-ins/{id}`: corrected answers and ticks (the plan's actions follow). */
export const useUpdateCheckIn = (userId: string) =>
  tsr.dominationPlan.updateCheckIn.useMutation({ onSettled: useRefreshUser(userId) })
