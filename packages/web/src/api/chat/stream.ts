import { ChatStreamEventSchema, type ChatContext, type ChatStreamEvent } from '@app/contract/chat'
import { networkFailureMessage } from '@app/contract/errors'
import {
  postEventStream,
  type EventStreamEnd,
  type ServerSentEvent,
} from '@app/contract/http-stream'
import { contract, validateResponse } from 'virtual:api-contract'
import { config } from '../../lib/config'
import { identity } from '../../lib/identity-port'

/**
 * The chat's two streaming calls (decision 0158), outside ts-rest's typed client: the HTTP layer's
 * `postEventStream` with the same bearer, 401 retry and timeouts as every other call.
 */
const options = {
  baseUrl: config.apiRequestUrl,
  getIdToken: () => identity.getIdToken(),
  refreshIdToken: (refusedToken: string) => identity.refreshIdToken(refusedToken),
  timeoutMs: config.requestTimeoutMs,
}

const INVALID_EVENT: ChatStreamEvent = {
  type: 'error',
  message: networkFailureMessage('invalid stream event'),
  httpsStatus: 500,
}

/**
 * One frame's event. Development and tests check it against the contract's schema, as they do
 * every JSON answer (decision 0113); a frame that is not an event ends the answer as an error.
 */
function toEvent({ data }: ServerSentEvent): ChatStreamEvent {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return INVALID_EVENT
  }
  if (!validateResponse) return value as ChatStreamEvent
  const parsed = ChatStreamEventSchema.safeParse(value)
  return parsed.success ? parsed.data : INVALID_EVENT
}

interface StreamCall {
  conversationId: string
  /** One per intended message: a retry of the same text sends it again and counts once. */
  idempotencyKey: string
  signal: AbortSignal
}

/** `POST …/conversations/{id}/messages`: the user's message, then the answer as it is written. */
export function streamMessage(
  call: StreamCall & { content: string; context?: ChatContext },
  onEvent: (event: ChatStreamEvent) => void,
): Promise<EventStreamEnd> {
  return postEventStream(
    options,
    {
      path: contract.chat.sendMessage.path.replace(':id', call.conversationId),
      body: call.context
        ? { content: call.content, context: call.context }
        : { content: call.content },
      headers: { 'idempotency-key': call.idempotencyKey },
      signal: call.signal,
    },
    (event) => onEvent(toEvent(event)),
  )
}

/** `POST …/messages/{messageId}/regenerate`: a new take on the last answer, streamed alike. */
export function streamRegeneration(
  call: StreamCall & { messageId: string },
  onEvent: (event: ChatStreamEvent) => void,
): Promise<EventStreamEnd> {
  return postEventStream(
    options,
    {
      path: contract.chat.regenerateMessage.path
        .replace(':id', call.conversationId)
        .replace(':messageId', call.messageId),
      headers: { 'idempotency-key': call.idempotencyKey },
      signal: call.signal,
    },
    (event) => onEvent(toEvent(event)),
  )
}
