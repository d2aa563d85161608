import type { FastifyInstance } from 'fastify'
import type { MessageRecord } from '../../store/chat.types'

/**
 * Answers being written right now, per app: their abort controllers by the answer's id. The
 * reason an answer ends early is the abort's reason.
 */
export type EarlyEnd = 'stopped' | 'disconnected' | 'deleted'

const live = new WeakMap<FastifyInstance, Map<string, AbortController>>()

function of(app: FastifyInstance) {
  let answers = live.get(app)
  if (!answers) live.set(app, (answers = new Map()))
  return answers
}

export function startAnswer(app: FastifyInstance, messageId: string): AbortController {
  const controller = new AbortController()
  of(app).set(messageId, controller)
  return controller
}

export function finishAnswer(app: FastifyInstance, messageId: string) {
  of(app).delete(messageId)
}

/** Ends an answer early; false when it is not being written. */
export function endAnswer(app: FastifyInstance, messageId: string, reason: EarlyEnd): boolean {
  const controller = of(app).get(messageId)
  if (!controller) return false
  controller.abort(reason)
  return true
}

/** The answers among `messages` being written end (their conversation is deleted). */
export function cancelAnswersOf(app: FastifyInstance, messages: readonly MessageRecord[]) {
  for (const message of messages) endAnswer(app, message.id, 'deleted')
}
