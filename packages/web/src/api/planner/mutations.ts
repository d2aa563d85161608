import type {
  BlockChangesRequest,
  CreateBlockRequest,
  FocusAction,
  Plan,
  PlanInput,
} from '@app/contract/planner'
import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { useKeyedIntent } from '../keyed-intent'
import { invalidateProgress } from '../progress/queries'
import { withBlockChanges, withFocusResult } from './plan-cache'
import { plannerKeys } from './queries'

/** Every write changes a summary on the list and maybe today's blocks on 'Dziś': refresh both. */
function useRefreshUser(userId: string) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: plannerKeys.user(userId) })
    invalidateProgress(queryClient, userId)
  }
}

/**
 * `POST …/plans` from the wizard, with one Idempotency-Key per intended plan: a double click or a
 * retry makes one plan. The answer is cached as the plan's own query.
 */
export function useCreatePlan(userId: string) {
  const queryClient = useQueryClient()
  const intent = useKeyedIntent()
  const mutation = tsr.planner.createPlan.useMutation({
    onSuccess: (response) => {
      intent.done()
      queryClient.setQueryData(plannerKeys.plan(userId, response.body.id), response.body)
      void queryClient.invalidateQueries({ queryKey: plannerKeys.plans(userId) })
    },
  })
  return {
    ...mutation,
    mutateAsync: (body: PlanInput) =>
      mutation.mutateAsync({ body, headers: { 'idempotency-key': intent.keyFor(body) } }),
  }
}

/** `PUT …/plans/{id}` with the version read; a 409 refetches, the caller keeps the edit. */
export function useUpdatePlan(userId: string) {
  const queryClient = useQueryClient()
  const refresh = useRefreshUser(userId)
  return tsr.planner.updatePlan.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData(plannerKeys.plan(userId, response.body.id), response.body)
      refresh()
    },
    onError: refresh,
  })
}

export const useDeletePlan = (userId: string) =>
  tsr.planner.deletePlan.useMutation({ onSettled: useRefreshUser(userId) })
export const useArchivePlan = (userId: string) =>
  tsr.planner.archivePlan.useMutation({ onSettled: useRefreshUser(userId) })
export const useRestorePlan = (userId: string) =>
  tsr.planner.restorePlan.useMutation({ onSettled: useRefreshUser(userId) })

/**
 * `PATCH …/plans/{id}/blocks`: done, missed, moved or resized blocks, all or nothing, one
 * Idempotency-Key per intended batch. The answer updates the cached plan at once (re-flowed
 * blocks included); a refusal (409 stale, 422) refetches the plan.
 */
export function useChangeBlocks(userId: string, planId: string) {
  const queryClient = useQueryClient()
  const refresh = useRefreshUser(userId)
  const intent = useKeyedIntent()
  const mutation = tsr.planner.changeBlocks.useMutation({
    onSuccess: (response) => {
      intent.done()
      queryClient.setQueryData<Plan>(plannerKeys.plan(userId, planId), (plan) =>
        plan ? withBlockChanges(plan, response.body) : plan,
      )
      void queryClient.invalidateQueries({ queryKey: plannerKeys.plans(userId) })
      // A block done (10 XP) or undone, and today's blocks on 'Dziś'.
      invalidateProgress(queryClient, userId)
    },
    onError: refresh,
  })
  return {
    ...mutation,
    mutateAsync: (body: BlockChangesRequest) =>
      mutation.mutateAsync({
        params: { id: planId },
        body,
        headers: { 'idempotency-key': intent.keyFor(body) },
      }),
  }
}

/** `POST …/plans/{id}/blocks`: a block added by hand, once per intended block. */
export function useCreateBlock(userId: string, planId: string) {
  const intent = useKeyedIntent()
  const refresh = useRefreshUser(userId)
  const mutation = tsr.planner.createBlock.useMutation({
    onSuccess: () => {
      intent.done()
      refresh()
    },
  })
  return {
    ...mutation,
    mutateAsync: (body: CreateBlockRequest) =>
      mutation.mutateAsync({
        params: { id: planId },
        body,
        headers: { 'idempotency-key': intent.keyFor(body) },
      }),
  }
}

export const useDeleteBlock = (userId: string) =>
  tsr.planner.deleteBlock.useMutation({ onSettled: useRefreshUser(userId) })

/** `POST …/plans/{id}/reflow`: every missed block to the nearest free slot before its date. */
export function useReflowPlan(userId: string, planId: string) {
  const queryClient = useQueryClient()
  return tsr.planner.reflowPlan.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData<Plan>(plannerKeys.plan(userId, planId), (plan) =>
        plan ? withBlockChanges(plan, response.body) : plan,
      )
      void queryClient.invalidateQueries({ queryKey: plannerKeys.plans(userId) })
    },
  })
}

/** `POST …/plans/{id}/feed`: the calendar subscription's address (again: a new one). */
export const useCreateFeed = () => tsr.planner.createFeed.useMutation()
/** `DELETE …/plans/{id}/feed`: the subscribed calendars stop updating. */
export const useDeleteFeed = () => tsr.planner.deleteFeed.useMutation()

/**
 * `POST …/plans/{id}/blocks/{blockId}/focus` for focus mode's START, PAUSE, RESUME and STOP (its
 * 'Gotowe' goes through the outbox, ./use-focus-outbox.ts), one Idempotency-Key per intended
 * action. The answer updates the cached plan; a refusal refetches it.
 */
export function useFocusBlock(userId: string, planId: string) {
  const queryClient = useQueryClient()
  const intent = useKeyedIntent()
  const mutation = tsr.planner.focusBlock.useMutation({
    onSuccess: (response) => {
      intent.done()
      queryClient.setQueryData<Plan>(plannerKeys.plan(userId, planId), (plan) =>
        plan ? withFocusResult(plan, response.body) : plan,
      )
      invalidateProgress(queryClient, userId)
    },
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: plannerKeys.plan(userId, planId) }),
  })
  return {
    ...mutation,
    mutateAsync: (blockId: string, action: Exclude<FocusAction, 'DONE'>) =>
      mutation.mutateAsync({
        params: { id: planId, blockId },
        body: { action },
        headers: { 'idempotency-key': intent.keyFor({ blockId, action }) },
      }),
  }
}
