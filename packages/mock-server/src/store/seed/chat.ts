import type { ChatMode, ChatSubject } from '@app/contract/chat'
import { fromWarsawLocal, warsawParts } from '@app/domain/shared/format'
import { seededRandom } from '@app/domain/shared/seeded-random'
import { chunkText, tutorAnswer, tutorSeed, type TutorInput, type TutorMessage } from '../../tutor'
import type { ChargeRecord, ConversationRecord, MessageRecord } from '../chat.types'
import { deepFreeze } from '../freeze'
import { ksuidAt } from '../ksuid'
import {
  SEED_CHAT_ANSWER_DELAY_MS,
  SEED_CHAT_CONVERSATIONS,
  SEED_CHAT_GAP_MINUTES,
  type SeedConversation,
} from './chat-content'

/**
 * The demo personas' chat (issue 'AI study chat'), laid out from the clock with a fixed PRNG:
 * uczen has 6 conversations over 3 weeks (one answer stopped, one interrupted) and asked 5
 * questions today, so 5 of the free 20 are used; pro has 2; nobody else has any. Every answer is
 * what the rule-based tutor answers to that conversation, cut short where it ended so.
 */
export interface SeededChat {
  conversations: readonly ConversationRecord[]
  messages: readonly MessageRecord[]
  charges: readonly ChargeRecord[]
}

/** A seeded question as the activity seed records it (`chat_message`, never its text). */
export interface SeededChatQuestion {
  userId: string
  at: Date
  subject: ChatSubject
  mode: ChatMode
}

const MINUTE = 60_000

/** When each question of a conversation was asked. Today's lie before `now`. */
function questionTimes(conversation: SeedConversation, now: Date): Date[] {
  const today = warsawParts(now)
  const count = conversation.questions.length
  if (conversation.daysAgo > 0) {
    const start = fromWarsawLocal(
      today.year,
      today.month,
      today.day - conversation.daysAgo,
      0,
      conversation.startMinute,
    )
    return conversation.questions.map(
      (_, i) => new Date(start.getTime() + i * SEED_CHAT_GAP_MINUTES * MINUTE),
    )
  }
  const midnight = fromWarsawLocal(today.year, today.month, today.day).getTime()
  const elapsed = now.getTime() - midnight
  const span = Math.min(elapsed, 120 * MINUTE)
  const from = now.getTime() - span
  return conversation.questions.map((_, i) => new Date(from + (span * (i + 1)) / (count + 2)))
}

/** Every seeded question, today's too, at the time the chat seed for `now` asked it. */
export function seedChatQuestions(now: Date): SeededChatQuestion[] {
  return SEED_CHAT_CONVERSATIONS.flatMap((conversation) =>
    questionTimes(conversation, now).map((at) => ({
      userId: conversation.userId,
      at,
      subject: conversation.subject,
      mode: conversation.mode,
    })),
  )
}

let last: { at: number; seed: SeededChat } | undefined

/** The seed for the instant `now` (frozen; the same object for the same instant). */
export function seedChat(now: Date): SeededChat {
  if (last?.at !== now.getTime()) last = { at: now.getTime(), seed: deepFreeze(layOut(now)) }
  return last.seed
}

function layOut(now: Date): SeededChat {
  const random = seededRandom(2700)
  const bytes = () => Buffer.from(Array.from({ length: 16 }, () => Math.floor(random() * 256)))
  const conversations: ConversationRecord[] = []
  const messages: MessageRecord[] = []
  const charges: ChargeRecord[] = []
  for (const conversation of SEED_CHAT_CONVERSATIONS) {
    const times = questionTimes(conversation, now)
    const first = times[0] as Date
    const id = ksuidAt(first, bytes())
    const { userId, mode, subject } = conversation
    const history: TutorMessage[] = []
    let lastAt = first
    conversation.questions.forEach((question, i) => {
      const askedAt = times[i] as Date
      const gap = (times[i + 1]?.getTime() ?? now.getTime()) - askedAt.getTime()
      const answeredAt = new Date(askedAt.getTime() + Math.min(SEED_CHAT_ANSWER_DELAY_MS, gap / 2))
      history.push({ role: 'user', content: question })
      const input: TutorInput = { messages: [...history], mode, subject }
      const full = tutorAnswer(input)
      history.push({ role: 'assistant', content: full })
      const isLast = i === conversation.questions.length - 1
      const ending = isLast ? (conversation.lastAnswer ?? 'COMPLETE') : 'COMPLETE'
      const questionId = ksuidAt(askedAt, bytes())
      const answerId = ksuidAt(answeredAt, bytes())
      const base = { userId, conversationId: id, context: null }
      messages.push({
        ...base,
        id: questionId,
        role: 'user',
        content: question,
        status: 'COMPLETE',
        createdAt: askedAt.toISOString(),
      })
      messages.push({
        ...base,
        id: answerId,
        role: 'assistant',
        content: ending === 'COMPLETE' ? full : cut(full, tutorSeed(input), ending),
        status: ending,
        createdAt: answeredAt.toISOString(),
        variant: 0,
      })
      charges.push({
        id: ksuidAt(askedAt, bytes()),
        userId,
        messageId: answerId,
        at: askedAt.toISOString(),
        to: 'daily',
        packOrderId: null,
      })
      lastAt = answeredAt
    })
    conversations.push({
      id,
      userId,
      title: conversation.title,
      subject,
      mode,
      context: null,
      createdAt: first.toISOString(),
      lastActivityAt: lastAt.toISOString(),
    })
  }
  return { conversations, messages, charges }
}

/** What a stopped answer (about half) or an interrupted one (a few chunks) had written. */
function cut(text: string, seed: number, ending: 'STOPPED' | 'INTERRUPTED'): string {
  const chunks = chunkText(text, seed)
  const kept = ending === 'STOPPED' ? Math.ceil(chunks.length / 2) : Math.min(6, chunks.length - 1)
  return chunks.slice(0, Math.max(1, kept)).join('')
}
