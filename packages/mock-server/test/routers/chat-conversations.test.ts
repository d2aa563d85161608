import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  ChatConversationPageSchema,
  ChatMessagePageSchema,
  type ChatConversation,
  type ChatMessage,
} from '@app/contract/chat'
import { AccountExportSchema } from '@app/contract/user/account'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { advanceClock, call } from '../helper'
import {
  BRAK,
  NOWY,
  PRO,
  UCZEN,
  chat,
  conversations,
  envelope,
  framesOf,
  newConversation,
  newKey,
  send,
  textOf,
  useChatApp,
} from './chat-helper'

let app: FastifyInstance
useChatApp((built) => (app = built))

const messagesOf = async (as: string, id: string) =>
  (await chat(app, as, 'GET', `/conversations/${id}/messages`)).json().items as ChatMessage[]

describe('the seed', () => {
  it('gives uczen 6 conversations over 3 weeks, one answer stopped and one interrupted', async () => {
    const res = await chat(app, UCZEN, 'GET', '/conversations')
    const page = ChatConversationPageSchema.parse(res.json())
    expect(page.items.map((c) => c.title)).toEqual([
      'Logarytmy',
      'Plan powtórek do matury',
      'Krzyżówka genetyczna',
      'Stężenie procentowe',
      'Ruch jednostajny',
      'Funkcja kwadratowa',
    ])
    const first = page.items.at(-1)!
    expect(first).toMatchObject({ subject: 'matematyka', mode: 'socratic' })
    expect(Date.parse('2025-10-15T10:00:00.000Z') - Date.parse(first.createdAt)).toBeGreaterThan(
      19 * 86_400_000,
    )
    const statuses = (await Promise.all(page.items.map((c) => messagesOf(UCZEN, c.id)))).flatMap(
      (messages) => messages.map((m) => m.status),
    )
    expect(statuses.filter((s) => s === 'STOPPED')).toHaveLength(1)
    expect(statuses.filter((s) => s === 'INTERRUPTED')).toHaveLength(1)
    expect((await chat(app, UCZEN, 'GET', '/usage')).json().usedToday).toBe(5)
  })

  it('gives pro 2 conversations and nowy none; every seeded question is a chat_message event', async () => {
    expect(await conversations(app, PRO)).toHaveLength(2)
    expect(await conversations(app, NOWY)).toEqual([])
    const events = app.store.activity
      .forUser(PERSONA_IDS.uczen)
      .filter((e) => e.type === 'chat_message')
    // 10 questions before today and today's 5, at the times the chat store has them.
    expect(events).toHaveLength(15)
    const todays = events.filter((e) => e.occurredAt >= '2025-10-14T22:00:00.000Z')
    expect(todays).toHaveLength((await chat(app, UCZEN, 'GET', '/usage')).json().usedToday)
    expect(todays.every((e) => e.occurredAt < '2025-10-15T10:00:00.000Z')).toBe(true)
    const asked = (await conversations(app, UCZEN)).flatMap((c) =>
      app.store.chat
        .messages(PERSONA_IDS.uczen, c.id)
        .filter((m) => m.role === 'user')
        .map((m) => m.createdAt),
    )
    expect(events.map((e) => e.occurredAt)).toEqual(asked.sort())
    for (const event of events)
      expect(event.payload).toEqual({
        subject: expect.any(String),
        mode: expect.any(String),
        contextKind: null,
      })
  })
})

