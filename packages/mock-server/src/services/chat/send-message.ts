import type { FastifyInstance } from 'fastify'
import { LIMITS } from '@app/contract'
import {
  CHAT_TEXT,
  chatMessageRefusal,
  type ChatContext,
  type SendMessageRequest,
} from '@app/contract/chat'
import type { ApiError } from '@app/contract/errors'
import { detectCrisis, type CrisisMatch } from '@app/domain/chat/crisis'
import { CRISIS_ANSWER } from '@app/domain/chat/crisis-answer'
import { apiError } from '../../errors'
import type { TutorScenario } from '../../tutor'
import type { ChargeRecord, ConversationRecord, MessageRecord } from '../../store/chat.types'
import { tutorRun } from './answer-run'
import { contextVisible } from './chat-context'
import { conversationNotFound, fingerprintOf } from './chat-view'
import { endAnswer } from './live-answers'
import { replayRun, safetyRun } from './replay'
import { flagCrisis } from './safety'
import type { AnswerRun } from './sse'
import { tutorInputOf } from './tutor-input'
import { allowanceOf } from './usage'

/** A streaming call's outcome: the answer to stream, or a refusal before the stream (JSON). */
export type ChatStreamOutcome =
  | { status: 200; run: AnswerRun }
  | { status: 400 | 404 | 409 | 429; body: ApiError; retryAfterSeconds?: number }

/** The ids a streamed answer's key remembers (its replay streams the answer as it is then). */
interface StreamedIds {
  userMessageId: string
  assistantMessageId: string
}

const refuse = (status: 400 | 404 | 409, message: string): ChatStreamOutcome =>
  apiError(status, message)

/**
 * A student's message (issue 'AI study chat', decisions 0156-0158), checked in this order: its
 * text (400), the conversation and the context (a card, an exercise), the caller's to see (404), the key (a replay
 * streams the stored answer; another message under it is 409), a crisis (the helpline answer,
 * free, even at zero), the conversation's size and an answer still being written (409), the
 * allowance (429). Accepted: stored, charged, an activity event (counts only), then streamed.
 */
export async function sendMessage(
  app: FastifyInstance,
  userId: string,
  conversationId: string,
  key: string,
  body: SendMessageRequest,
  scenario?: TutorScenario,
): Promise<ChatStreamOutcome> {
  const { chat, idempotency } = app.store
  const refusal = chatMessageRefusal(body.content)
  if (refusal) return refuse(400, refusal)
  const conversation = chat.conversation(userId, conversationId)
  if (!conversation) return conversationNotFound()
  const context = body.context ?? null
  if (context && !contextVisible(app, userId, context)) return conversationNotFound()

  const fingerprint = fingerprintOf('sendMessage', {
    conversationId,
    content: body.content,
    context,
  })
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return refuse(409, CHAT_TEXT.idempotencyConflict)
  if (seen.kind === 'replay')
    return { status: 200, run: replayRun(app, userId, conversation, seen.body as StreamedIds) }

  const now = app.clock.now()
  const history = chat.messages(userId, conversationId)
  const crisis = detectCrisis(body.content)
  const asked = (withContext: ConversationRecord) =>
    chat.saveConversation({
      ...withContext,
      context: context ?? withContext.context,
      lastActivityAt: now.toISOString(),
    })
  if (crisis) {
    const updated = asked(conversation)
    const question = saveQuestion(app, updated, body.content, context, now)
    return { status: 200, run: answerCrisis(app, updated, question, crisis, { key, fingerprint }) }
  }
  if (history.length + 2 > LIMITS.chatMessagesPerConversationMax)
    return refuse(409, CHAT_TEXT.tooManyMessages)
  if (history.some((m) => m.streaming)) return refuse(409, CHAT_TEXT.stillStreaming)
  const allowance = allowanceOf(app, userId, now)
  if (allowance.quota.chargeTo === 'none') return overLimit(allowance.quota, now)

  const updated = asked(conversation)
  const question = saveQuestion(app, updated, body.content, context, now)
  const answer = chat.saveMessage(answerRecord(app, updated, now, 0))
  const charge = chargeFor(app, userId, answer.id, allowance, now)
  recordActivity(app, updated, context, now)
  const ids = { userMessageId: question.id, assistantMessageId: answer.id }
  idempotency.remember(userId, key, fingerprint, { status: 200, body: ids })
  const input = tutorInputOf(app, updated, [...history, question])
  return {
    status: 200,
    run: tutorRun(app, { userId, conversationId, ...ids, answer, charge, input, scenario }),
  }
}

/**
 * A new take on the conversation's last answer, charged as a message; it replaces that answer.
 * A helpline answer stays the helpline answer (free, no tutor, no second flag).
 */
