import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CHAT_TEXT } from '@app/contract/chat'
import { tutorInputOf } from '../../src/services/chat/tutor-input'
import { EXERCISE_SEED } from '../../src/store/seed/exercises'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { systemPrompt } from '../../src/tutor'
import { call } from '../helper'
import {
  PRO,
  UCZEN,
  chat,
  envelope,
  framesOf,
  newConversation,
  send,
  textOf,
  useChatApp,
} from './chat-helper'

let app: FastifyInstance
useChatApp((built) => (app = built))

/** The seed's 'Rozwiąż równanie $3(x-2)=2x+5$' (→ 11). */
const EQUATION = EXERCISE_SEED.find((e) => e.source.statement.includes('3(x-2)=2x+5'))!
const context = { kind: 'exercise', exerciseId: EQUATION.id }
const gone = envelope(404, CHAT_TEXT.conversationNotFound)

/** The tutor's input for a conversation as the chat service builds it now. */
function tutorInput(userId: string, conversationId: string) {
  const conversation = app.store.chat.conversation(userId, conversationId)!
  return tutorInputOf(app, conversation, app.store.chat.messages(userId, conversationId))
}

describe('an exercise as the chat’s context', () => {
  it('gives the tutor the statement and the revealed hints, never the key or the solution', async () => {
    const conversation = await newConversation(app, PRO, { subject: 'matematyka' })
    // pro reveals the first hint on the exercise's page.
    const hint = await call(app, PRO, {
      method: 'POST',
      url: `/api/saas/exercises/${EQUATION.id}/hints`,
    })
    expect(hint.statusCode).toBe(200)

    const res = await send(app, PRO, conversation.id, {
      content: 'Pomóż mi z tym zadaniem',
      context,
    })
    expect(res.statusCode).toBe(200)
    const answer = textOf(framesOf(res.body))
    expect(answer).toContain(EQUATION.source.statement)
    expect(answer).toContain(EQUATION.source.hints[0]!)
    expect(answer).not.toMatch(/\b11\b/)

    const input = tutorInput(PERSONA_IDS.pro, conversation.id)
    expect(input.context).toEqual({
      kind: 'exercise',
      title: EQUATION.source.title,
      statement: EQUATION.source.statement,
      hints: EQUATION.source.hints.slice(0, 1),
      solution: null,
      check: null,
    })
    const prompt = systemPrompt(input)
    expect(prompt).toContain(EQUATION.source.statement)
    expect(prompt).not.toContain(EQUATION.source.solution)
    expect(prompt).not.toMatch(/\b11\b/)

    // Asking for the result outright gets guidance, not the result.
    const asked = await send(app, PRO, conversation.id, { content: 'Podaj mi wynik', context })
    const refusal = textOf(framesOf(asked.body))
    expect(refusal).toContain('Pokaż rozwiązanie')
    expect(refusal).not.toMatch(/\b11\b/)
  })

  it('confirms a right result the student proposes, checked on the server, and not a wrong one', async () => {
    const conversation = await newConversation(app, PRO, { subject: 'matematyka' })
    const wrong = await send(app, PRO, conversation.id, { content: 'Czy wynik to 12?', context })
    expect(textOf(framesOf(wrong.body))).toMatch(/^To jeszcze nie ten wynik/)
    const right = await send(app, PRO, conversation.id, { content: 'Czy wynik to 11?', context })
    const confirmed = textOf(framesOf(right.body))
    expect(confirmed).toMatch(/dobry wynik|Zgadza się|Dokładnie tak/)
    expect(tutorInput(PERSONA_IDS.pro, conversation.id).context).toMatchObject({
      check: { verdict: 'CORRECT' },
    })
    // The chat is no answer: the exercise is not solved by it.
    expect(
      app.store.exercises.progressOf(PERSONA_IDS.pro, EQUATION.id)?.solvedAt ?? null,
    ).toBeNull()
  })

  it('records chat_message with contextKind exercise', async () => {
    const conversation = await newConversation(app, PRO)
    await send(app, PRO, conversation.id, { content: 'Od czego zacząć?', context })
    const events = app.store.activity
      .forUser(PERSONA_IDS.pro)
      .filter((e) => e.type === 'chat_message')
    expect(events.at(-1)?.payload).toMatchObject({ contextKind: 'exercise' })
  })

  it("is 404 for someone else's private exercise or an unknown one, as an unknown card", async () => {
    const mine = [...app.store.exercises.all()].find(
      (e) => e.authorId === PERSONA_IDS.uczen && e.status === 'PRIVATE',
    )!
    const conversation = await newConversation(app, PRO)
    const before = app.store.chat.messages(PERSONA_IDS.pro, conversation.id).length
    for (const exerciseId of [mine.id, '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF']) {
      const res = await send(app, PRO, conversation.id, {
        content: 'Pomóż mi',
        context: { kind: 'exercise', exerciseId },
      })
      expect(res.json()).toEqual(gone)
    }
    expect(app.store.chat.messages(PERSONA_IDS.pro, conversation.id)).toHaveLength(before)
    // Its author may ask about it.
    const own = await newConversation(app, UCZEN)
    const res = await send(app, UCZEN, own.id, {
      content: 'Pomóż mi',
      context: { kind: 'exercise', exerciseId: mine.id },
    })
    expect(res.statusCode).toBe(200)
    expect((await chat(app, UCZEN, 'GET', '/conversations')).json().items[0].context).toEqual({
      kind: 'exercise',
      exerciseId: mine.id,
    })
  })
})
