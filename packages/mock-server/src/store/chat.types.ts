import type {
  ChatContext,
  ChatMessageStatus,
  ChatMode,
  ChatRole,
  ChatSubject,
} from '@app/contract/chat'

/** A conversation as the store keeps it; deleting it removes it with its messages. */
export interface ConversationRecord {
  id: string
  userId: string
  title: string
  subject: ChatSubject | null
  mode: ChatMode
  /** The card the latest message with a context named (the tutor quizzes on it). */
  context: ChatContext | null
  createdAt: string
  lastActivityAt: string
}

/** A message; an answer being written has `streaming` set and the text so far. */
export interface MessageRecord {
  id: string
  userId: string
  conversationId: string
  role: ChatRole
  content: string
  /** While streaming: INTERRUPTED, what a reload shows if the writing never ends. */
  status: ChatMessageStatus
  context: ChatContext | null
  createdAt: string
  /** An answer: which take on the same question it is (0, then one more per regeneration). */
  variant?: number
  streaming?: boolean
}

/**
 * One counted tutor request (an accepted message or a regeneration): charged to the day's
 * allowance or to a chat pack (decision 0157). Given back when its answer delivered nothing.
 */
export interface ChargeRecord {
  id: string
  userId: string
  /** The answer it paid for. */
  messageId: string
  at: string
  to: 'daily' | 'pack'
  packOrderId: string | null
}
