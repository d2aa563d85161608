import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { tutorAnswer } from '../../src/tutor'
import {
  UCZEN,
  chat,
  framesOf,
  newConversation,
  newKey,
  send,
  textOf,
  useChatApp,
} from './chat-helper'

let app: FastifyInstance
useChatApp((built) => (app = built))

describe('POST /api/saas/chat/conversations/{id}/messages', () => {
  it('streams start, deltas and done as SSE, each event valid, and stores the answer', async () => {
    const conversation = await newConversation(app, UCZEN, { subject: 'matematyka' })
    const res = await send(app, UCZEN, conversation.id, { content: 'Jak rozwiązać $x^2-5x+6=0$?' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(res.headers['cache-control']).toContain('no-cache')
    expect(res.headers['x-accel-buffering']).toBe('no')
    const frames = framesOf(res.body)
    expect(frames[0]?.event).toBe('start')
    expect(frames.at(-1)?.event).toBe('done')
    expect(frames.slice(1, -1).every((f) => f.event === 'delta')).toBe(true)
    expect(frames.length).toBeGreaterThan(3)
    const done = frames.at(-1)?.data
    expect(done).toMatchObject({
      finishReason: 'stop',
      remaining: { usedToday: 6, remainingToday: 14 },
    })

    const start = frames[0]?.data as { userMessageId: string; assistantMessageId: string }
    const messages = (
      await chat(app, UCZEN, 'GET', `/conversations/${conversation.id}/messages`)
    ).json().items
    expect(messages.map((m: { id: string }) => m.id)).toEqual([
      start.assistantMessageId,
      start.userMessageId,
    ])
    expect(messages[0]).toMatchObject({
      role: 'assistant',
      status: 'COMPLETE',
      content: textOf(frames),
    })
    expect(messages[1]).toMatchObject({
      role: 'user',
      status: 'COMPLETE',
      content: 'Jak rozwiązać $x^2-5x+6=0$?',
    })
    const expected = tutorAnswer({
      messages: [{ role: 'user', content: 'Jak rozwiązać $x^2-5x+6=0$?' }],
      mode: 'socratic',
      subject: 'matematyka',
      profile: { schoolType: 'LICEUM', grade: 2, subjects: ['matematyka', 'biologia'] },
      context: null,
      variant: 0,
    })
    expect(textOf(frames)).toBe(expected)
  })

  it('records a chat_message activity event with counts, never the text', async () => {
    const conversation = await newConversation(app, UCZEN, { subject: 'chemia', mode: 'explain' })
    const before = app.store.activity.forUser(PERSONA_IDS.uczen).length
    await send(app, UCZEN, conversation.id, { content: 'Tajne pytanie o stężenie' })
    const events = app.store.activity.forUser(PERSONA_IDS.uczen)
    expect(events).toHaveLength(before + 1)
    const event = events.at(-1)!
    expect(event.type).toBe('chat_message')
    expect(event.payload).toEqual({ subject: 'chemia', mode: 'explain', contextKind: null })
    expect(JSON.stringify(events)).not.toContain('Tajne')
  })

  it('replays a repeated key as a stream with the same ids, counted once; another body is 409', async () => {
    const conversation = await newConversation(app, UCZEN)
    const key = newKey()
    const first = framesOf(
      (await send(app, UCZEN, conversation.id, { content: 'Ile to $\\log_2 8$?' }, key)).body,
    )
    const again = await send(app, UCZEN, conversation.id, { content: 'Ile to $\\log_2 8$?' }, key)
    expect(again.statusCode).toBe(200)
    const replay = framesOf(again.body)
    expect(replay.map((f) => f.event)).toEqual(['start', 'delta', 'done'])
    expect(replay[0]?.data).toEqual(first[0]?.data)
    expect(textOf(replay)).toBe(textOf(first))
    expect(replay[2]?.data).toMatchObject({ remaining: { usedToday: 6 } })
    const usage = (await chat(app, UCZEN, 'GET', '/usage')).json()
    expect(usage.usedToday).toBe(6)
    const other = await send(app, UCZEN, conversation.id, { content: 'Inne pytanie' }, key)
    expect(other.statusCode).toBe(409)
    expect(other.json()).toEqual({
      message: 'Ten klucz został już użyty dla innej wiadomości.',
      httpsStatus: 409,
    })
  })
})
