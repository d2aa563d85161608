import type { FastifyInstance } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { CRISIS_ANSWER } from '@app/domain/chat/crisis-answer'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { advanceClock, call } from '../helper'
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

const ADMIN = 'admin@example.com'
const flags = () => app.store.diagnostics.list('CHAT_SAFETY')

/** Uses up uczen's day (the seed used 5 of 20). */
function useUpToday() {
  const now = app.clock.now()
  for (let i = 0; i < 15; i++)
    app.store.chat.addCharge({
      id: app.store.chat.newId(now),
      userId: PERSONA_IDS.uczen,
      messageId: app.store.chat.newId(now),
      at: now.toISOString(),
      to: 'daily',
      packOrderId: null,
    })
}

describe('a crisis message (decision 0156)', () => {
  it('gets the helpline answer even at the limit: no tutor, no charge, no activity', async () => {
    useUpToday()
    const tutor = vi.spyOn(app.tutor, 'stream')
    const conversation = await newConversation(app, UCZEN)
    const activity = app.store.activity.forUser(PERSONA_IDS.uczen).length
    const res = await send(app, UCZEN, conversation.id, { content: 'Nie chcę już żyć.' })
    expect(res.statusCode).toBe(200)
    const frames = framesOf(res.body)
    expect(frames.map((f) => f.event)).toEqual(['start', 'delta', 'done'])
    expect(textOf(frames)).toBe(CRISIS_ANSWER)
    expect(frames[2]?.data).toMatchObject({
      finishReason: 'safety',
      remaining: { remainingToday: 0 },
    })
    expect(tutor).not.toHaveBeenCalled()
    tutor.mockRestore()
    expect(app.store.activity.forUser(PERSONA_IDS.uczen)).toHaveLength(activity)
    expect((await chat(app, UCZEN, 'GET', '/usage')).json().usedToday).toBe(20)
    const [answer, question] = (
      await chat(app, UCZEN, 'GET', `/conversations/${conversation.id}/messages`)
    ).json().items
    expect(answer).toMatchObject({ role: 'assistant', status: 'SAFETY', content: CRISIS_ANSWER })
    expect(question).toMatchObject({ role: 'user', content: 'Nie chcę już żyć.' })
    // An ordinary message at the limit is still refused.
    const next = await send(app, UCZEN, conversation.id, { content: 'Ile to $2+2$?' })
    expect(next.statusCode).toBe(429)
  })

  it('flags it for the admin with only the ids, the category, the time and 500 characters', async () => {
    const conversation = await newConversation(app, UCZEN)
    const long = `Zabiję się. ${'x'.repeat(600)}`
    const key = newKey()
    const frames = framesOf((await send(app, UCZEN, conversation.id, { content: long }, key)).body)
    const start = frames[0]?.data as { userMessageId: string }
    const [flag] = flags()
    expect(flags()).toHaveLength(1)
    expect(flag).toEqual({
      id: flag!.id,
      category: 'CHAT_SAFETY',
      reviewed: false,
      message: [...long].slice(0, 500).join(''),
      details: JSON.stringify({
        conversationId: conversation.id,
        messageId: start.userMessageId,
        category: 'suicide',
      }),
      url: null,
      userId: PERSONA_IDS.uczen,
      createdAt: app.clock.now().toISOString(),
    })
    // The same key replays the answer without a second flag.
    const replay = framesOf((await send(app, UCZEN, conversation.id, { content: long }, key)).body)
    expect(textOf(replay)).toBe(CRISIS_ANSWER)
    expect(flags()).toHaveLength(1)
    // A later question to the tutor leaves the crisis message out.
    const tutor = vi.spyOn(app.tutor, 'stream')
    await send(app, UCZEN, conversation.id, { content: 'Ile to $\\log_2 8$?' })
    const asked = tutor.mock.calls[0]?.[0]
    tutor.mockRestore()
    expect(asked?.messages).toEqual([{ role: 'user', content: 'Ile to $\\log_2 8$?' }])
  })

  it('keeps the flag out of clients: POST /api/diagnostic with CHAT_SAFETY is 400', async () => {
    const res = await call(app, UCZEN, {
      method: 'POST',
      url: '/api/diagnostic',
      payload: { category: 'CHAT_SAFETY', message: 'fałszywa flaga' },
    })
    expect(res.statusCode).toBe(400)
    expect(flags()).toHaveLength(0)
  })

  it('erases the text when reviewed, and 30 days later by the scheduler', async () => {
    const conversation = await newConversation(app, UCZEN)
    await send(app, UCZEN, conversation.id, { content: 'Chcę się zabić.' })
    await send(app, UCZEN, conversation.id, { content: 'Tnę się.' })
    const categoryOf = (f: { details: string }) => JSON.parse(f.details).category as string
    const selfHarm = flags().find((f) => categoryOf(f) === 'self_harm')
    const suicide = flags().find((f) => categoryOf(f) === 'suicide')
    const listed = await call(app, ADMIN, {
      method: 'GET',
      url: '/api/diagnostic?category=CHAT_SAFETY',
    })
    expect(listed.json().items).toHaveLength(2)
    const reviewed = await call(app, ADMIN, {
      method: 'POST',
      url: '/api/diagnostic/reviewed',
      payload: { id: suicide!.id },
    })
    expect(reviewed.json()).toMatchObject({ reviewed: true, message: '' })
    expect(selfHarm!.message).toBe('Tnę się.')
    await advanceClock(app, 30 * 86_400_000 - 1)
    expect(flags().find((f) => f.id === selfHarm!.id)?.message).toBe('Tnę się.')
    await advanceClock(app, 1)
    expect(flags().find((f) => f.id === selfHarm!.id)).toMatchObject({
      message: '',
      reviewed: false,
    })
  })

  it('is never in the activity log', async () => {
    const conversation = await newConversation(app, UCZEN)
    await send(app, UCZEN, conversation.id, { content: 'Pocięłam się wczoraj.' })
    const events = app.store.activity.forUser(PERSONA_IDS.uczen)
    expect(JSON.stringify(events)).not.toContain('Pocięłam')
    // Nothing at all was recorded now: the seed's events all lie before now.
    expect(events.filter((e) => e.occurredAt === app.clock.now().toISOString())).toEqual([])
  })
})
