import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { buildTestApp, call, resetApp, setClock } from '../helper'
import { orderOk, payByCard, startPayment } from './commerce-helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2026-11-24T10:00:00.000Z')
})

const admin = 'admin@example.com'
const list = (as: string | null, query = '') =>
  call(app, as, { method: 'GET', url: `/api/admin/orders${query}` })

describe('the shop books for admins', () => {
  it('lists every order newest first, with the buyer and how it was settled', async () => {
    const ked = await orderOk(app, 'brak@example.com', { productId: 'ked' })
    await payByCard(app, (await startPayment(app, 'brak@example.com', ked.id)).paymentUrl)
    await setClock(app, '2026-11-24T10:05:00.000Z')
    const chat = await orderOk(app, 'uczen@example.com', { productId: 'chat-pack' })

    const res = await list(admin)
    expect(res.statusCode).toBe(200)
    const { items } = res.json()
    const ids = items.map((o: { id: string }) => o.id)
    expect(ids.indexOf(chat.id)).toBeLessThan(ids.indexOf(ked.id))
    const paid = items.find((o: { id: string }) => o.id === ked.id)
    expect(paid).toMatchObject({
      status: 'paid',
      buyer: { email: 'brak@example.com' },
      card: { last4: expect.stringMatching(/^\d{4}$/) },
      providerPaymentId: expect.any(String),
    })
  })

  it('filters by status, product and a part of the buyer email', async () => {
    const ked = await orderOk(app, 'brak@example.com', { productId: 'ked' })
    await orderOk(app, 'uczen@example.com', { productId: 'chat-pack' })
    const ids = async (query: string) =>
      (await list(admin, query)).json().items.map((o: { id: string }) => o.id)
    expect(await ids('?productId=ked&status=pending')).toEqual([ked.id])
    expect(await ids('?buyer=BRAK@')).toEqual([ked.id])
    expect(await ids('?productId=zn')).toEqual([])
    expect((await list(admin, '?status=zaplacone')).statusCode).toBe(400)
    expect((await list(admin, '?nextPageKey=zly')).statusCode).toBe(400)
  })

  it('reads one order, any buyer; an unknown id is 404', async () => {
    const ked = await orderOk(app, 'brak@example.com', { productId: 'ked' })
    const one = await call(app, admin, { method: 'GET', url: `/api/admin/orders/${ked.id}` })
    expect(one.json()).toMatchObject({ id: ked.id, buyer: { email: 'brak@example.com' } })
    const unknown = await call(app, admin, {
      method: 'GET',
      url: '/api/admin/orders/2HVxKe3ccOG3GjfSgYdPOcKWqzP',
    })
    expect(unknown.json()).toEqual({ message: COMMERCE_TEXT.orderNotFound, httpsStatus: 404 })
  })

  it('is closed to everyone else, the buyer included', async () => {
    const ked = await orderOk(app, 'brak@example.com', { productId: 'ked' })
    expect((await list(null)).statusCode).toBe(401)
    for (const who of ['brak@example.com', 'asystent@example.com', 'rodzic@example.com']) {
      expect((await list(who)).statusCode).toBe(403)
      const one = await call(app, who, { method: 'GET', url: `/api/admin/orders/${ked.id}` })
      expect(one.statusCode).toBe(403)
    }
  })
})
