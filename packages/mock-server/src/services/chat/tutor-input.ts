import type { FastifyInstance } from 'fastify'
import type { TutorInput, TutorMessage } from '../../tutor'
import type { ConversationRecord, MessageRecord } from '../../store/chat.types'
import { tutorContextOf } from './chat-context'

/**
 * What the tutor is asked (decision 0156 for what it never sees): the conversation so far
 * without crisis messages and their helpline answers, nor answers that wrote nothing; the
 * educational profile and the conversation's card or exercise, both loaded with the caller's
 * rights (./chat-context.ts: an exercise never with its key).
 */
export function tutorInputOf(
  app: FastifyInstance,
  conversation: ConversationRecord,
  history: readonly MessageRecord[],
  variant = 0,
): TutorInput {
  const { userId } = conversation
  const messages: TutorMessage[] = []
  history.forEach((message, i) => {
    if (message.status === 'SAFETY' || message.content === '') return
    if (message.role === 'user' && history[i + 1]?.status === 'SAFETY') return
    messages.push({ role: message.role, content: message.content })
  })
  const profile = app.store.users.byId(userId)?.settings.educationalProfile
  return {
    messages,
    mode: conversation.mode,
    subject: conversation.subject,
    profile: profile
      ? { schoolType: profile.schoolType, grade: profile.grade, subjects: profile.subjects }
      : null,
    context: tutorContextOf(
      app,
      userId,
      conversation.context,
      messages.findLast((m) => m.role === 'user')?.content,
    ),
    variant,
  }
}
