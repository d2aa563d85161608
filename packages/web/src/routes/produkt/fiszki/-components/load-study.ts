import { toApiError } from '@app/domain/shared/api-errors'
import { notFound } from '@tanstack/react-router'
import { dueQuery } from '../../../../api/flashcards/queries'
import type { AppQueryClient } from '../../../../lib/query-client'

interface StudyContext {
  queryClient: AppQueryClient
  session: { user: { id: string; features: { flashcards: boolean } } | null }
}

/**
 * A study page's loader: the whole session and the grades an earlier visit left unsent, so the
 * session starts knowing them. An unknown or another user's deck is the not-found page.
 */
export async function loadStudy({ queryClient, session }: StudyContext, deckId: string | null) {
  const user = session.user
  if (!user?.features.flashcards) return
  await Promise.all([
    queryClient.ensureQueryData(dueQuery(user.id, deckId)).catch((error: unknown) => {
      if (toApiError(error).httpsStatus === 404) throw notFound()
      throw error
    }),
    // The outbox (IndexedDB) loads with the study pages, not with the route tree.
    import('../../../../api/flashcards/use-review-outbox').then(({ loadReviewOutbox }) =>
      loadReviewOutbox(user.id, queryClient),
    ),
  ])
}
