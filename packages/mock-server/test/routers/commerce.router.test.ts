import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { formatPln } from '@app/domain/commerce/money'
import { signNotification } from '@app/domain/commerce/payment-notification'
import { PROVIDER_NOTIFY_SECRET } from '../../src/payment-provider/config'
import type { SentEmail } from '../../src/store/outbox'
import { buildTestApp, call, resetApp, setClock, snapshot } from '../helper'
import {
  getOrder,
  newKey,
  order,
  orderOk,
  payByCard,
  startPayment,
  submit,
  whoami,
} from './commerce-helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2026-11-24T10:00:00.000Z')
})

const brak = 'brak@example.com'
const uczen = 'uczen@example.com'
const KED_GROUP = 'Effective_Action_Course_Subscriber'

const notify = async (body: object, secret = PROVIDER_NOTIFY_SECRET) => {
  const payload = JSON.stringify(body)
  return app.inject({
    method: 'POST',
    url: '/api/payments/notify',
    headers: {
      'content-type': 'application/json',
      'x-payment-signature': await signNotification(payload, secret),
    },
    payload,
  })
}

describe('buying the course', () => {
  it('BLIK: the verified notification grants the group and sends a receipt; the return URL does not', async () => {
    const ked = await orderOk(app, brak, { productId: 'ked' })
    expect(ked).toMatchObject({ status: 'pending', amount: 69_700, vat: 13_033, net: 56_667 })
    const { paymentUrl } = await startPayment(app, brak, ked.id)
    await submit(app, `${paymentUrl}/blik`, { code: '777777' })
    // Back on the shop's page before the phone approved: nothing is granted.
    expect((await whoami(app, brak)).groups).toEqual([])
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 3_000 } })
    const back = await app.inject({ method: 'GET', url: paymentUrl })
    expect(back.headers.location).toBe(`http://web.test/zakup/kurs-efektywnego-dzialania/${ked.id}`)
    expect((await whoami(app, brak)).groups).toEqual([KED_GROUP])
    expect((await getOrder(app, brak, ked.id)).json()).toMatchObject({ status: 'paid' })
    const emails = (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json()
      .emails as SentEmail[]
    expect(emails[0]).toMatchObject({
      to: brak,
      subject: 'Potwierdzenie płatności: Kurs Efektywnego Działania',
    })
    expect(emails[0]?.text).toContain(`${formatPln(69_700)} (w tym 23% VAT: ${formatPln(13_033)})`)
  })

  it('a double click makes one order; the same key with another product is refused', async () => {
    const key = newKey()
    const first = await order(app, brak, { productId: 'ked' }, key)
    const second = await order(app, brak, { productId: 'ked' }, key)
    expect([first.statusCode, second.statusCode]).toEqual([201, 200])
    expect(second.json().id).toBe(first.json().id)
    const other = await order(app, brak, { productId: 'zn' }, key)
    expect(other.json()).toEqual({ message: COMMERCE_TEXT.idempotencyConflict, httpsStatus: 409 })
  })

  it('refuses a course the buyer has, and promo codes that do not fit, each in Polish', async () => {
    const owned = await order(app, uczen, { productId: 'ked' })
    expect(owned.json()).toEqual({ message: COMMERCE_TEXT.alreadyHasCourse, httpsStatus: 409 })
    for (const [promoCode, status, message] of [
      ['NIEMA', 404, COMMERCE_TEXT.promoUnknown],
      ['JESIEN2025', 409, COMMERCE_TEXT.promoExpired],
      ['LATO50', 409, COMMERCE_TEXT.promoUsedUp],
      ['CZAT100', 409, COMMERCE_TEXT.promoOtherProduct],
    ] as const) {
      const res = await order(app, brak, { productId: 'ked', promoCode })
      expect(res.json(), promoCode).toEqual({ message, httpsStatus: status })
    }
    expect((await orderOk(app, brak, { productId: 'ked', promoCode: 'ked100' })).amount).toBe(
      59_700,
    )
  })

  it('a declined payment can be tried again with the same order, until it expires', async () => {
    const ked = await orderOk(app, brak, { productId: 'ked' })
    const first = await startPayment(app, brak, ked.id)
    await submit(app, `${first.paymentUrl}/blik`, { code: '000000' })
    expect((await getOrder(app, brak, ked.id)).json().status).toBe('failed')
    const second = await startPayment(app, brak, ked.id)
    expect(second.token).not.toBe(first.token)
    await payByCard(app, second.paymentUrl)
    expect((await getOrder(app, brak, ked.id)).json().status).toBe('paid')

    const late = await orderOk(app, brak, { productId: 'zn' })
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 30 * 60_000 } })
    expect((await getOrder(app, brak, late.id)).json().status).toBe('expired')
    const res = await call(app, brak, { method: 'POST', url: `/api/orders/${late.id}/payment` })
    expect(res.json()).toEqual({ message: COMMERCE_TEXT.orderExpired, httpsStatus: 409 })
  })
})

