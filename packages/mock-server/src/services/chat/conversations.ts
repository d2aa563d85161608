import type { FastifyInstance } from 'fastify'
import { LIMITS, type Contract } from '@app/contract'
import {
  CHAT_TEXT,
  type CreateConversationRequest,
  type UpdateConversationRequest,
} from '@app/contract/chat'
import { apiError, MESSAGES } from '../../errors'
import { pageOf } from '../../store/paging'
import type { Answer } from '../answer'
import { conversationNotFound, toConversation, toMessage } from './chat-view'
import { cancelAnswersOf } from './live-answers'

type C = Contract['chat']

/** The caller's conversations, the latest activity first. */
export async function listConversations(
  app: FastifyInstance,
  userId: string,
  nextPageKey: string | undefined,
): Answer<C['listConversations']> {
  const { chat } = app.store
  const all = chat
    .conversations(userId)
    .map((c) => toConversation(c, chat.messages(userId, c.id).length))
  const page = pageOf(all, LIMITS.pageSizeChatConversations, nextPageKey)
  if (!page) return apiError(400, MESSAGES.invalidPageKey)
  return { status: 200, body: page }
}

export async function createConversation(
  app: FastifyInstance,
  userId: string,
  body: CreateConversationRequest,
): Answer<C['createConversation']> {
  const { chat } = app.store
  if (chat.conversations(userId).length >= LIMITS.chatConversationsMax)
    return apiError(409, CHAT_TEXT.tooManyConversations)
  const now = app.clock.now().toISOString()
  const conversation = chat.saveConversation({
    id: chat.newId(app.clock.now()),
    userId,
    title: body.title ?? CHAT_TEXT.newConversation,
    subject: body.subject ?? null,
    mode: body.mode ?? 'socratic',
    context: null,
    createdAt: now,
    lastActivityAt: now,
  })
  return { status: 201, body: toConversation(conversation, 0) }
}

export async function updateConversation(
  app: FastifyInstance,
  userId: string,
  id: string,
  change: UpdateConversationRequest,
): Answer<C['updateConversation']> {
  const { chat } = app.store
  const conversation = chat.conversation(userId, id)
  if (!conversation) return conversationNotFound()
  const saved = chat.saveConversation({
    ...conversation,
    title: change.title ?? conversation.title,
    subject: change.subject === undefined ? conversation.subject : change.subject,
    mode: change.mode ?? conversation.mode,
  })
  return { status: 200, body: toConversation(saved, chat.messages(userId, id).length) }
}

/** Deletes it for good; an answer being written in it stops (and is gone with it). */
export async function deleteConversation(
  app: FastifyInstance,
  userId: string,
  id: string,
): Answer<C['deleteConversation']> {
  const { chat } = app.store
  if (!chat.conversation(userId, id)) return conversationNotFound()
  cancelAnswersOf(app, chat.messages(userId, id))
  chat.deleteConversation(userId, id)
  return { status: 204, body: {} }
}

/** Newest first, so the first page is the end of the conversation. */
export async function listMessages(
  app: FastifyInstance,
  userId: string,
  id: string,
  nextPageKey: string | undefined,
): Answer<C['listMessages']> {
  const { chat } = app.store
  if (!chat.conversation(userId, id)) return conversationNotFound()
  const newestFirst = chat.messages(userId, id).reverse().map(toMessage)
  const page = pageOf(newestFirst, LIMITS.pageSizeChatMessages, nextPageKey)
  if (!page) return apiError(400, MESSAGES.invalidPageKey)
  return { status: 200, body: page }
}
