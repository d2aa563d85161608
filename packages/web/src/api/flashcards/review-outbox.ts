import { GRADES } from '@app/contract/flashcards/constants'
import type { ReviewRequest } from '@app/contract/flashcards/study'
import type { IndexedDbOutbox } from '../../lib/outbox/indexed-db'
import type { Outbox } from '../../lib/outbox/outbox'

/** One grade waiting for the server: the review's body, its deck, and its Idempotency-Key. */
export interface PendingReview extends ReviewRequest {
  key: string
  deckId: string
}

/** The flashcard grades' outbox (decision 0143). */
export type ReviewOutbox<Sent = unknown> = Outbox<PendingReview, Sent>

const GRADE_SET = new Set<number>(GRADES)

function isPendingReview(value: unknown): value is PendingReview {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<keyof PendingReview, unknown>
  return (
    typeof entry.key === 'string' &&
    typeof entry.cardId === 'string' &&
    typeof entry.deckId === 'string' &&
    typeof entry.grade === 'number' &&
    GRADE_SET.has(entry.grade) &&
    typeof entry.reviewedAt === 'string' &&
    typeof entry.durationMs === 'number'
  )
}

/** The database the grades have waited in since they first had an outbox. */
export const REVIEW_OUTBOX: IndexedDbOutbox<PendingReview> = {
  database: 'kurs-fiszki',
  store: 'oceny',
  isEntry: isPendingReview,
}