describe('notifications', () => {
  it('are verified: a bad signature, a tampered amount and a replay change nothing', async () => {
    const ked = await orderOk(app, brak, { productId: 'ked' })
    const paid = {
      orderId: ked.id,
      amount: ked.amount,
      currency: 'PLN',
      status: 'paid',
      providerPaymentId: 'tr_test',
      method: 'blik',
    }
    const before = snapshot(app)
    expect((await notify(paid, 'zgadywany-sekret')).statusCode).toBe(401)
    const tampered = await notify({ ...paid, amount: 100 })
    expect(tampered.json()).toEqual({ message: COMMERCE_TEXT.amountMismatch, httpsStatus: 400 })
    expect((await notify({ ...paid, currency: 'EUR' })).statusCode).toBe(400)
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/notify',
      payload: paid,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(snapshot(app)).toBe(before)
    expect((await notify(paid)).json()).toEqual({ outcome: 'recorded' })
    expect((await notify(paid)).json()).toEqual({ outcome: 'duplicate' })
    expect((await notify({ ...paid, providerPaymentId: 'tr_other' })).json()).toEqual({
      outcome: 'refunded',
    })
    expect((await whoami(app, brak)).groups).toEqual([KED_GROUP])
  })

  it('a lost notification: the order page asks the provider and settles', async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { pattern: '/api/payments/notify', status: 503 },
    })
    const ked = await orderOk(app, brak, { productId: 'ked' })
    const { paymentUrl } = await startPayment(app, brak, ked.id)
    await payByCard(app, paymentUrl)
    expect(app.store.orders.byId(ked.id, app.clock.now())?.status).toBe('pending')
    expect((await getOrder(app, brak, ked.id)).json().status).toBe('paid')
    expect((await whoami(app, brak)).groups).toEqual([KED_GROUP])
  })
})

describe('who sees an order', () => {
  it("someone else's order is 404; the /r/{id} view names the buyer's first name only", async () => {
    const ked = await orderOk(app, brak, { productId: 'ked' })
    expect((await getOrder(app, uczen, ked.id)).json()).toEqual({
      message: COMMERCE_TEXT.orderNotFound,
      httpsStatus: 404,
    })
    const view = await call(app, null, { method: 'GET', url: `/api/orders/${ked.id}/public` })
    expect(view.json()).toMatchObject({ forFirstName: 'Piotr', amount: 69_700, status: 'pending' })
    expect(JSON.stringify(view.json())).not.toContain('brak@example.com')
  })

  it('a parent pays by the link: the child gets the course, the parent comes back to /r/{id}', async () => {
    const ked = await orderOk(app, brak, { productId: 'ked' })
    const { paymentUrl } = await startPayment(app, 'rodzic@example.com', ked.id)
    const back = await payByCard(app, paymentUrl)
    expect(back.headers.location).toBe(`http://web.test/r/${ked.id}/sukces`)
    expect((await whoami(app, brak)).groups).toEqual([KED_GROUP])
    expect((await whoami(app, 'rodzic@example.com')).groups).not.toContain(KED_GROUP)
  })

  it('the provider down: a Polish 503 and the order kept for a retry', async () => {
    const ked = await orderOk(app, brak, { productId: 'ked' })
    await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { pattern: '/provider/*', status: 503 },
    })
    const res = await call(app, brak, { method: 'POST', url: `/api/orders/${ked.id}/payment` })
    expect(res.json()).toEqual({
      message: 'Operator płatności nie odpowiada. Spróbuj ponownie za chwilę.',
      httpsStatus: 503,
    })
    await app.inject({ method: 'DELETE', url: '/__mock/scenarios' })
    expect((await startPayment(app, brak, ked.id)).paymentUrl).toContain('/provider/pay/')
  })
})
