import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TransactionStatusView } from '../../payment-provider/api'
import { PROVIDER_API_KEY, PROVIDER_API_PATH, PROVIDER_PATH } from '../../payment-provider/config'
import type { OrderRecord } from '../../store/orders'

/**
 * The shop's side of the payment provider's API (payment-provider/ emulates the provider). Calls
 * go in-process as if over HTTP, so the provider's scenarios (down, slow) apply to them.
 */

type Answer<T> = { ok: true; body: T } | { ok: false; status: number }

async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const answer = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${PROVIDER_API_KEY}` },
    ...(payload && { payload }),
  })
  const ok = answer.statusCode >= 200 && answer.statusCode < 300
  return (ok ? { ok, body: answer.json() as T } : { ok, status: answer.statusCode }) as Answer<T>
}

/** Where the provider sends the buyer back (`web`, the site's origin) and notifies the shop. */
export interface ShopUrls {
  web: string
  notifyUrl: string
}

/**
 * The web app's origin (for return URLs) and the API's (for notifications), from the app's
 * configuration (decision 0141): never from a request's Origin, Referer or Host, which anyone
 * opening a payment could set.
 */
export function shopUrls(request: FastifyRequest): ShopUrls {
  const { site, api } = request.server.origins
  return { web: site, notifyUrl: `${api}/api/payments/notify` }
}

export function registerPayment(
  app: FastifyInstance,
  order: OrderRecord,
  urls: { returnUrl: string; notifyUrl: string },
) {
  return call<{ token: string; paymentUrl: string }>(app, 'POST', PROVIDER_API_PATH, {
    merchantOrderId: order.id,
    amount: order.amount,
    currency: order.currency,
    description: order.productName,
    ...urls,
  })
}

export function paymentStatus(app: FastifyInstance, token: string) {
  return call<TransactionStatusView>(app, 'GET', `${PROVIDER_API_PATH}/${token}`)
}

/** Charges the card of an earlier payment again (a renewal); the outcome also comes notified. */
export function chargeAgain(
  app: FastifyInstance,
  order: OrderRecord,
  previousPaymentId: string,
  notifyUrl: string,
) {
  return call<TransactionStatusView>(app, 'POST', `${PROVIDER_PATH}/v1/charges`, {
    merchantOrderId: order.id,
    amount: order.amount,
    currency: order.currency,
    description: order.productName,
    notifyUrl,
    previousPaymentId,
  })
}
