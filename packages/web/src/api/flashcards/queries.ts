import type { CardListQuery } from '@app/contract/flashcards'
import type { DueSession } from '@app/contract/flashcards/study'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['flashcards'] as const

/** The filters of a deck's card list (the page's search params). */
export type CardFilters = Omit<CardListQuery, 'nextPageKey'>

/**
 * Flashcards' query keys: everything of one user sits under `user(userId)`, so a grade, an import
 * or a restore refreshes counts everywhere with one invalidation, and a second account on the
 * same browser never sees the first one's decks.
 */
export const flashcardKeys = {
  all,
  user: (userId: string) => [...all, userId] as const,
  decks: (userId: string) => [...all, userId, 'decks'] as const,
  deck: (userId: string, deckId: string) => [...all, userId, 'decks', deckId] as const,
  card: (userId: string, cardId: string) => [...all, userId, 'card', cardId] as const,
  cards: (userId: string, deckId: string, filters: CardFilters = {}) =>
    [...all, userId, 'cards', deckId, filters] as const,
  due: (userId: string, deckId: string | null) => [...all, userId, 'due', deckId ?? 'all'] as const,
}

/** `GET /api/saas/flashcards/decks`: the caller's decks with today's counts. */
export function decksQuery(userId: string) {
  return queryOptions({
    queryKey: flashcardKeys.decks(userId),
    queryFn: ({ signal }) => okBody(tsr.flashcards.listDecks.query({ fetchOptions: { signal } })),
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** `GET /api/saas/flashcards/decks/{id}`: one deck (another user's is 404, as an unknown one). */
export function deckQuery(userId: string, deckId: string) {
  return queryOptions({
    queryKey: flashcardKeys.deck(userId, deckId),
    queryFn: ({ signal }) =>
      okBody(tsr.flashcards.getDeck.query({ params: { id: deckId }, fetchOptions: { signal } })),
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/**
 * `GET /api/saas/flashcards/cards/{cardId}`: one card with its deck's name (the chat's context);
 * another user's, a deleted or an unknown card is 404, as an unknown one.
 */
export function cardQuery(userId: string, cardId: string) {
  return queryOptions({
    queryKey: flashcardKeys.card(userId, cardId),
    queryFn: ({ signal }) =>
      okBody(tsr.flashcards.getCard.query({ params: { cardId }, fetchOptions: { signal } })),
    staleTime: 60_000,
  })
}

/** `GET …/decks/{id}/cards`: the deck's cards by the filters, 50 a page. */
export function cardsQuery(userId: string, deckId: string, filters: CardFilters) {
  return infiniteQueryOptions({
    queryKey: flashcardKeys.cards(userId, deckId, filters),
    queryFn: ({ signal, pageParam }) =>
      okBody(
        tsr.flashcards.listCards.query({
          params: { id: deckId },
          query: { ...filters, ...(pageParam ? { nextPageKey: pageParam } : {}) },
          fetchOptions: { signal },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageKey,
    staleTime: 30_000,
    retryOnMount: false,
  })
}

/** A session as read, with when it arrived by this device's clock (to correct the clock's skew). */
export type LoadedSession = DueSession & { receivedAtMs: number }

/**
 * `GET /api/saas/flashcards/due`: today's whole session (one deck, or all with null). It is read
 * once per visit of the study page: grades are applied locally and sent by the review outbox.
 */
export function dueQuery(userId: string, deckId: string | null) {
  return queryOptions({
    queryKey: flashcardKeys.due(userId, deckId),
    queryFn: async ({ signal }): Promise<LoadedSession> => {
      const session = await okBody(
        tsr.flashcards.getDue.query({ query: deckId ? { deckId } : {}, fetchOptions: { signal } }),
      )
      return { ...session, receivedAtMs: Date.now() }
    },
    // Read once per visit (never again while studying), afresh on the next visit.
    staleTime: Infinity,
    gcTime: 0,
    retryOnMount: false,
  })
}

/** `GET …/decks/{id}/export`: the deck as a CSV or TSV file's text, asked for when downloaded. */
export const fetchDeckExport = (deckId: string, format: 'csv' | 'tsv') =>
  okBody(tsr.flashcards.exportCards.query({ params: { id: deckId }, query: { format } }))
