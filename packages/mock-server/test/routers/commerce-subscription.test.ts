import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { nextPeriodEnd } from '@app/domain/commerce/subscription'
import { buildTestApp, call, resetApp, setClock } from '../helper'
import { order, orderOk, payByCard, startPayment, whoami } from './commerce-helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2026-11-24T10:00:00.000Z')
})

const mini = 'mini@example.com'
const DAY = 24 * 3_600_000
const advance = (ms: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: ms } })
const subscription = async (as: string) =>
  (await call(app, as, { method: 'GET', url: '/api/saas/subscription' })).json().subscription
const post = (as: string, action: 'cancel' | 'resume') =>
  call(app, as, { method: 'POST', url: `/api/saas/subscription/${action}` })

async function subscribe(card = '4242424242424242') {
  const pro = await orderOk(app, mini, { productId: 'pro-monthly' })
  const { paymentUrl } = await startPayment(app, mini, pro.id)
  await payByCard(app, paymentUrl, card)
}

describe('the pro subscription on the mock clock', () => {
  it('starts when paid, renews each month by itself and stays on', async () => {
    await subscribe()
    const started = await subscription(mini)
    expect(started).toMatchObject({
      plan: 'pro-monthly',
      status: 'active',
      currentPeriodEnd: '2026-12-24T10:00:00.000Z',
      card: { last4: '4242' },
      renewalPrice: 4_900,
    })
    expect(await whoami(app, mini)).toMatchObject({
      saasSubscription: { isActive: true },
      features: { planner: true, dominationPlan: true, flashcards: true, tasks: true },
    })
    const again = await order(app, mini, { productId: 'pro-yearly' })
    expect(again.json()).toEqual({ message: COMMERCE_TEXT.alreadyHasPro, httpsStatus: 409 })
    await advance(62 * DAY) // two renewals: 24.12 and 24.01
    expect((await subscription(mini)).currentPeriodEnd).toBe('2027-02-24T10:00:00.000Z')
    const orders = (await call(app, mini, { method: 'GET', url: '/api/orders' })).json().items
    expect(orders.map((o: { kind: string; status: string }) => `${o.kind} ${o.status}`)).toEqual([
      'renewal paid',
      'renewal paid',
      'purchase paid',
    ])
  })

  it('a declined renewal gives 3 days of grace, then pro ends', async () => {
    await subscribe('4000000000000341')
    await advance(30 * DAY + 1_000)
    expect(await subscription(mini)).toMatchObject({
      status: 'grace',
      graceEndsAt: '2026-12-27T10:00:00.000Z',
    })
    expect((await whoami(app, mini)).features.flashcards).toBe(true)
    await advance(3 * DAY)
    expect((await subscription(mini)).status).toBe('expired')
    expect(await whoami(app, mini)).toMatchObject({
      saasSubscription: { isActive: false },
      features: { planner: false, flashcards: false },
    })
    expect((await post(mini, 'resume')).json()).toEqual({
      message: COMMERCE_TEXT.subscriptionEnded,
      httpsStatus: 409,
    })
  })

  it('in grace the missed renewal is paid with a new card, which the next renewal charges', async () => {
    const payOverdue = () =>
      call(app, mini, {
        method: 'POST',
        url: '/api/saas/subscription/payment',
        headers: { origin: 'http://web.test' },
      })
    await subscribe('4000000000000341')
    expect((await payOverdue()).json()).toEqual({
      message: COMMERCE_TEXT.nothingOverdue,
      httpsStatus: 409,
    })
    await advance(30 * DAY + 1_000)
    expect((await subscription(mini)).status).toBe('grace')
    await advance(3_600_000)
    const started = await payOverdue()
    expect(started.statusCode).toBe(200)
    const { paymentUrl } = started.json()
    // A second click opens the same order (one overdue order in the list below).
    expect((await payOverdue()).statusCode).toBe(200)
    const back = await payByCard(app, paymentUrl, '5555555555554444')
    expect(back.headers.location).toMatch(/^http:\/\/web\.test\/platnosc\/sukces\?zamowienie=/)
    expect(await subscription(mini)).toMatchObject({
      status: 'active',
      graceEndsAt: null,
      currentPeriodEnd: '2027-01-24T10:00:00.000Z',
      card: { last4: '4444' },
    })
    await advance(31 * DAY)
    expect((await subscription(mini)).currentPeriodEnd).toBe('2027-02-24T10:00:00.000Z')
    const orders = (await call(app, mini, { method: 'GET', url: '/api/orders' })).json().items
    expect(orders.map((o: { kind: string; status: string }) => `${o.kind} ${o.status}`)).toEqual([
      'renewal paid',
      'renewal paid',
      'renewal failed',
      'purchase paid',
    ])
    expect(
      (await call(app, null, { method: 'POST', url: '/api/saas/subscription/payment' })).statusCode,
    ).toBe(401)
  })

  it('cancelled, it keeps pro to the period end; resumed before, it renews', async () => {
    await subscribe()
    expect((await post(mini, 'cancel')).json().subscription.cancelAtPeriodEnd).toBe(true)
    expect((await post(mini, 'resume')).json().subscription.cancelAtPeriodEnd).toBe(false)
    await post(mini, 'cancel')
    await advance(30 * DAY - 1_000)
    expect((await whoami(app, mini)).saasSubscription.isActive).toBe(true)
    await advance(2_000)
    expect((await subscription(mini)).status).toBe('canceled')
    expect((await whoami(app, mini)).saasSubscription.isActive).toBe(false)
    const orders = (await call(app, mini, { method: 'GET', url: '/api/orders' })).json().items
    expect(orders).toHaveLength(1)
  })

  it('the seeded subscription of pro renews with its stored card', async () => {
    const seeded = await subscription('pro@example.com')
    expect(seeded).toMatchObject({ status: 'active', plan: 'pro-monthly' })
    const end = Date.parse(seeded.currentPeriodEnd)
    await advance(end - Date.parse('2026-11-24T10:00:00.000Z'))
    // The same Warsaw wall time a month on (the anchor is 5.09.2025 14:00 in Warsaw).
    const next = nextPeriodEnd(Date.parse('2025-09-05T12:00:00.000Z'), 'pro-monthly', end)
    expect(await subscription('pro@example.com')).toMatchObject({
      status: 'active',
      currentPeriodEnd: next.toISOString(),
    })
    expect(next.getTime()).toBeGreaterThan(end)
  })
})
