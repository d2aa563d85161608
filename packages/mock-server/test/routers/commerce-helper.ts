import type { FastifyInstance } from 'fastify'
import type { Order } from '@app/contract/commerce'
import { call } from '../helper'

/** Shared steps of the commerce tests: order, open the provider's page, pay on it. */
export const consents = { terms: true, immediateAccess: true }
let keys = 0
export const newKey = () => `test-key-${String(++keys).padStart(8, '0')}`

export async function order(
  app: FastifyInstance,
  as: string,
  body: Record<string, unknown>,
  key = newKey(),
) {
  return call(app, as, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': key },
    payload: { consents, ...body },
  })
}

export async function orderOk(app: FastifyInstance, as: string, body: Record<string, unknown>) {
  const res = await order(app, as, body)
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json() as Order
}

/** Opens the payment page as `as` (null: someone without an account) and returns its token. */
export async function startPayment(app: FastifyInstance, as: string | null, orderId: string) {
  const res = await call(app, as, {
    method: 'POST',
    url: `/api/orders/${orderId}/payment`,
    headers: { origin: 'http://web.test' },
  })
  if (res.statusCode !== 200) throw new Error(res.body)
  const { paymentUrl } = res.json() as { paymentUrl: string }
  return { paymentUrl, token: paymentUrl.split('/').pop()! }
}

export const submit = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

export const payByCard = (app: FastifyInstance, paymentUrl: string, number = '4242424242424242') =>
  submit(app, `${paymentUrl}/card`, { number, expiry: '12/30', cvc: '123' })

export const whoami = async (app: FastifyInstance, as: string) =>
  (await call(app, as, { method: 'GET', url: '/api/saas/user/whoami' })).json()

export const getOrder = async (app: FastifyInstance, as: string, id: string) =>
  call(app, as, { method: 'GET', url: `/api/orders/${id}` })
