import { z } from 'zod'
import { ApiErrorSchema, IsoDateTimeSchema } from '../common.schemas'
import { KSUID_PATTERN } from '../constants'
import { FlashcardIdSchema } from '../flashcards/flashcards-cards.schemas'

/**
 * The AI study chat's message vocabulary (issue 'AI study chat'): the statuses a message ends in,
 * the context a message may carry, and the events of the answer's `text/event-stream`. Each SSE
 * frame is `event: <type>` with `data:` the JSON of the whole event (its `type` included), so one
 * parse of `data` gives a `ChatStreamEvent`.
 */

export const ChatIdSchema = z
  .string()
  .regex(KSUID_PATTERN, 'Oczekiwano identyfikatora KSUID (27 znaków 0-9, A-Z, a-z)')

/**
 * How a message ended: COMPLETE, STOPPED (the user stopped it, the text so far kept),
 * INTERRUPTED (the connection ended without `done`), ERROR (an `error` event), SAFETY (the fixed
 * helpline answer to a crisis message, decision 0156).
 */
export const CHAT_MESSAGE_STATUSES = [
  'COMPLETE',
  'STOPPED',
  'INTERRUPTED',
  'ERROR',
  'SAFETY',
] as const
export const ChatMessageStatusSchema = z.enum(CHAT_MESSAGE_STATUSES)
export type ChatMessageStatus = z.infer<typeof ChatMessageStatusSchema>

/** 'free' 20 messages a day, 'pro' 200 (decision 0157). */
export const CHAT_PLANS = ['free', 'pro'] as const
export const ChatPlanSchema = z.enum(CHAT_PLANS)
export type ChatPlan = z.infer<typeof ChatPlanSchema>

/**
 * What a message is about besides its text, a tagged union on `kind` so later kinds (a task's
 * exercise) join as new members. The server loads the item itself with the caller's rights.
 */
export const FlashcardContextSchema = z
  .object({ kind: z.literal('flashcard'), cardId: FlashcardIdSchema })
  .strict()
/**
 * An exercise of the tasks tool: the tutor gets its statement and the hints the student has
 * revealed, never its key or solution while it is unsolved (issue 29).
 */
export const ExerciseContextSchema = z
  .object({ kind: z.literal('exercise'), exerciseId: ChatIdSchema })
  .strict()
export const ChatContextSchema = z.discriminatedUnion('kind', [
  FlashcardContextSchema,
  ExerciseContextSchema,
])
export type ChatContext = z.infer<typeof ChatContextSchema>
export type ChatContextKind = ChatContext['kind']

const count = z.number().int().nonnegative()

/** The caller's allowance: `GET /api/saas/chat/usage`, and `done`'s `remaining` after a message. */
export const ChatUsageSchema = z.object({
  plan: ChatPlanSchema,
  dailyLimit: count,
  usedToday: count,
  remainingToday: count,
  /** The next 00:00 Europe/Warsaw, when the daily allowance comes back. */
  resetsAt: IsoDateTimeSchema,
  /** What is left of the paid chat packs (0 without one). */
  packRemaining: count,
})
export type ChatUsage = z.infer<typeof ChatUsageSchema>

/**
 * Why an answer ended: 'stop' (the tutor finished), 'length' (cut at the answer's length limit),
 * 'stopped' (the user stopped it), 'safety' (the helpline answer; no tutor was asked).
 */
export const CHAT_FINISH_REASONS = ['stop', 'length', 'stopped', 'safety'] as const
export const ChatFinishReasonSchema = z.enum(CHAT_FINISH_REASONS)
export type ChatFinishReason = z.infer<typeof ChatFinishReasonSchema>

/** First: the ids the server gave the accepted user message and the answer being written. */
export const ChatStreamStartSchema = z
  .object({
    type: z.literal('start'),
    userMessageId: ChatIdSchema,
    assistantMessageId: ChatIdSchema,
  })
  .strict()

/** The next piece of the answer's Markdown, to append as it is. */
export const ChatStreamDeltaSchema = z
  .object({ type: z.literal('delta'), text: z.string().min(1) })
  .strict()

/** Last on success: why it ended and the allowance after this message. */
export const ChatStreamDoneSchema = z
  .object({
    type: z.literal('done'),
    finishReason: ChatFinishReasonSchema,
    remaining: ChatUsageSchema,
  })
  .strict()

/** Last on failure once the stream has begun: the shared error envelope. */
export const ChatStreamErrorSchema = ApiErrorSchema.extend({ type: z.literal('error') }).strict()

export const ChatStreamEventSchema = z.discriminatedUnion('type', [
  ChatStreamStartSchema,
  ChatStreamDeltaSchema,
  ChatStreamDoneSchema,
  ChatStreamErrorSchema,
])
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>
export type ChatStreamEventType = ChatStreamEvent['type']
export const CHAT_STREAM_EVENT_TYPES = [
  'start',
  'delta',
  'done',
  'error',
] as const satisfies readonly ChatStreamEventType[]