describe('conversations', () => {
  it('lets every signed-in user chat, brak and nowy too; a guest is 401', async () => {
    for (const as of [NOWY, BRAK]) {
      const conversation = await newConversation(app, as)
      const res = await send(app, as, conversation.id, { content: 'Jak się uczyć do matury?' })
      expect(res.statusCode, as).toBe(200)
    }
    const guest = await chat(app, null, 'GET', '/conversations')
    expect(guest.statusCode).toBe(401)
  })

  it('creates with defaults, renames, changes the mode, lists by activity and deletes', async () => {
    const made = await newConversation(app, NOWY)
    expect(made).toMatchObject({
      title: 'Nowa rozmowa',
      subject: null,
      mode: 'socratic',
      context: null,
      messageCount: 0,
    })
    const other = await newConversation(app, NOWY, {
      title: 'Fizyka',
      subject: 'fizyka',
      mode: 'explain',
    })
    const renamed = await chat(app, NOWY, 'PATCH', `/conversations/${made.id}`, {
      title: '  Równania  ',
      mode: 'explain',
    })
    expect(renamed.json()).toMatchObject({ title: 'Równania', mode: 'explain' })
    await advanceClock(app, 60_000)
    await send(app, NOWY, made.id, { content: 'Ile to $2x+7=19$?' })
    const listed = await conversations(app, NOWY)
    expect(listed.map((c) => c.id)).toEqual([made.id, other.id])
    expect(listed[0]?.messageCount).toBe(2)
    const deleted = await chat(app, NOWY, 'DELETE', `/conversations/${made.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await conversations(app, NOWY)).map((c) => c.id)).toEqual([other.id])
    const again = await chat(app, NOWY, 'GET', `/conversations/${made.id}/messages`)
    expect(again.json()).toEqual(envelope(404, 'Nie znaleziono rozmowy.'))
  })

  it.each([
    ['an empty title', { title: '' }],
    ['a title of spaces', { title: '   ' }],
    ['81 characters', { title: 'a'.repeat(81) }],
  ])('refuses %s with 400', async (_name, body) => {
    const made = await newConversation(app, NOWY)
    for (const res of [
      await chat(app, NOWY, 'POST', '/conversations', body),
      await chat(app, NOWY, 'PATCH', `/conversations/${made.id}`, body),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(
        'Nieprawidłowe dane: title — Tytuł rozmowy musi mieć od 1 do 80 znaków.',
      )
    }
    const ok = await chat(app, NOWY, 'PATCH', `/conversations/${made.id}`, {
      title: 'a'.repeat(80),
    })
    expect(ok.statusCode).toBe(200)
  })

  it('refuses a 201st conversation and a 501st message with 409', async () => {
    const now = app.clock.now().toISOString()
    for (let i = 0; i < 200; i++)
      app.store.chat.saveConversation({
        id: app.store.chat.newId(app.clock.now()),
        userId: PERSONA_IDS.nowy,
        title: `Rozmowa ${i}`,
        subject: null,
        mode: 'socratic',
        context: null,
        createdAt: now,
        lastActivityAt: now,
      })
    const more = await chat(app, NOWY, 'POST', '/conversations', {})
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe(
      'Masz już 200 rozmów. Usuń którąś ze starych, aby zacząć nową.',
    )
    const page = ChatConversationPageSchema.parse(
      (await chat(app, NOWY, 'GET', '/conversations')).json(),
    )
    expect(page.items).toHaveLength(50)
    const next = await chat(app, NOWY, 'GET', `/conversations?nextPageKey=${page.nextPageKey}`)
    expect(next.json().items[0].id).not.toBe(page.items[0]?.id)

    const full = page.items[0]!
    for (let i = 0; i < 499; i++)
      app.store.chat.saveMessage({
        id: app.store.chat.newId(app.clock.now()),
        userId: PERSONA_IDS.nowy,
        conversationId: full.id,
        role: i % 2 ? 'assistant' : 'user',
        content: `${i}`,
        status: 'COMPLETE',
        context: null,
        createdAt: now,
      })
    const refused = await send(app, NOWY, full.id, { content: 'Jeszcze jedno' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'Ta rozmowa ma już 500 wiadomości. Zacznij nową rozmowę, aby pytać dalej.',
    )
    const messages = ChatMessagePageSchema.parse(
      (await chat(app, NOWY, 'GET', `/conversations/${full.id}/messages`)).json(),
    )
    expect(messages.items[0]?.content).toBe('498')
    expect(messages.items).toHaveLength(50)
  })
})

describe('regenerate', () => {
  it('replaces the last answer with a new take, counted as a message', async () => {
    const conversation = await newConversation(app, NOWY, { subject: 'matematyka' })
    const first = framesOf(
      (await send(app, NOWY, conversation.id, { content: 'Ile to $\\log_2 8$?' })).body,
    )
    const { userMessageId, assistantMessageId } = first[0]?.data as {
      userMessageId: string
      assistantMessageId: string
    }
    const key = newKey()
    const path = `/conversations/${conversation.id}/messages/${assistantMessageId}/regenerate`
    const res = await chat(app, NOWY, 'POST', path, undefined, { 'idempotency-key': key })
    expect(res.statusCode).toBe(200)
    const frames = framesOf(res.body)
    const start = frames[0]?.data as { userMessageId: string; assistantMessageId: string }
    expect(start.userMessageId).toBe(userMessageId)
    expect(start.assistantMessageId).not.toBe(assistantMessageId)
    expect(frames.at(-1)?.data).toMatchObject({ finishReason: 'stop', remaining: { usedToday: 2 } })
    const messages = await messagesOf(NOWY, conversation.id)
    expect(messages.map((m) => m.id)).toEqual([start.assistantMessageId, userMessageId])
    expect(messages[0]?.content).toBe(textOf(frames))
    // The same key replays; the old answer is no longer the last one.
    const replay = await chat(app, NOWY, 'POST', path, undefined, { 'idempotency-key': key })
    expect(framesOf(replay.body)[0]?.data).toEqual(start)
    expect((await chat(app, NOWY, 'GET', '/usage')).json().usedToday).toBe(2)
    const stale = await chat(app, NOWY, 'POST', path, undefined, { 'idempotency-key': newKey() })
    expect(stale.statusCode).toBe(404)
  })

  it('refuses any answer but the last one (409) and a question (409)', async () => {
    const [conversation] = await conversations(app, UCZEN)
    const messages = await messagesOf(UCZEN, conversation!.id)
    const regenerate = (id: string) =>
      chat(
        app,
        UCZEN,
        'POST',
        `/conversations/${conversation!.id}/messages/${id}/regenerate`,
        undefined,
        {
          'idempotency-key': newKey(),
        },
      )
    for (const message of [messages[1]!, messages[2]!]) {
      const res = await regenerate(message.id)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(
        'Ponownie wygenerować można tylko ostatnią odpowiedź w rozmowie.',
      )
    }
  })
})

describe('the account', () => {
  it('exports the chat with every message, and deletion removes it', async () => {
    const exported = await call(app, UCZEN, { method: 'GET', url: '/api/saas/user/export' })
    const data = AccountExportSchema.parse(exported.json())
    expect(data.chat.conversations).toHaveLength(6)
    expect(data.chat.conversations[0]?.title).toBe('Funkcja kwadratowa')
    expect(data.chat.conversations.flatMap((c) => c.messages)).toHaveLength(30)
    const proIds = new Set((await conversations(app, PRO)).map((c: ChatConversation) => c.id))
    expect(data.chat.conversations.some((c) => proIds.has(c.id))).toBe(false)

    const deleted = await call(app, UCZEN, {
      method: 'POST',
      url: '/api/saas/user/delete-account',
      payload: { password: 'Demo123!' },
    })
    expect(deleted.statusCode).toBe(204)
    expect(app.store.chat.everythingOf(PERSONA_IDS.uczen)).toEqual([])
    expect(app.store.chat.charges(PERSONA_IDS.uczen)).toEqual([])
    expect(await conversations(app, PRO)).toHaveLength(2)
  })
})
