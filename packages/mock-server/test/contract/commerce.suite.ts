import { contract } from '@app/contract'
import type { PaymentNotification } from '@app/contract/commerce'
import { signNotification } from '@app/domain/commerce/payment-notification'
import { describe, expect, it } from 'vitest'
import { PROVIDER_NOTIFY_SECRET } from '../../src/payment-provider/config'
import { admin, expectAnswer, student, target, withAdmin, withStudent } from './harness'

const c = contract.commerce
const key = () => `kontrakt-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
const consents = { terms: true, immediateAccess: true } as const
const UNKNOWN_ORDER = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'

describe('commerce', () => {
  it('shows the catalogue and prices a promo code, refusing unknown and foreign ones', async () => {
    expectAnswer(c.getCatalogue, await target.anonymous.commerce.getCatalogue(), 200)
    const quote = await target.anonymous.commerce.validatePromoCode({
      body: { code: 'nauka10', productId: 'ked' },
    })
    expect(expectAnswer(c.validatePromoCode, quote, 200).amount).toBe(62_730)
    const unknown = { body: { code: 'NIEMA', productId: 'ked' as const } }
    expectAnswer(
      c.validatePromoCode,
      await target.anonymous.commerce.validatePromoCode(unknown),
      404,
    )
    const foreign = { body: { code: 'KED100', productId: 'zn' as const } }
    expectAnswer(
      c.validatePromoCode,
      await target.anonymous.commerce.validatePromoCode(foreign),
      409,
    )
  })

  it.skipIf(withStudent())(
    'orders once per key, reads own orders, opens the payment page',
    async () => {
      const headers = { 'idempotency-key': key() }
      const body = { productId: 'chat-pack' as const, consents }
      const made = await student().commerce.createOrder({ headers, body })
      const order = expectAnswer(c.createOrder, made, 201)
      expectAnswer(c.createOrder, await student().commerce.createOrder({ headers, body }), 200)
      const other = { ...body, productId: 'zn' as const }
      expectAnswer(
        c.createOrder,
        await student().commerce.createOrder({ headers, body: other }),
        409,
      )
      const unknownCode = {
        headers: { 'idempotency-key': key() },
        body: { ...body, promoCode: 'NIEMA' },
      }
      expectAnswer(c.createOrder, await student().commerce.createOrder(unknownCode), 404)

      expectAnswer(c.listOrders, await student().commerce.listOrders(), 200)
      const params = { id: order.id }
      expectAnswer(c.getOrder, await student().commerce.getOrder({ params }), 200)
      const missing = { params: { id: UNKNOWN_ORDER } }
      expectAnswer(c.getOrder, await student().commerce.getOrder(missing), 404)
      const view = await target.anonymous.commerce.getPublicOrder({ params })
      expect(expectAnswer(c.getPublicOrder, view, 200).forFirstName).toBe('Kuba')
      expectAnswer(c.getPublicOrder, await target.anonymous.commerce.getPublicOrder(missing), 404)
      const payment = await student().commerce.startPayment({ params })
      expect(expectAnswer(c.startPayment, payment, 200).paymentUrl).toMatch(/\/provider\/pay\//)

      // A 100% code: paid at once, nothing left to pay.
      const free = {
        headers: { 'idempotency-key': key() },
        body: { ...body, promoCode: 'CZAT100' },
      }
      const paid = expectAnswer(c.createOrder, await student().commerce.createOrder(free), 201)
      expect(paid.status).toBe('paid')
      const again = await student().commerce.startPayment({ params: { id: paid.id } })
      expectAnswer(c.startPayment, again, 409)
    },
  )

  it.skipIf(!!process.env.CONTRACT_BASE_URL)(
    'takes only signed, matching notifications from the provider',
    async () => {
      const made = await student().commerce.createOrder({
        headers: { 'idempotency-key': key() },
        body: { productId: 'chat-pack', consents },
      })
      const order = expectAnswer(c.createOrder, made, 201)
      const notification: PaymentNotification = {
        orderId: order.id,
        amount: order.amount,
        currency: 'PLN',
        status: 'paid',
        providerPaymentId: 'tr_kontrakt',
        method: 'blik',
      }
      const send = async (body: PaymentNotification, secret = PROVIDER_NOTIFY_SECRET) =>
        target.anonymous.commerce.notifyPayment({
          headers: { 'x-payment-signature': await signNotification(JSON.stringify(body), secret) },
          body,
        })
      expectAnswer(c.notifyPayment, await send(notification, 'nie-ten-sekret'), 401)
      expectAnswer(c.notifyPayment, await send({ ...notification, amount: 1 }), 400)
      expectAnswer(c.notifyPayment, await send({ ...notification, orderId: UNKNOWN_ORDER }), 404)
      expect(expectAnswer(c.notifyPayment, await send(notification), 200).outcome).toBe('recorded')
      expect(expectAnswer(c.notifyPayment, await send(notification), 200).outcome).toBe('duplicate')
    },
  )

  it.skipIf(withStudent())(
    'reads the subscription; cancelling one that does not exist is 404',
    async () => {
      const state = await student().commerce.getSubscription()
      expect(expectAnswer(c.getSubscription, state, 200).subscription).toBeNull()
      const cancel = await student().commerce.cancelSubscription()
      expectAnswer(c.cancelSubscription, cancel, 404)
      const resume = await student().commerce.resumeSubscription()
      expectAnswer(c.resumeSubscription, resume, 404)
      const overdue = await student().commerce.payOverdueRenewal()
      expectAnswer(c.payOverdueRenewal, overdue, 404)
    },
  )

  it.skipIf(withAdmin())('lets an admin read the orders, one by one too', async () => {
    const page = await admin().commerce.adminListOrders({ query: {} })
    const { items } = expectAnswer(c.adminListOrders, page, 200)
    const bad = await admin().commerce.adminListOrders({ query: { nextPageKey: 'zly' } })
    expectAnswer(c.adminListOrders, bad, 400)
    const missing = { params: { id: UNKNOWN_ORDER } }
    expectAnswer(c.adminGetOrder, await admin().commerce.adminGetOrder(missing), 404)
    if (items[0]) {
      const one = await admin().commerce.adminGetOrder({ params: { id: items[0].id } })
      expectAnswer(c.adminGetOrder, one, 200)
    }
  })
})
