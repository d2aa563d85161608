import type { FastifyInstance } from 'fastify'
import type { CrisisCategory } from '@app/domain/chat/crisis'

/** The flag keeps this much of the triggering message (code points), and only 30 days. */
export const CHAT_SAFETY_EXCERPT = 500
export const CHAT_SAFETY_RETENTION_MS = 30 * 86_400_000
export const CHAT_SAFETY_ERASE_JOB = 'chat.safety-erase'

/**
 * The admin's flag of a crisis message (decision 0156): a CHAT_SAFETY diagnostic with the ids,
 * the matched category, the time and the message cut to 500 characters, nothing else. Its text
 * is erased when reviewed, by the scheduler 30 days later, or with the account.
 */
export function flagCrisis(
  app: FastifyInstance,
  flag: { userId: string; conversationId: string; messageId: string; category: CrisisCategory },
  text: string,
  now: Date,
) {
  const { userId, conversationId, messageId, category } = flag
  const record = app.store.diagnostics.add(
    {
      category: 'CHAT_SAFETY',
      message: [...text].slice(0, CHAT_SAFETY_EXCERPT).join(''),
      details: JSON.stringify({ conversationId, messageId, category }),
      url: null,
    },
    userId,
    now,
  )
  app.scheduler.schedule({
    id: `${CHAT_SAFETY_ERASE_JOB}:${record.id}`,
    at: new Date(now.getTime() + CHAT_SAFETY_RETENTION_MS),
    kind: CHAT_SAFETY_ERASE_JOB,
    payload: { diagnosticId: record.id },
  })
  return record
}

/** The scheduler's handler: the flag's text goes, its ids, category and time stay. */
export function registerChatSafetyJobs(app: FastifyInstance) {
  app.scheduler.define(CHAT_SAFETY_ERASE_JOB, ({ diagnosticId }) =>
    app.store.diagnostics.eraseText(diagnosticId),
  )
}
