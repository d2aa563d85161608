import type { IndexedDbOutbox } from '../../lib/outbox/indexed-db'
import type { Outbox } from '../../lib/outbox/outbox'

/** One 'Gotowe' of focus mode waiting for the server: its block and its Idempotency-Key. */
export interface PendingFocusDone {
  key: string
  planId: string
  blockId: string
}

/** The focus mode's 'Gotowe' outbox (decisions 0143, 0175). */
export type FocusDoneOutbox<Sent = unknown> = Outbox<PendingFocusDone, Sent>

function isPendingFocusDone(value: unknown): value is PendingFocusDone {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<keyof PendingFocusDone, unknown>
  return (
    typeof entry.key === 'string' &&
    typeof entry.planId === 'string' &&
    typeof entry.blockId === 'string'
  )
}

export const FOCUS_DONE_OUTBOX: IndexedDbOutbox<PendingFocusDone> = {
  database: 'kurs-planer',
  store: 'gotowe',
  isEntry: isPendingFocusDone,
}
