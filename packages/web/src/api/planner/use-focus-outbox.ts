import type { FocusResult, Plan } from '@app/contract/planner'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { indexedDbStorage } from '../../lib/outbox/indexed-db'
import { Outbox } from '../../lib/outbox/outbox'
import { useOutboxState } from '../../lib/outbox/use-outbox-state'
import { webLock } from '../../lib/outbox/web-lock'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { okBody } from '../ok-body'
import { invalidateProgress } from '../progress/queries'
import { FOCUS_DONE_OUTBOX, type FocusDoneOutbox, type PendingFocusDone } from './focus-outbox'
import { withBlockDone, withFocusResult } from './plan-cache'
import { plannerKeys } from './queries'

// One outbox per user for the whole tab: leaving focus mode does not stop its retries.
const outboxes = new Map<string, FocusDoneOutbox<FocusResult>>()

function outboxFor(userId: string, queryClient: QueryClient): FocusDoneOutbox<FocusResult> {
  let outbox = outboxes.get(userId)
  if (!outbox) {
    outbox = new Outbox<PendingFocusDone, FocusResult>({
      send: ({ key, planId, blockId }) =>
        okBody(
          tsr.planner.focusBlock.mutate({
            params: { id: planId, blockId },
            headers: { 'idempotency-key': key },
            body: { action: 'DONE' },
          }),
        ),
      storage: indexedDbStorage(FOCUS_DONE_OUTBOX, userId),
      exclusive: webLock(`kurs-planer-gotowe:${userId}`),
      onSent: ({ planId }, sent) => {
        queryClient.setQueryData<Plan>(plannerKeys.plan(userId, planId), (plan) =>
          plan ? withFocusResult(plan, sent) : plan,
        )
        void queryClient.invalidateQueries({ queryKey: plannerKeys.plans(userId) })
        invalidateProgress(queryClient, userId)
      },
      // A refusal (the block was removed, or done elsewhere first): read the plan again.
      onRefused: ({ planId }) =>
        void queryClient.invalidateQueries({ queryKey: plannerKeys.plan(userId, planId) }),
    })
    outboxes.set(userId, outbox)
    void outbox.start().catch(() => {})
  }
  return outbox
}

/**
 * Focus mode's 'Gotowe' on its way to `POST …/blocks/{blockId}/focus` (see Outbox): kept on the
 * device while the network or the server fails, sent once on recovery with its key.
 */
export function useFocusOutbox(userId: string) {
  const outbox = outboxFor(userId, useQueryClient())
  const state = useOutboxState(outbox)
  return { outbox, state }
}

/**
 * Focus mode's 'Gotowe': the block goes into the outbox with a new Idempotency-Key and shows as
 * done at once (the server's answer replaces it with its counted minutes when it comes).
 */
export function useFocusDone(userId: string, planId: string) {
  const queryClient = useQueryClient()
  const { outbox, state } = useFocusOutbox(userId)
  const done = async (blockId: string) => {
    await outbox.enqueue({ key: newIdempotencyKey(), planId, blockId })
    queryClient.setQueryData<Plan>(plannerKeys.plan(userId, planId), (plan) =>
      plan ? withBlockDone(plan, blockId) : plan,
    )
  }
  return { done, state }
}

/** Reads the plan again (a tab that wakes may find the timer changed in another one). */
export function useReloadPlan(userId: string, planId: string) {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: plannerKeys.plan(userId, planId) })
}