export async function regenerateMessage(
  app: FastifyInstance,
  userId: string,
  target: { conversationId: string; messageId: string },
  key: string,
  scenario?: TutorScenario,
): Promise<ChatStreamOutcome> {
  const { chat, idempotency } = app.store
  const { conversationId, messageId } = target
  const conversation = chat.conversation(userId, conversationId)
  if (!conversation) return conversationNotFound()
  // The key first: the answer it regenerated is gone (replaced), its replay is not.
  const fingerprint = fingerprintOf('regenerate', target)
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return refuse(409, CHAT_TEXT.idempotencyConflict)
  if (seen.kind === 'replay')
    return { status: 200, run: replayRun(app, userId, conversation, seen.body as StreamedIds) }
  if (!chat.message(userId, conversationId, messageId)) return conversationNotFound()

  const history = chat.messages(userId, conversationId)
  const old = history.at(-1) as MessageRecord
  const question = history.at(-2)
  if (old.id !== messageId || old.role !== 'assistant' || question?.role !== 'user')
    return refuse(409, CHAT_TEXT.notLastAnswer)
  if (old.streaming) return refuse(409, CHAT_TEXT.stillStreaming)
  const now = app.clock.now()
  const variant = (old.variant ?? 0) + 1
  if (old.status === 'SAFETY') {
    const same = { ...answerRecord(app, conversation, now, variant), content: CRISIS_ANSWER }
    const answer = chat.replaceMessage(old.id, { ...same, status: 'SAFETY', streaming: false })
    const ids = { userMessageId: question.id, assistantMessageId: answer.id }
    idempotency.remember(userId, key, fingerprint, { status: 200, body: ids })
    return { status: 200, run: safetyRun(app, userId, ids) }
  }
  const allowance = allowanceOf(app, userId, now)
  if (allowance.quota.chargeTo === 'none') return overLimit(allowance.quota, now)

  const updated = chat.saveConversation({ ...conversation, lastActivityAt: now.toISOString() })
  const answer = chat.replaceMessage(old.id, answerRecord(app, updated, now, variant))
  const charge = chargeFor(app, userId, answer.id, allowance, now)
  recordActivity(app, updated, question.context, now)
  const ids = { userMessageId: question.id, assistantMessageId: answer.id }
  idempotency.remember(userId, key, fingerprint, { status: 200, body: ids })
  const input = tutorInputOf(app, updated, history.slice(0, -1), variant)
  return {
    status: 200,
    run: tutorRun(app, { userId, conversationId, ...ids, answer, charge, input, scenario }),
  }
}

/** Stops an answer being written; it keeps its text as STOPPED. One already ended stays. */
export async function stopMessage(
  app: FastifyInstance,
  userId: string,
  target: { conversationId: string; messageId: string },
) {
  const message = app.store.chat.message(userId, target.conversationId, target.messageId)
  if (!app.store.chat.conversation(userId, target.conversationId) || message?.role !== 'assistant')
    return conversationNotFound()
  endAnswer(app, message.id, 'stopped')
  return { status: 204 as const, body: {} }
}

function overLimit(quota: { dailyLimit: number; resetsAt: string }, now: Date): ChatStreamOutcome {
  const seconds = Math.ceil((Date.parse(quota.resetsAt) - now.getTime()) / 1000)
  return {
    ...apiError(429, CHAT_TEXT.dailyLimit(quota.dailyLimit)),
    retryAfterSeconds: Math.max(1, seconds),
  }
}

function saveQuestion(
  app: FastifyInstance,
  conversation: ConversationRecord,
  content: string,
  context: ChatContext | null,
  now: Date,
): MessageRecord {
  const { chat } = app.store
  return chat.saveMessage({
    id: chat.newId(now),
    userId: conversation.userId,
    conversationId: conversation.id,
    role: 'user',
    content,
    status: 'COMPLETE',
    context,
    createdAt: now.toISOString(),
  })
}

/** The answer about to be written: no text, INTERRUPTED until it ends (what a crash leaves). */
function answerRecord(
  app: FastifyInstance,
  conversation: ConversationRecord,
  now: Date,
  variant: number,
): MessageRecord {
  return {
    id: app.store.chat.newId(now),
    userId: conversation.userId,
    conversationId: conversation.id,
    role: 'assistant',
    content: '',
    status: 'INTERRUPTED',
    context: null,
    createdAt: now.toISOString(),
    variant,
    streaming: true,
  }
}

function chargeFor(
  app: FastifyInstance,
  userId: string,
  messageId: string,
  allowance: ReturnType<typeof allowanceOf>,
  now: Date,
): ChargeRecord {
  const pack = allowance.quota.chargeTo === 'pack'
  return app.store.chat.addCharge({
    id: app.store.chat.newId(now),
    userId,
    messageId,
    at: now.toISOString(),
    to: pack ? 'pack' : 'daily',
    packOrderId: pack ? allowance.nextPackOrderId : null,
  })
}

/** `chat_message`: what the message was about, never its text (decision 0156: not for a crisis). */
function recordActivity(
  app: FastifyInstance,
  conversation: ConversationRecord,
  context: ChatContext | null,
  now: Date,
) {
  const { subject, mode } = conversation
  const payload = { subject, mode, contextKind: context?.kind ?? null }
  app.store.activity.record(conversation.userId, 'chat_message', payload, now)
}

/** The helpline answer, stored at once as SAFETY, flagged for the admin, streamed. */
function answerCrisis(
  app: FastifyInstance,
  conversation: ConversationRecord,
  question: MessageRecord,
  crisis: CrisisMatch,
  key: { key: string; fingerprint: string },
): AnswerRun {
  const { chat, idempotency } = app.store
  const now = app.clock.now()
  const answer = chat.saveMessage({
    ...answerRecord(app, conversation, now, 0),
    content: CRISIS_ANSWER,
    status: 'SAFETY',
    streaming: false,
  })
  const { userId } = conversation
  flagCrisis(
    app,
    { userId, conversationId: conversation.id, messageId: question.id, category: crisis.category },
    question.content,
    now,
  )
  const ids = { userMessageId: question.id, assistantMessageId: answer.id }
  idempotency.remember(userId, key.key, key.fingerprint, { status: 200, body: ids })
  return safetyRun(app, userId, ids)
}
