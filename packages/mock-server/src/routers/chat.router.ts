import type { FastifyReply, FastifyRequest } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'
import type { ChatStreamOutcome } from '../services/chat/send-message'
import { eventStream } from '../services/chat/sse'

const s = initServer()

/**
 * A streamed answer as `text/event-stream`, or its refusal as the JSON envelope (429: Retry-After).
 * The contract types the stream's body as the text it is on the wire; Fastify sends the stream.
 * (ts-rest types `reply` with an older Fastify's generics, hence the cast.)
 */
function answer(outcome: ChatStreamOutcome, tsRestReply: unknown) {
  const reply = tsRestReply as FastifyReply
  if (outcome.status === 200)
    return { status: 200 as const, body: eventStream(reply, outcome.run) as unknown as string }
  if (outcome.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(outcome.retryAfterSeconds))
  return { status: outcome.status, body: outcome.body }
}

/** The forced behaviour of the tutor (the control API's chat scenarios), if any. */
const scenarioOf = (request: FastifyRequest) => request.chatScenario

/**
 * The AI study chat (issue 'AI study chat'): any signed-in user (plugins/access.ts); each
 * workflow (services/chat) reads the caller's own conversations only, so another user's
 * conversation or message is 404 as an unknown one.
 */
export const chatRouter = s.router(contract.chat, {
  listConversations: async ({ query, request }) =>
    request.server.services.chat.listConversations(requireUser(request).id, query.nextPageKey),
  createConversation: async ({ body, request }) =>
    request.server.services.chat.createConversation(requireUser(request).id, body),
  updateConversation: async ({ params, body, request }) =>
    request.server.services.chat.updateConversation(requireUser(request).id, params.id, body),
  deleteConversation: async ({ params, request }) =>
    request.server.services.chat.deleteConversation(requireUser(request).id, params.id),
  listMessages: async ({ params, query, request }) =>
    request.server.services.chat.listMessages(
      requireUser(request).id,
      params.id,
      query.nextPageKey,
    ),
  sendMessage: async ({ params, headers, body, request, reply }) =>
    answer(
      await request.server.services.chat.sendMessage(
        requireUser(request).id,
        params.id,
        headers['idempotency-key'],
        body,
        scenarioOf(request),
      ),
      reply,
    ),
  regenerateMessage: async ({ params, headers, request, reply }) =>
    answer(
      await request.server.services.chat.regenerateMessage(
        requireUser(request).id,
        { conversationId: params.id, messageId: params.messageId },
        headers['idempotency-key'],
        scenarioOf(request),
      ),
      reply,
    ),
  stopMessage: async ({ params, request }) =>
    request.server.services.chat.stopMessage(requireUser(request).id, {
      conversationId: params.id,
      messageId: params.messageId,
    }),
  getUsage: async ({ request }) => request.server.services.chat.getUsage(requireUser(request).id),
})
