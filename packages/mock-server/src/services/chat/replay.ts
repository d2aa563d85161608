import type { FastifyInstance } from 'fastify'
import type { ChatStreamEvent } from '@app/contract/chat'
import { CHAT_TEXT } from '@app/contract/chat'
import { CRISIS_ANSWER } from '@app/domain/chat/crisis-answer'
import type { ConversationRecord } from '../../store/chat.types'
import type { AnswerRun } from './sse'
import { usageOf } from './usage'

interface StreamedIds {
  userMessageId: string
  assistantMessageId: string
}

/** The helpline answer as a stream: at once, whole, `done` with 'safety' (decision 0156). */
export function safetyRun(app: FastifyInstance, userId: string, ids: StreamedIds): AnswerRun {
  return async (sink) => {
    sink.send({ type: 'start', ...ids })
    sink.send({ type: 'delta', text: CRISIS_ANSWER })
    const remaining = usageOf(app, userId, app.clock.now())
    sink.send({ type: 'done', finishReason: 'safety', remaining })
  }
}

/**
 * A repeated Idempotency-Key (decision 0158): the stored answer as it is now, in one `delta`,
 * ended as it ended (an interrupted one closes without `done`); nothing is counted again.
 */
export function replayRun(
  app: FastifyInstance,
  userId: string,
  conversation: ConversationRecord,
  ids: StreamedIds,
): AnswerRun {
  return async (sink) => {
    const answer = app.store.chat.message(userId, conversation.id, ids.assistantMessageId)
    sink.send({ type: 'start', ...ids })
    if (answer?.content) sink.send({ type: 'delta', text: answer.content })
    const remaining = usageOf(app, userId, app.clock.now())
    const end: Partial<Record<string, ChatStreamEvent>> = {
      COMPLETE: { type: 'done', finishReason: 'stop', remaining },
      STOPPED: { type: 'done', finishReason: 'stopped', remaining },
      SAFETY: { type: 'done', finishReason: 'safety', remaining },
      ERROR: { type: 'error', message: CHAT_TEXT.answerFailed, httpsStatus: 503 },
    }
    const event = answer ? end[answer.status] : end.COMPLETE
    if (event && !answer?.streaming) sink.send(event)
  }
}
