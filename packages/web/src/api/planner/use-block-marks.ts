import type { Block, BlockChangesResult, BlockStatus, Plan } from '@app/contract/planner'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { newIdempotencyKey } from '../../lib/idempotency-key'
import { indexedDbStorage } from '../../lib/outbox/indexed-db'
import { Outbox } from '../../lib/outbox/outbox'
import { useOutboxState } from '../../lib/outbox/use-outbox-state'
import { webLock } from '../../lib/outbox/web-lock'
import { okBody } from '../ok-body'
import { invalidateProgress } from '../progress/queries'
import { BLOCK_MARKS_OUTBOX, type PendingBlockMark } from './marks-outbox'
import { withBlockChanges } from './plan-cache'
import { plannerKeys } from './queries'

type MarksOutbox = Outbox<PendingBlockMark, BlockChangesResult>

/** What became of a mark: the server's answer, kept on the device for later, or refused. */
export type MarkOutcome =
  | { kind: 'sent'; result: BlockChangesResult }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string }

// One outbox per user for the whole tab: leaving the plan does not stop its retries.
const outboxes = new Map<string, MarksOutbox>()

function outboxFor(userId: string, queryClient: QueryClient): MarksOutbox {
  let outbox = outboxes.get(userId)
  if (!outbox) {
    outbox = new Outbox<PendingBlockMark, BlockChangesResult>({
      send: ({ key, planId, blockId, version, status }) =>
        okBody(
          tsr.planner.changeBlocks.mutate({
            params: { id: planId },
            headers: { 'idempotency-key': key },
            body: { changes: [{ blockId, version, status }] },
          }),
        ),
      storage: indexedDbStorage(BLOCK_MARKS_OUTBOX, userId),
      exclusive: webLock(`kurs-planer-oznaczenia:${userId}`),
      onSent: ({ planId }, sent) => {
        queryClient.setQueryData<Plan>(plannerKeys.plan(userId, planId), (plan) =>
          plan ? withBlockChanges(plan, sent) : plan,
        )
        void queryClient.invalidateQueries({ queryKey: plannerKeys.plans(userId) })
        // Done gives the block's XP, undone takes it back; 'Dziś' shows the new status.
        invalidateProgress(queryClient, userId)
      },
      // A refusal (a stale version, a block done before its day): read the plan again.
      onRefused: ({ planId }) =>
        void queryClient.invalidateQueries({ queryKey: plannerKeys.plan(userId, planId) }),
    })
    outboxes.set(userId, outbox)
    void outbox.start().catch(() => {})
  }
  return outbox
}

/** Resolves with the entry's delivery, or 'queued' as soon as the outbox waits to retry it. */
function deliveredOrQueued(outbox: MarksOutbox, key: string): Promise<MarkOutcome> {
  return new Promise((resolve) => {
    const waits = () =>
      outbox.snapshot().retryInMs !== null &&
      outbox.snapshot().pending.some((entry) => entry.key === key)
    const unsubscribe = outbox.subscribe(() => {
      if (waits()) finish({ kind: 'queued' })
    })
    const finish = (outcome: MarkOutcome) => {
      unsubscribe()
      resolve(outcome)
    }
    if (waits()) finish({ kind: 'queued' })
    void outbox
      .delivery(key)
      .then((delivery) =>
        finish(
          delivery.kind === 'sent'
            ? { kind: 'sent', result: delivery.sent }
            : delivery.kind === 'refused'
              ? { kind: 'refused', message: delivery.message }
              : { kind: 'queued' },
        ),
      )
  })
}

/**
 * Done, not done and planned again, through the shared offline outbox (issue 28 'Offline'): each
 * mark gets its own Idempotency-Key, shows at once, and while the network or the server fails it
 * waits on the device ('Zapisano na tym urządzeniu') and is sent once on recovery.
 */
export function useBlockMarks(userId: string, planId: string) {
  const queryClient = useQueryClient()
  const outbox = outboxFor(userId, queryClient)
  const state = useOutboxState(outbox)
  const mark = async (block: Block, status: BlockStatus): Promise<MarkOutcome> => {
    const key = newIdempotencyKey()
    await outbox.enqueue({ key, planId, blockId: block.id, version: block.version, status })
    queryClient.setQueryData<Plan>(plannerKeys.plan(userId, planId), (plan) =>
      plan
        ? {
            ...plan,
            blocks: plan.blocks.map((b) => (b.id === block.id ? { ...b, status } : b)),
          }
        : plan,
    )
    return deliveredOrQueued(outbox, key)
  }
  const waiting = state.retryInMs !== null && state.pending.some((entry) => entry.planId === planId)
  return { mark, waiting }
}
