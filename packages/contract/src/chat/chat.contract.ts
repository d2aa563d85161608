import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  ApiErrorSchema,
  EmptySchema,
  IdempotencyKeyHeaderSchema,
  proposed,
} from '../common.schemas'
import {
  CHAT_STREAM_CONTENT_TYPE,
  ChatConversationPageSchema,
  ChatConversationSchema,
  ChatMessagePageSchema,
  ChatPageQuerySchema,
  CreateConversationRequestSchema,
  SendMessageRequestSchema,
  UpdateConversationRequestSchema,
} from './chat.schemas'
import { ChatIdSchema, ChatUsageSchema } from './stream-events'

const c = initContract()
const conversation = z.object({ id: ChatIdSchema })
const message = z.object({ id: ChatIdSchema, messageId: ChatIdSchema })
const notFound = { 404: ApiErrorSchema }

/**
 * The answer as Server-Sent Events: `event: <type>` and `data: <the event's JSON>` per frame
 * (`ChatStreamEventSchema`), a `: ping` comment every 15 s. Outside ts-rest's typed client.
 */
const stream = c.otherResponse({ contentType: CHAT_STREAM_CONTENT_TYPE, body: z.string() })

/** Refused before the stream begins, as JSON envelopes. */
const beforeStream = {
  ...notFound,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
}

/**
 * The AI study chat (issue 'AI study chat'): any signed-in user, their own conversations only;
 * another user's conversation, or a message of another conversation, is 404 as an unknown one.
 */
export const chatContract = c.router({
  listConversations: {
    method: 'GET',
    path: '/saas/chat/conversations',
    query: ChatPageQuerySchema,
    responses: { 200: ChatConversationPageSchema },
    summary: "The caller's conversations, the latest activity first, 50 a page",
    metadata: proposed,
  },
  createConversation: {
    method: 'POST',
    path: '/saas/chat/conversations',
    body: CreateConversationRequestSchema,
    responses: { 201: ChatConversationSchema, 409: ApiErrorSchema },
    summary:
      "A new conversation (title 'Nowa rozmowa' unless given, Socratic mode unless 'explain'); 409 over 200 conversations",
    metadata: proposed,
  },
  updateConversation: {
    method: 'PATCH',
    path: '/saas/chat/conversations/:id',
    pathParams: conversation,
    body: UpdateConversationRequestSchema,
    responses: { 200: ChatConversationSchema, ...notFound },
    summary: 'Rename a conversation (1–80 characters), or change its subject or mode',
    metadata: proposed,
  },
  deleteConversation: {
    method: 'DELETE',
    path: '/saas/chat/conversations/:id',
    pathParams: conversation,
    body: c.noBody(),
    responses: { 204: EmptySchema, ...notFound },
    summary: 'Delete a conversation with its messages (for good)',
    metadata: proposed,
  },
  listMessages: {
    method: 'GET',
    path: '/saas/chat/conversations/:id/messages',
    pathParams: conversation,
    query: ChatPageQuerySchema,
    responses: { 200: ChatMessagePageSchema, ...notFound },
    summary: "A conversation's messages, newest first, 50 a page (the next page goes back in time)",
    metadata: proposed,
  },
  sendMessage: {
    method: 'POST',
    path: '/saas/chat/conversations/:id/messages',
    pathParams: conversation,
    headers: IdempotencyKeyHeaderSchema,
    body: SendMessageRequestSchema,
    responses: { 200: stream, ...beforeStream },
    summary:
      "Ask the tutor: the answer streams as `text/event-stream` (`start`, `delta`…, then `done` or `error`). Before the stream, JSON envelopes: 400 for an empty or over-4000-character message, 404 for someone else's conversation or card, 409 at 500 messages or for a key used for another message, 429 over the day's allowance (with Retry-After). The same key again replays the stored answer and counts once",
    metadata: proposed,
  },
  regenerateMessage: {
    method: 'POST',
    path: '/saas/chat/conversations/:id/messages/:messageId/regenerate',
    pathParams: message,
    headers: IdempotencyKeyHeaderSchema,
    body: c.noBody(),
    responses: { 200: stream, ...beforeStream },
    summary:
      "A new take on the conversation's last answer, streamed as a sent message's and counted as one; it replaces that answer. 409 for any other answer or while one is being written",
    metadata: proposed,
  },
  stopMessage: {
    method: 'POST',
    path: '/saas/chat/conversations/:id/messages/:messageId/stop',
    pathParams: message,
    body: c.noBody(),
    responses: { 204: EmptySchema, ...notFound },
    summary:
      'Stop an answer being written: what it has so far is kept as STOPPED (then the client aborts its stream). An answer already ended stays as it is',
    metadata: proposed,
  },
  getUsage: {
    method: 'GET',
    path: '/saas/chat/usage',
    responses: { 200: ChatUsageSchema },
    summary:
      "The caller's allowance: plan, today's use of the daily limit, when it resets (00:00 Warsaw) and the chat packs' balance",
    metadata: proposed,
  },
})
