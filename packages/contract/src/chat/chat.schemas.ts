import { z } from 'zod'
import { IsoDateTimeSchema, NextPageKeySchema, pageOf, withMessage } from '../common.schemas'
import { LIMITS } from '../limits'
import { SUBJECT_IDS } from '../user/subjects'
import { CHAT_TEXT } from './chat.text'
import { ChatContextSchema, ChatIdSchema, ChatMessageStatusSchema } from './stream-events'

/**
 * The AI study chat (issue 'AI study chat'): conversations, their messages and the allowance.
 * The answer's stream events are `@app/contract/chat/stream-events`.
 */

export { CHAT_TEXT } from './chat.text'
export * from './stream-events'

/** A conversation's subject chip: a subject of the educational profile, or 'inne'. */
export const CHAT_SUBJECTS = [...SUBJECT_IDS, 'inne'] as const
export const ChatSubjectSchema = z.enum(CHAT_SUBJECTS, withMessage(CHAT_TEXT.subject))
export type ChatSubject = z.infer<typeof ChatSubjectSchema>

/** 'socratic' (default: questions and hints, no final answer first) or 'explain'. */
export const CHAT_MODES = ['socratic', 'explain'] as const
export const ChatModeSchema = z.enum(CHAT_MODES, withMessage(CHAT_TEXT.mode))
export type ChatMode = z.infer<typeof ChatModeSchema>

export const ChatTitleSchema = z
  .string(withMessage(CHAT_TEXT.title))
  .trim()
  .min(1, CHAT_TEXT.title)
  .max(LIMITS.chatTitleMax, CHAT_TEXT.title)

/** A message's length in characters (code points, as the student counts them). */
export const chatMessageLength = (content: string) => [...content].length

/**
 * Why a message's text is refused, or null: checked by the server (with these exact words, not
 * as a field's validation) and by the composer before sending.
 */
export function chatMessageRefusal(content: string): string | null {
  if (content.trim() === '') return CHAT_TEXT.messageEmpty
  if (chatMessageLength(content) > LIMITS.chatMessageMax) return CHAT_TEXT.messageTooLong
  return null
}

export const ChatConversationSchema = z.object({
  id: ChatIdSchema,
  title: z.string(),
  subject: ChatSubjectSchema.nullable(),
  mode: ChatModeSchema,
  /** The flashcard the conversation asks about (the latest a message named), if any. */
  context: ChatContextSchema.nullable(),
  messageCount: z.number().int().nonnegative(),
  createdAt: IsoDateTimeSchema,
  /** The last message's time (the list's order, newest first). */
  lastActivityAt: IsoDateTimeSchema,
})
export type ChatConversation = z.infer<typeof ChatConversationSchema>

export const ChatRoleSchema = z.enum(['user', 'assistant'])
export type ChatRole = z.infer<typeof ChatRoleSchema>

export const ChatMessageSchema = z.object({
  id: ChatIdSchema,
  role: ChatRoleSchema,
  /** Markdown with KaTeX; an answer cut short keeps what was written. */
  content: z.string(),
  status: ChatMessageStatusSchema,
  /** The context the user's message named (null for answers and plain messages). */
  context: ChatContextSchema.nullable(),
  createdAt: IsoDateTimeSchema,
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

export const ChatConversationPageSchema = pageOf(ChatConversationSchema)
export type ChatConversationPage = z.infer<typeof ChatConversationPageSchema>
/** Newest first, LIMITS.pageSizeChatMessages a page: the first page is the end of the talk. */
export const ChatMessagePageSchema = pageOf(ChatMessageSchema)
export type ChatMessagePage = z.infer<typeof ChatMessagePageSchema>

export const ChatPageQuerySchema = z.object({ nextPageKey: NextPageKeySchema.optional() }).strict()

export const CreateConversationRequestSchema = z
  .object({
    title: ChatTitleSchema.optional(),
    subject: ChatSubjectSchema.optional(),
    mode: ChatModeSchema.optional(),
  })
  .strict()
export type CreateConversationRequest = z.infer<typeof CreateConversationRequestSchema>

export const UpdateConversationRequestSchema = z
  .object({
    title: ChatTitleSchema.optional(),
    subject: ChatSubjectSchema.nullable().optional(),
    mode: ChatModeSchema.optional(),
  })
  .strict()
  .refine((change) => Object.values(change).some((v) => v !== undefined), CHAT_TEXT.nothingToChange)
export type UpdateConversationRequest = z.infer<typeof UpdateConversationRequestSchema>

/** The text is checked by `chatMessageRefusal` (exact messages), the context by the server. */
export const SendMessageRequestSchema = z
  .object({ content: z.string(), context: ChatContextSchema.optional() })
  .strict()
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>

/** The SSE frames of `ChatStreamEventSchema`: what a streaming answer's body is. */
export const CHAT_STREAM_CONTENT_TYPE = 'text/event-stream'
