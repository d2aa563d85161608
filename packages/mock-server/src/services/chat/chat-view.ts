import { CHAT_TEXT, type ChatConversation, type ChatMessage } from '@app/contract/chat'
import { apiError } from '../../errors'
import { fingerprintOf as keyedRequest } from '../../idempotency/idempotency-store'
import type { ConversationRecord, MessageRecord } from '../../store/chat.types'

/** Every chat IDOR, and an unknown id, answers the same (issue 'AI study chat'). */
export const conversationNotFound = () => apiError(404, CHAT_TEXT.conversationNotFound)

export function toConversation(record: ConversationRecord, messageCount: number): ChatConversation {
  const { userId: _, ...conversation } = record
  return { ...conversation, messageCount }
}

export function toMessage(record: MessageRecord): ChatMessage {
  const { id, role, content, status, context, createdAt } = record
  return { id, role, content, status, context, createdAt }
}

/** The fingerprint of a chat write under an Idempotency-Key (decision 0138). */
export const fingerprintOf = (route: string, request: unknown) =>
  keyedRequest({ method: 'POST', route: `chat.${route}`, request })
