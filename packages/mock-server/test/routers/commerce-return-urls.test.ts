import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, call, resetApp, setClock } from '../helper'
import { orderOk, payByCard } from './commerce-helper'

/** Decision 0141: where the provider sends the buyer back comes from configuration only. */

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({
    siteOrigin: 'https://sklep.example',
    apiOrigin: 'https://api.example',
  })
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2026-11-24T10:00:00.000Z')
})

const brak = 'brak@example.com'
const evil = {
  origin: 'https://evil.example',
  referer: 'https://evil.example/zakup',
  host: 'evil.example',
}

/** Opens the order's payment page as `as` (null: a guest) with the given headers. */
async function openPayment(as: string | null, orderId: string, headers: Record<string, string>) {
  const res = await call(app, as, {
    method: 'POST',
    url: `/api/orders/${orderId}/payment`,
    headers,
  })
  expect(res.statusCode, res.body).toBe(200)
  const { paymentUrl } = res.json() as { paymentUrl: string }
  return { paymentUrl, token: paymentUrl.split('/').pop()! }
}

describe('the return and notification URLs of a payment', () => {
  it("a guest's Origin, Referer and Host change neither, even when the guest opens the page first", async () => {
    const ked = await orderOk(app, brak, { productId: 'ked' })
    const { token } = await openPayment(null, ked.id, evil)
    const transaction = app.store.paymentProvider.byToken(token)!
    expect(transaction.returnUrl).toBe(`https://sklep.example/r/${ked.id}/sukces`)
    expect(transaction.notifyUrl).toBe('https://api.example/api/payments/notify')

    // The buyer then pays from the real site: the page goes back to the shop, not to evil.example.
    const { paymentUrl } = await openPayment(brak, ked.id, { origin: 'https://sklep.example' })
    const back = await payByCard(app, paymentUrl)
    expect(back.headers.location).toMatch(/^https:\/\/sklep\.example\//)
  })

  it("the buyer's own request with a foreign Origin gets the configured site too", async () => {
    const chat = await orderOk(app, brak, { productId: 'chat-pack' })
    const { paymentUrl } = await openPayment(brak, chat.id, evil)
    const back = await payByCard(app, paymentUrl)
    expect(back.headers.location).toBe(
      `https://sklep.example/platnosc/sukces?zamowienie=${chat.id}`,
    )
  })
})
