import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { PaymentNotification, PromoValidateRequest } from '@app/contract/commerce'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { CATALOGUE, PRODUCTS, catalogueItem } from '@app/domain/commerce/catalogue'
import { vatBreakdown } from '@app/domain/commerce/money'
import {
  orderExpiresAt,
  orderRequestFingerprint,
  paymentStartCheck,
  purchaseRefusal,
} from '@app/domain/commerce/orders'
import { verifyNotificationSignature } from '@app/domain/commerce/payment-notification'
import { applyPromo, checkPromoCode } from '@app/domain/commerce/promo'
import { subscriptionState } from '@app/domain/commerce/subscription'
import { ROUTES, routePath } from '@app/domain/navigation/routes'
import { apiError } from '../../errors'
import { fingerprintOf } from '../../idempotency/idempotency-store'
import { PROVIDER_NOTIFY_SECRET } from '../../payment-provider/config'
import { toOrder, type OrderRecord } from '../../store/orders'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf } from '../answer'
import { SHOP_TEXT } from './commerce.text'
import { fulfilOrder } from './fulfil-order'
import { registerPayment, type ShopUrls } from './provider'
import { settleOrder } from './settle-order'
import { currentSubscription } from './subscription'

type C = Contract['commerce']

export async function getCatalogue(_app: FastifyInstance): Answer<C['getCatalogue']> {
  return { status: 200, body: { items: CATALOGUE.map((product) => catalogueItem(product.id)) } }
}

/** A code's quote; a signed-in caller's own paid uses count too (decision 0139). */
export async function validatePromoCode(
  app: FastifyInstance,
  callerId: string | null,
  request: PromoValidateRequest,
): Answer<C['validatePromoCode']> {
  const now = app.clock.now()
  const book = app.store.orders.promoBook(callerId)
  const quote = applyPromo(request.code, request.productId, now, book)
  if (!quote.ok) return apiError(quote.status, quote.message)
  const { net, vat } = vatBreakdown(quote.price)
  return {
    status: 200,
    body: {
      code: quote.code,
      productId: request.productId,
      listPrice: quote.listPrice,
      discount: quote.discount,
      amount: quote.price,
      net,
      vat,
      currency: 'PLN' as const,
      discountLabel: quote.label,
    },
  }
}

export async function createOrder(
  app: FastifyInstance,
  user: UserRecord,
  key: string,
  body: BodyOf<C['createOrder']>,
  urls: ShopUrls,
): Answer<C['createOrder']> {
  const { orders, idempotency } = app.store
  const now = app.clock.now()
  const fingerprint = fingerprintOf({
    method: 'POST',
    route: 'commerce.createOrder',
    request: orderRequestFingerprint(body),
  })
  const seen = idempotency.check(user.id, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, COMMERCE_TEXT.idempotencyConflict)
  // The same order as it is now (paid, expired…); a key whose order is gone is new again.
  const made = seen.kind === 'replay' ? (seen.body as { id: string }) : undefined
  const earlier = made ? orders.byId(made.id, now) : undefined
  if (earlier) return { status: 200, body: toOrder(earlier) }

  const subscription = await currentSubscription(app, user.id, urls)
  const refusal = purchaseRefusal(body.productId, {
    groups: user.groups,
    subscription: subscription ? subscriptionState(subscription, now) : null,
  })
  if (refusal) return apiError(refusal.status, refusal.message)
  const product = PRODUCTS[body.productId]
  let price = {
    listPrice: product.price,
    discount: 0,
    amount: product.price,
    code: null as string | null,
  }
  if (body.promoCode) {
    const quote = applyPromo(body.promoCode, body.productId, now, orders.promoBook(user.id))
    if (!quote.ok) return apiError(quote.status, quote.message)
    price = {
      listPrice: quote.listPrice,
      discount: quote.discount,
      amount: quote.price,
      code: quote.code,
    }
  }
  const { net, vat } = vatBreakdown(price.amount)
  const createdAt = now.toISOString()
  const order = orders.save({
    id: orders.newId(now),
    kind: 'purchase',
    productId: body.productId,
    productName: product.name,
    buyerId: user.id,
    status: 'pending',
    amount: price.amount,
    currency: 'PLN',
    net,
    vat,
    listPrice: price.listPrice,
    discount: price.discount,
    promoCode: price.code,
    invoice: body.invoice
      ? { name: body.invoice.name, nip: body.invoice.nip ?? null, address: body.invoice.address }
      : null,
    createdAt,
    expiresAt: orderExpiresAt(createdAt).toISOString(),
    paidAt: null,
    providerToken: null,
    providerPaymentId: null,
    card: null,
  })
  idempotency.remember(user.id, key, fingerprint, { status: 200, body: { id: order.id } })
  // A 100% code: nothing to pay, so nothing goes through the provider.
  if (order.amount === 0) {
    const paid = orders.update(order, { status: 'paid', paidAt: createdAt })
    fulfilOrder(app, paid)
    return { status: 201, body: toOrder(paid) }
  }
  return { status: 201, body: toOrder(order) }
}

