import type { BlockStatus } from '@app/contract/planner'
import { BLOCK_STATUSES } from '@app/contract/planner/constants'
import type { IndexedDbOutbox } from '../../lib/outbox/indexed-db'

/**
 * A block marked done, not done or planned again in the plan view, waiting for
 * `PATCH …/plans/{id}/blocks` (decisions 0143, 0176): its Idempotency-Key, the block and the
 * version it was marked from.
 */
export interface PendingBlockMark {
  key: string
  planId: string
  blockId: string
  version: number
  status: BlockStatus
}

function isPendingBlockMark(value: unknown): value is PendingBlockMark {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<keyof PendingBlockMark, unknown>
  return (
    typeof entry.key === 'string' &&
    typeof entry.planId === 'string' &&
    typeof entry.blockId === 'string' &&
    typeof entry.version === 'number' &&
    (BLOCK_STATUSES as readonly unknown[]).includes(entry.status)
  )
}

export const BLOCK_MARKS_OUTBOX: IndexedDbOutbox<PendingBlockMark> = {
  database: 'kurs-planer-oznaczenia',
  store: 'oznaczenia',
  isEntry: isPendingBlockMark,
}
