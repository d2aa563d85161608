import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { advanceClock, setClock } from '../helper'
import { getOrder, orderOk, payByCard, startPayment } from './commerce-helper'
import {
  NOWY,
  PRO,
  UCZEN,
  chat,
  envelope,
  framesOf,
  newConversation,
  send,
  useChatApp,
} from './chat-helper'

let app: FastifyInstance
useChatApp((built) => (app = built))

const LIMIT_TEXT = 'Wykorzystano dzienny limit wiadomości (20). Kolejne będą dostępne od 00:00.'

const usage = async (as: string) => (await chat(app, as, 'GET', '/usage')).json()

/** Uses up what is left of uczen's day, as if sent (the seed used 5). */
function useUpToday(count = 15) {
  const now = app.clock.now()
  for (let i = 0; i < count; i++)
    app.store.chat.addCharge({
      id: app.store.chat.newId(now),
      userId: PERSONA_IDS.uczen,
      messageId: app.store.chat.newId(now),
      at: now.toISOString(),
      to: 'daily',
      packOrderId: null,
    })
}

async function buyPack(as: string) {
  const made = await orderOk(app, as, { productId: 'chat-pack' })
  const { paymentUrl } = await startPayment(app, as, made.id)
  await payByCard(app, paymentUrl)
  await advanceClock(app, 60_000)
  const paid = (await getOrder(app, as, made.id)).json()
  expect(paid.status).toBe('paid')
  return paid.id as string
}

describe('bad messages (400, before anything else)', () => {
  it.each([
    ['empty', '', 'Wiadomość nie może być pusta.'],
    ['whitespace only', ' \n\t ', 'Wiadomość nie może być pusta.'],
    ['4001 characters', 'a'.repeat(4001), 'Wiadomość może mieć najwyżej 4000 znaków.'],
  ])('%s', async (_name, content, message) => {
    const conversation = await newConversation(app, UCZEN)
    const res = await send(app, UCZEN, conversation.id, { content })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(envelope(400, message))
    expect((await usage(UCZEN)).usedToday).toBe(5)
  })

  it('takes exactly 4000 characters (emoji count as one)', async () => {
    const conversation = await newConversation(app, UCZEN)
    const res = await send(app, UCZEN, conversation.id, { content: '😀'.repeat(4000) })
    expect(res.statusCode).toBe(200)
  })
})

describe('the daily allowance (decision 0157)', () => {
  it('answers the usage of the seed: 5 of the free 20 used, reset at 00:00 Warsaw', async () => {
    expect(await usage(UCZEN)).toEqual({
      plan: 'free',
      dailyLimit: 20,
      usedToday: 5,
      remainingToday: 15,
      resetsAt: '2025-10-15T22:00:00.000Z',
      packRemaining: 0,
    })
    expect(await usage(PRO)).toMatchObject({ plan: 'pro', dailyLimit: 200, usedToday: 0 })
    expect(await usage(NOWY)).toMatchObject({ plan: 'free', usedToday: 0, remainingToday: 20 })
  })

  it('refuses the 21st message with 429 and Retry-After, and gives it back after midnight', async () => {
    await setClock(app, '2025-10-15T21:58:00.000Z') // 23:58 Warsaw
    useUpToday()
    const conversation = await newConversation(app, UCZEN)
    const before = app.store.chat.messages(PERSONA_IDS.uczen, conversation.id).length
    const refused = await send(app, UCZEN, conversation.id, { content: 'Ile to $2+2$?' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(envelope(429, LIMIT_TEXT))
    expect(refused.headers['retry-after']).toBe('120')
    expect(app.store.chat.messages(PERSONA_IDS.uczen, conversation.id)).toHaveLength(before)
    const [last] = (
      await chat(app, UCZEN, 'GET', `/conversations/${conversation.id}/messages`)
    ).json().items
    expect(last).toBeUndefined()

    await advanceClock(app, 120_000) // 00:00 Warsaw
    expect(await usage(UCZEN)).toMatchObject({ usedToday: 0, remainingToday: 20 })
    const accepted = await send(app, UCZEN, conversation.id, { content: 'Ile to $2+2$?' })
    expect(accepted.statusCode).toBe(200)
    expect(framesOf(accepted.body).at(-1)?.data).toMatchObject({
      type: 'done',
      remaining: { usedToday: 1, remainingToday: 19 },
    })
  })

  it('spends a paid chat pack only after the day, 500 per pack', async () => {
    const packId = await buyPack(UCZEN)
    expect(await usage(UCZEN)).toMatchObject({ usedToday: 5, packRemaining: 500 })
    const conversation = await newConversation(app, UCZEN)
    await send(app, UCZEN, conversation.id, { content: 'Ile to $\\log_2 8$?' })
    expect(await usage(UCZEN)).toMatchObject({ usedToday: 6, packRemaining: 500 })
    useUpToday(14)
    const res = await send(app, UCZEN, conversation.id, { content: 'A $\\log_3 9$?' })
    expect(res.statusCode).toBe(200)
    expect(framesOf(res.body).at(-1)?.data).toMatchObject({
      remaining: { usedToday: 20, remainingToday: 0, packRemaining: 499 },
    })
    const charges = app.store.chat.charges(PERSONA_IDS.uczen)
    expect(charges.at(-1)).toMatchObject({ to: 'pack', packOrderId: packId })
  })
})
