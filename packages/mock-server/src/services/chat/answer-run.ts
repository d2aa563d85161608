import type { FastifyInstance } from 'fastify'
import { CHAT_TEXT, type ChatMessageStatus, type ChatStreamEvent } from '@app/contract/chat'
import type { TutorFailure, TutorInput, TutorScenario } from '../../tutor'
import type { ChargeRecord, MessageRecord } from '../../store/chat.types'
import { finishAnswer, startAnswer, type EarlyEnd } from './live-answers'
import type { AnswerRun, EventSink } from './sse'
import { usageOf } from './usage'

/** The `error` event's status: the tutor (or its upstream) could not answer. */
const TUTOR_FAILED_STATUS = 503

export interface TutorRunSpec {
  userId: string
  conversationId: string
  userMessageId: string
  /** The answer being written, stored with `streaming` and no text yet. */
  answer: MessageRecord
  /** What this request was charged; given back when the answer delivers nothing. */
  charge: ChargeRecord | null
  input: TutorInput
  scenario?: TutorScenario
}

type Ending =
  | { kind: 'done' }
  | { kind: 'drop' }
  | { kind: 'error'; failure: TutorFailure }
  | { kind: 'early'; reason: EarlyEnd }

const STATUS: Record<Exclude<Ending['kind'], 'early'>, ChatMessageStatus> = {
  done: 'COMPLETE',
  drop: 'INTERRUPTED',
  error: 'ERROR',
}

/**
 * The tutor's answer as a stream (decision 0158): `start`, a `delta` per chunk (each saved as it
 * comes, so a reload shows the text so far), then `done` or `error`. A stop keeps the text as
 * STOPPED, a client gone or a `drop` as INTERRUPTED, a failure as ERROR; when no text came the
 * charge is given back (decision 0157).
 */
export function tutorRun(app: FastifyInstance, spec: TutorRunSpec): AnswerRun {
  return async (sink) => {
    const { answer } = spec
    const controller = startAnswer(app, answer.id)
    const onClose = () => controller.abort('disconnected' satisfies EarlyEnd)
    if (sink.closed.aborted) onClose()
    else sink.closed.addEventListener('abort', onClose, { once: true })
    sink.send({
      type: 'start',
      userMessageId: spec.userMessageId,
      assistantMessageId: answer.id,
    })
    let text = ''
    let ending: Ending = { kind: 'done' }
    try {
      const chunks = app.tutor.stream(spec.input, {
        signal: controller.signal,
        scenario: spec.scenario,
      })
      for await (const chunk of chunks) {
        if (chunk.kind !== 'text') {
          ending = chunk.kind === 'drop' ? chunk : { kind: 'error', failure: chunk.failure }
          break
        }
        text += chunk.text
        save(app, { ...answer, content: text })
        sink.send({ type: 'delta', text: chunk.text })
      }
    } catch (error) {
      // A source that throws (not one of its typed failures) ends the answer as a failure too.
      const detail = error instanceof Error ? error.message : String(error)
      const failure: TutorFailure = {
        reason: 'upstream-network',
        message: CHAT_TEXT.answerFailed,
        detail,
      }
      ending = { kind: 'error', failure }
    } finally {
      finishAnswer(app, answer.id)
      sink.closed.removeEventListener('abort', onClose)
    }
    if (controller.signal.aborted) ending = { kind: 'early', reason: controller.signal.reason }
    finish(app, spec, text, ending, sink)
  }
}

/** Saves the answer while its conversation exists (a deleted one takes it along). */
function save(app: FastifyInstance, message: MessageRecord) {
  const { chat } = app.store
  if (chat.conversation(message.userId, message.conversationId)) chat.saveMessage(message)
}

function finish(
  app: FastifyInstance,
  spec: TutorRunSpec,
  text: string,
  ending: Ending,
  sink: EventSink,
) {
  const { chat } = app.store
  const now = app.clock.now()
  if (ending.kind === 'early' && ending.reason === 'deleted') return
  const status: ChatMessageStatus =
    ending.kind === 'early'
      ? ending.reason === 'stopped'
        ? 'STOPPED'
        : 'INTERRUPTED'
      : STATUS[ending.kind]
  if (text === '' && status !== 'COMPLETE' && spec.charge)
    chat.removeCharge(spec.userId, spec.charge.id)
  const { streaming: _, ...answer } = spec.answer
  save(app, { ...answer, content: text, status })
  const conversation = chat.conversation(spec.userId, spec.conversationId)
  if (conversation) chat.saveConversation({ ...conversation, lastActivityAt: now.toISOString() })

  if (ending.kind === 'error') {
    if (ending.failure.reason !== 'scenario')
      app.store.diagnostics.add(
        {
          category: 'AI',
          message: ending.failure.message,
          details: ending.failure.detail,
          url: null,
        },
        spec.userId,
        now,
      )
    sink.send({ type: 'error', message: ending.failure.message, httpsStatus: TUTOR_FAILED_STATUS })
    return
  }
  if (ending.kind === 'drop') return sink.drop()
  const event: ChatStreamEvent = {
    type: 'done',
    finishReason: status === 'STOPPED' ? 'stopped' : 'stop',
    remaining: usageOf(app, spec.userId, now),
  }
  if (status !== 'INTERRUPTED') sink.send(event)
}
