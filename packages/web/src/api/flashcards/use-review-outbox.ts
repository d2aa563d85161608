import type { ReviewResult } from '@app/contract/flashcards/study'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { indexedDbStorage } from '../../lib/outbox/indexed-db'
import { Outbox } from '../../lib/outbox/outbox'
import { useOutboxState } from '../../lib/outbox/use-outbox-state'
import { webLock } from '../../lib/outbox/web-lock'
import { okBody } from '../ok-body'
import { invalidateProgress } from '../progress/queries'
import { flashcardKeys } from './queries'
import { REVIEW_OUTBOX, type PendingReview, type ReviewOutbox } from './review-outbox'

// One outbox per user for the whole tab: leaving the study page does not stop its retries.
const outboxes = new Map<string, ReviewOutbox<ReviewResult>>()
const started = new Map<string, Promise<void>>()

function outboxFor(userId: string, queryClient: QueryClient): ReviewOutbox<ReviewResult> {
  let outbox = outboxes.get(userId)
  if (!outbox) {
    outbox = new Outbox<PendingReview, ReviewResult>({
      send: ({ key, cardId, grade, reviewedAt, durationMs }) =>
        okBody(
          tsr.flashcards.review.mutate({
            headers: { 'idempotency-key': key },
            body: { cardId, grade, reviewedAt, durationMs },
          }),
        ),
      storage: indexedDbStorage(REVIEW_OUTBOX, userId),
      exclusive: webLock(`kurs-fiszki-oceny:${userId}`),
      // Counts on the deck list and 'Dziś' (and the XP) follow; the session itself is already
      // ahead of the server.
      onSent: () => {
        void queryClient.invalidateQueries({ queryKey: flashcardKeys.decks(userId) })
        invalidateProgress(queryClient, userId)
      },
    })
    outboxes.set(userId, outbox)
    started.set(userId, outbox.start())
  }
  return outbox
}

/**
 * The user's outbox with what storage holds read in (grades an earlier visit left), for the
 * study page's loader: the session it starts knows which cards were graded already.
 */
export async function loadReviewOutbox(userId: string, queryClient: QueryClient) {
  const outbox = outboxFor(userId, queryClient)
  // Storage that cannot be read (a private window) leaves an empty outbox, which still sends.
  await started.get(userId)?.catch(() => {})
  return outbox
}

/**
 * The flashcard grades on their way to `POST /api/saas/flashcards/review` (see Outbox) and
 * their state; coming back online sends what waits at once.
 */
export function useReviewOutbox(userId: string) {
  const outbox = outboxFor(userId, useQueryClient())
  const state = useOutboxState(outbox)
  return { outbox, state }
}
