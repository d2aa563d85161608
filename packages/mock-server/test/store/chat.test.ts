import { describe, expect, it } from 'vitest'
import { ChatMessageSchema } from '@app/contract/chat'
import { chatQuota } from '@app/domain/chat/quota'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { ChatRepository } from '../../src/store/chat'
import { seedChatQuestions } from '../../src/store/seed/chat'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { toMessage } from '../../src/services/chat/chat-view'

const repository = (now: string) => new ChatRepository(() => new Date(now))
const UCZEN = PERSONA_IDS.uczen

describe('the chat seed', () => {
  it.each([
    '2025-10-15T10:00:00.000Z',
    // 00:05 Warsaw: today's questions still lie between midnight and now.
    '2025-10-14T22:05:00.000Z',
    '2025-03-30T01:30:00.000Z',
    '2025-10-26T23:30:00.000Z',
  ])('gives uczen 5 questions today, before now, and valid messages (now %s)', (now) => {
    const chat = repository(now)
    const today = toWarsawDateKey(new Date(now))
    const charges = chat.charges(UCZEN)
    const todays = charges.filter((c) => toWarsawDateKey(new Date(c.at)) === today)
    expect(todays).toHaveLength(5)
    expect(todays.every((c) => c.at < now)).toBe(true)
    const quota = chatQuota({
      dailyChargedAt: charges.map((c) => c.at),
      plan: 'free',
      packRemaining: 0,
      now: new Date(now),
    })
    expect(quota).toMatchObject({ usedToday: 5, remainingToday: 15 })
    for (const conversation of chat.conversations(UCZEN)) {
      const messages = chat.messages(UCZEN, conversation.id)
      for (const message of messages)
        expect(ChatMessageSchema.parse(toMessage(message))).toBeTruthy()
      expect(messages.every((m) => m.createdAt <= now)).toBe(true)
      expect(conversation.lastActivityAt).toBe(messages.at(-1)?.createdAt)
    }
  })

  it('is the same after a reset at the same instant; nobody but uczen and pro has any', () => {
    const chat = repository('2025-10-15T10:00:00.000Z')
    const before = JSON.stringify(chat.everythingOf(UCZEN))
    chat.reset()
    expect(JSON.stringify(chat.everythingOf(UCZEN))).toBe(before)
    expect(chat.conversations(PERSONA_IDS.pro)).toHaveLength(2)
    for (const id of [PERSONA_IDS.nowy, PERSONA_IDS.brak, PERSONA_IDS.mini, PERSONA_IDS.admin])
      expect(chat.conversations(id)).toEqual([])
  })

  it("lays the past questions between 16:00 and 20:00 Warsaw, before today, and today's before now", () => {
    const now = new Date('2025-10-15T10:00:00.000Z')
    const questions = seedChatQuestions(now)
    expect(questions).toHaveLength(18)
    const past = questions.filter(({ at }) => toWarsawDateKey(at) < '2025-10-15')
    expect(past).toHaveLength(13)
    for (const { at } of past) {
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit' }).format(at),
      )
      expect(hour).toBeGreaterThanOrEqual(16)
      expect(hour).toBeLessThan(20)
    }
    const todays = questions.filter(({ at }) => toWarsawDateKey(at) === '2025-10-15')
    expect(todays).toHaveLength(5)
    expect(todays.every(({ userId, at }) => userId === UCZEN && at < now)).toBe(true)
  })

  it("gives every seeded question the time, subject and mode of the chat store's message", () => {
    const now = '2025-10-15T10:00:00.000Z'
    const chat = repository(now)
    const stored = [UCZEN, PERSONA_IDS.pro].flatMap((userId) =>
      chat.conversations(userId).flatMap((conversation) =>
        chat
          .messages(userId, conversation.id)
          .filter((m) => m.role === 'user')
          .map((m) => ({
            userId,
            at: m.createdAt,
            subject: conversation.subject,
            mode: conversation.mode,
          })),
      ),
    )
    const seeded = seedChatQuestions(new Date(now)).map((q) => ({ ...q, at: q.at.toISOString() }))
    const order = (a: { at: string }, b: { at: string }) => a.at.localeCompare(b.at)
    expect(seeded.sort(order)).toEqual(stored.sort(order))
  })
})
