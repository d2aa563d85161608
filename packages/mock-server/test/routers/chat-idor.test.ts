import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { ChatConversation, ChatMessage } from '@app/contract/chat'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import {
  PRO,
  UCZEN,
  UNKNOWN_ID,
  chat,
  envelope,
  newConversation,
  newKey,
  send,
  useChatApp,
} from './chat-helper'

let app: FastifyInstance
useChatApp((built) => (app = built))

const gone = envelope(404, 'Nie znaleziono rozmowy.')

/** Everything of both users' chat, to compare before and after. */
const chatState = () =>
  JSON.stringify({
    uczen: app.store.chat.everythingOf(PERSONA_IDS.uczen),
    pro: app.store.chat.everythingOf(PERSONA_IDS.pro),
    charges: [app.store.chat.charges(PERSONA_IDS.uczen), app.store.chat.charges(PERSONA_IDS.pro)],
  })

describe("another user's conversations, messages and cards", () => {
  it('are 404 "Nie znaleziono rozmowy." for every call, and stay as they were', async () => {
    const theirs = (await chat(app, UCZEN, 'GET', '/conversations')).json()
      .items as ChatConversation[]
    const conversation = theirs[0]!
    const messages = (
      await chat(app, UCZEN, 'GET', `/conversations/${conversation.id}/messages`)
    ).json().items as ChatMessage[]
    const answer = messages[0]!
    const own = await newConversation(app, PRO)
    const before = chatState()

    const c = `/conversations/${conversation.id}`
    const m = `${c}/messages/${answer.id}`
    const key = { 'idempotency-key': newKey() }
    const calls: [string, Promise<{ statusCode: number; json(): unknown }>][] = [
      ['read its messages', chat(app, PRO, 'GET', `${c}/messages`)],
      ['rename it', chat(app, PRO, 'PATCH', c, { title: 'Moja' })],
      ['delete it', chat(app, PRO, 'DELETE', c)],
      ['send to it', send(app, PRO, conversation.id, { content: 'Cześć' })],
      ['regenerate its answer', chat(app, PRO, 'POST', `${m}/regenerate`, undefined, key)],
      ['stop its answer', chat(app, PRO, 'POST', `${m}/stop`)],
      [
        "regenerate its answer through one's own conversation",
        chat(
          app,
          PRO,
          'POST',
          `/conversations/${own.id}/messages/${answer.id}/regenerate`,
          undefined,
          {
            'idempotency-key': newKey(),
          },
        ),
      ],
      [
        "stop its answer through one's own conversation",
        chat(app, PRO, 'POST', `/conversations/${own.id}/messages/${answer.id}/stop`),
      ],
      ['an unknown conversation', chat(app, PRO, 'GET', `/conversations/${UNKNOWN_ID}/messages`)],
    ]
    for (const [name, pending] of calls) {
      const res = await pending
      expect(res.statusCode, name).toBe(404)
      expect(res.json(), name).toEqual(gone)
    }
    expect(chatState()).toBe(before)
  })

  it("a message id of another of one's own conversations is 404 too", async () => {
    const [first, second] = (await chat(app, UCZEN, 'GET', '/conversations')).json()
      .items as ChatConversation[]
    const answer = (await chat(app, UCZEN, 'GET', `/conversations/${first!.id}/messages`)).json()
      .items[0] as ChatMessage
    const wrong = `/conversations/${second!.id}/messages/${answer.id}`
    const stop = await chat(app, UCZEN, 'POST', `${wrong}/stop`)
    const again = await chat(app, UCZEN, 'POST', `${wrong}/regenerate`, undefined, {
      'idempotency-key': newKey(),
    })
    expect([stop.json(), again.json()]).toEqual([gone, gone])
  })

  it("someone else's flashcard as context is 404, and nothing is sent", async () => {
    const card = app.store.flashcards.cards(PERSONA_IDS.uczen)[0]!
    const own = await newConversation(app, PRO)
    const before = chatState()
    const res = await send(app, PRO, own.id, {
      content: 'Przepytaj mnie',
      context: { kind: 'flashcard', cardId: card.id },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(gone)
    expect(chatState()).toBe(before)
    const mine = await send(app, UCZEN, (await newConversation(app, UCZEN)).id, {
      content: 'Przepytaj mnie',
      context: { kind: 'flashcard', cardId: card.id },
    })
    expect(mine.statusCode).toBe(200)
  })
})