export async function listOrders(app: FastifyInstance, userId: string): Answer<C['listOrders']> {
  const { orders } = app.store
  return { status: 200, body: { items: orders.forBuyer(userId, app.clock.now()).map(toOrder) } }
}

/** Where the provider sends the payer back: the product's outcome page, or /r/{id} for a payer. */
export function returnPath(order: OrderRecord, payerIsBuyer: boolean): string {
  if (!payerIsBuyer) return routePath(ROUTES.parentPaymentSuccess, { id: order.id })
  if (order.productId === 'ked') return routePath(ROUTES.kedOrder, { ksuid: order.id })
  if (order.productId === 'mw') return routePath(ROUTES.mwOrder, { ksuid: order.id })
  return paymentSuccessPath(order)
}

/** The general outcome page of an order's payment. */
export const paymentSuccessPath = (order: OrderRecord) =>
  `${ROUTES.paymentSuccess}?zamowienie=${encodeURIComponent(order.id)}`

/** Opens the provider's page for an order; anyone may (a parent pays by link). */
/**
 * Why an order's code can no longer be paid for (decision 0139), or null: other paid orders used
 * it up meanwhile, or the buyer has used it on another paid order since. Otherwise the price seen
 * stays, also for a code that expired after the order was made.
 */
function promoRefusalAtPayment(app: FastifyInstance, order: OrderRecord, now: Date) {
  if (!order.promoCode) return null
  const book = app.store.orders.promoBook(order.buyerId, order.id)
  const check = checkPromoCode(order.promoCode, now, book)
  const gone = !check.ok && (check.reason === 'used-up' || check.reason === 'used-by-account')
  return gone ? check.message : null
}

export async function startPayment(
  app: FastifyInstance,
  orderId: string,
  payerId: string | null,
  urls: ShopUrls,
): Answer<C['startPayment']> {
  const { orders } = app.store
  const now = app.clock.now()
  const order = orders.byId(orderId, now)
  if (!order || order.kind !== 'purchase') return apiError(404, COMMERCE_TEXT.orderNotFound)
  const check = paymentStartCheck(order, now)
  if (!check.ok) return apiError(check.status, check.message)
  const promoRefusal = promoRefusalAtPayment(app, order, now)
  if (promoRefusal) return apiError(409, promoRefusal)
  // A failed payment is tried again with the same order.
  const open = order.status === 'failed' ? orders.update(order, { status: 'pending' }) : order
  const registered = await registerPayment(app, open, {
    returnUrl: `${urls.web}${returnPath(open, payerId === order.buyerId)}`,
    notifyUrl: urls.notifyUrl,
  })
  if (!registered.ok) return apiError(503, SHOP_TEXT.providerDown)
  orders.update(open, { providerToken: registered.body.token })
  return {
    status: 200,
    body: { paymentUrl: registered.body.paymentUrl, expiresAt: open.expiresAt },
  }
}

/** The provider's signed server-to-server notification of a payment's outcome. */
export async function notifyPayment(
  app: FastifyInstance,
  rawBody: string,
  signature: string,
  body: PaymentNotification,
): Answer<C['notifyPayment']> {
  const signed = await verifyNotificationSignature(rawBody, signature, PROVIDER_NOTIFY_SECRET)
  if (!signed) return apiError(401, COMMERCE_TEXT.badSignature)
  const order = app.store.orders.byId(body.orderId, app.clock.now())
  if (!order) return apiError(404, COMMERCE_TEXT.orderNotFound)
  const verdict = settleOrder(app, order, body)
  if (verdict.outcome === 'refused') return apiError(verdict.status, verdict.message)
  return { status: 200, body: { outcome: verdict.outcome } }
}
