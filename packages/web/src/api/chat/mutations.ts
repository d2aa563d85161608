import type { ChatConversation, CreateConversationRequest } from '@app/contract/chat'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'
import { chatKeys } from './queries'

/** `POST …/conversations`: a new conversation, first in the list at once. */
export function useCreateConversation(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateConversationRequest) =>
      okBody(tsr.chat.createConversation.mutate({ body })),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(userId) }),
  })
}

type ConversationChange = Partial<Pick<ChatConversation, 'title' | 'subject' | 'mode'>>

/** `PATCH …/conversations/{id}`: rename it (1–80 characters), or change its subject or mode. */
export function useUpdateConversation(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ConversationChange }) =>
      okBody(tsr.chat.updateConversation.mutate({ params: { id }, body: change })),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(userId) }),
  })
}

/** `DELETE …/conversations/{id}`: gone with its messages, for good. */
export function useDeleteConversation(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => okBody(tsr.chat.deleteConversation.mutate({ params: { id } })),
    onSuccess: (_body, id) => {
      queryClient.removeQueries({ queryKey: chatKeys.messages(userId, id) })
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(userId) })
    },
  })
}

/** `POST …/messages/{messageId}/stop`: the server keeps what the answer has so far. */
export function stopAnswer(conversationId: string, messageId: string) {
  return okBody(tsr.chat.stopMessage.mutate({ params: { id: conversationId, messageId } }))
}
