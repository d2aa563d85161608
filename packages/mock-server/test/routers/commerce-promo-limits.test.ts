import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { OrderRecord } from '../../src/store/orders'
import { call, useTestApp } from '../helper'
import { order, orderOk, payByCard, startPayment } from './commerce-helper'

/** Decision 0139: a code once per account; only paid orders use a code. */

let app: FastifyInstance
useTestApp((built) => (app = built), '2026-11-24T10:00:00.000Z')

const brak = 'brak@example.com'
const refusal = (message: string) => ({ message, httpsStatus: 409 })

const validate = (as: string | null, code: string) =>
  call(app, as, {
    method: 'POST',
    url: '/api/promo-codes/validate',
    payload: { code, productId: 'chat-pack' },
  })

describe('promo codes per account', () => {
  it('CZAT100 gives one free chat pack per account, not three in a row', async () => {
    const first = await orderOk(app, brak, { productId: 'chat-pack', promoCode: 'CZAT100' })
    expect(first).toMatchObject({ status: 'paid', amount: 0 })
    const again = await order(app, brak, { productId: 'chat-pack', promoCode: 'czat100' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual(refusal(COMMERCE_TEXT.promoUsedByAccount))
    expect((await validate(brak, 'CZAT100')).json()).toEqual(
      refusal(COMMERCE_TEXT.promoUsedByAccount),
    )
    // Another account, and a guest asking, still get it.
    expect((await validate('rodzic@example.com', 'CZAT100')).statusCode).toBe(200)
    expect((await validate(null, 'CZAT100')).statusCode).toBe(200)
  })

  it('two pending orders with one code: once one is paid, the other cannot open its payment', async () => {
    const ked = await orderOk(app, brak, { productId: 'ked', promoCode: 'NAUKA10' })
    const chat = await orderOk(app, brak, { productId: 'chat-pack', promoCode: 'NAUKA10' })
    const { paymentUrl } = await startPayment(app, brak, ked.id)
    await payByCard(app, paymentUrl)
    const refused = await call(app, brak, {
      method: 'POST',
      url: `/api/orders/${chat.id}/payment`,
    })
    expect(refused.json()).toEqual(refusal(COMMERCE_TEXT.promoUsedByAccount))
  })
})

describe('only paid orders use a code', () => {
  /** Orders of other buyers put straight into the shop's books. */
  function seedOrders(count: number, status: OrderRecord['status']) {
    const { orders } = app.store
    const now = app.clock.now()
    for (let i = 0; i < count; i++) {
      orders.save({
        id: orders.newId(new Date(now.getTime() - i)),
        kind: 'purchase',
        productId: 'chat-pack',
        productName: 'Pakiet czatu',
        buyerId: `inny-${i}`,
        status,
        amount: 0,
        currency: 'PLN',
        net: 0,
        vat: 0,
        listPrice: 2_900,
        discount: 2_900,
        promoCode: 'CZAT100',
        invoice: null,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
        paidAt: status === 'paid' ? now.toISOString() : null,
        providerToken: null,
        providerPaymentId: null,
        card: null,
      })
    }
  }

  it('50 unpaid orders hold none of the 50 uses of CZAT100', async () => {
    seedOrders(50, 'pending')
    expect((await validate(brak, 'CZAT100')).statusCode).toBe(200)
  })

  it('50 paid orders use it up', async () => {
    seedOrders(50, 'paid')
    expect((await validate(brak, 'CZAT100')).json()).toEqual(refusal(COMMERCE_TEXT.promoUsedUp))
  })
})
