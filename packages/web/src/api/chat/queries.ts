import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['chat'] as const

/**
 * The chat's query keys, per user: an answer that ends refreshes the conversation's messages, the
 * list (its order and counts) and the allowance with one invalidation of `user(userId)`.
 */
export const chatKeys = {
  all,
  user: (userId: string) => [...all, userId] as const,
  conversations: (userId: string) => [...all, userId, 'conversations'] as const,
  messages: (userId: string, conversationId: string) =>
    [...all, userId, 'messages', conversationId] as const,
  usage: (userId: string) => [...all, userId, 'usage'] as const,
}

/** `GET /api/saas/chat/conversations`: the latest activity first, 50 a page. */
export function conversationsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.conversations(userId),
    queryFn: ({ signal, pageParam }) =>
      okBody(
        tsr.chat.listConversations.query({
          query: pageParam ? { nextPageKey: pageParam } : {},
          fetchOptions: { signal },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageKey ?? null,
    staleTime: 30_000,
  })
}

/**
 * `GET …/conversations/{id}/messages`: newest first, 50 a page; the next page goes back in time
 * (another user's conversation is 404, as an unknown one).
 */
export function messagesQuery(userId: string, conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(userId, conversationId),
    queryFn: ({ signal, pageParam }) =>
      okBody(
        tsr.chat.listMessages.query({
          params: { id: conversationId },
          query: pageParam ? { nextPageKey: pageParam } : {},
          fetchOptions: { signal },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPageKey ?? null,
    staleTime: 30_000,
  })
}

/** `GET /api/saas/chat/usage`: today's allowance, when it resets, and the packs' balance. */
export function usageQuery(userId: string) {
  return queryOptions({
    queryKey: chatKeys.usage(userId),
    queryFn: ({ signal }) => okBody(tsr.chat.getUsage.query({ fetchOptions: { signal } })),
    staleTime: 30_000,
  })
}
