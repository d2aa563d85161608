import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import type { Subscription } from '@app/contract/commerce'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { CATALOGUE, PRODUCTS, catalogueItem } from '@app/domain/commerce/catalogue'
import { vatBreakdown } from '@app/domain/commerce/money'
import {
  firstNameOf,
  idempotencyCheck,
  orderExpiresAt,
  orderRequestFingerprint,
  paymentStartCheck,
  purchaseRefusal,
  verifyNotificationSignature,
} from '@app/domain/commerce/orders'
import { applyPromo } from '@app/domain/commerce/promo'
import {
  cancelSubscription,
  graceEndsAt,
  subscriptionState,
  type SubscriptionRecord,
} from '@app/domain/commerce/subscription'
import { apiError } from '@app/contract/errors'
import type { FastifyRequest } from 'fastify'
import { resumeSubscription } from '@app/domain/commerce/subscription'
import { PROVIDER_NOTIFY_SECRET } from '../payment-provider/config'
import { requireUser } from '../plugins/auth'
import { toOrder, type OrderRecord } from '../store/orders'
import type { SubscriptionRow } from '../store/subscriptions'
import { recordPayment, settleFromProvider, syncSubscription } from './commerce-payments'
import { PROVIDER_DOWN_MESSAGE, registerPayment, shopUrls } from './commerce-provider'
import { fulfil } from './commerce-fulfilment'
import { listOrdersForAdmin, orderForAdmin } from './commerce-admin'
import { payOverdueRenewal } from './commerce-overdue'

const s = initServer()

const error = <S extends number>(status: S, message: string) => ({
  status,
  body: apiError(status, message),
})

function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  const record: SubscriptionRecord = row
  return {
    plan: row.plan,
    status: subscriptionState(record, now),
    startedAt: row.startedAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceEndsAt: graceEndsAt(record)?.toISOString() ?? null,
    card: row.card,
    renewalPrice: PRODUCTS[row.plan].price,
  }
}

/** Where the provider sends the buyer back: the product's outcome page, or /r/{id} for a payer. */
function returnPath(order: OrderRecord, payerIsBuyer: boolean): string {
  if (!payerIsBuyer) return `/r/${order.id}/sukces`
  if (order.productId === 'ked') return `/zakup/kurs-efektywnego-dzialania/${order.id}`
  if (order.productId === 'mw') return `/zakup/mistrzowskie-wsparcie/${order.id}`
  return `/platnosc/sukces?zamowienie=${order.id}`
}

/** The caller's subscription after the renewals the clock says are due. */
async function currentSubscription(request: FastifyRequest, userId: string) {
  await syncSubscription(request.server, userId, shopUrls(request).notifyUrl)
  return request.server.store.subscriptions.forUser(userId)
}

export const commerceRouter = s.router(contract.commerce, {
  getCatalogue: async () => ({
    status: 200,
    body: { items: CATALOGUE.map((product) => catalogueItem(product.id)) },
  }),

  validatePromoCode: async ({ body, request }) => {
    const now = request.server.clock.now()
    const quote = applyPromo(
      body.code,
      body.productId,
      now,
      request.server.store.orders.promoBook(now),
    )
    if (!quote.ok) return error(quote.status, quote.message)
    const { net, vat } = vatBreakdown(quote.price)
    return {
      status: 200,
      body: {
        code: quote.code,
        productId: body.productId,
        listPrice: quote.listPrice,
        discount: quote.discount,
        amount: quote.price,
        net,
        vat,
        currency: 'PLN' as const,
        discountLabel: quote.label,
      },
    }
  },

  createOrder: async ({ body, headers, request }) => {
    const user = requireUser(request)
    const { orders } = request.server.store
    const now = request.server.clock.now()
    const key = headers['idempotency-key']
    const fingerprint = orderRequestFingerprint(body)
    const stored = orders.idempotencyKey(user.id, key)
    const seen = idempotencyCheck(stored, fingerprint, now)
    if (seen === 'conflict') return error(409, COMMERCE_TEXT.idempotencyConflict)
    const earlier = seen === 'replay' && stored ? orders.byId(stored.orderId, now) : undefined
    if (earlier) return { status: 200, body: toOrder(earlier) }

    const subscription = await currentSubscription(request, user.id)
    const refusal = purchaseRefusal(body.productId, {
      groups: user.groups,
      subscription: subscription ? subscriptionState(subscription, now) : null,
    })
    if (refusal) return error(refusal.status, refusal.message)
    const product = PRODUCTS[body.productId]
    let price = {
      listPrice: product.price,
      discount: 0,
      amount: product.price,
      code: null as string | null,
    }
    if (body.promoCode) {
      const quote = applyPromo(body.promoCode, body.productId, now, orders.promoBook(now))
      if (!quote.ok) return error(quote.status, quote.message)
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
    orders.rememberKey(user.id, key, { fingerprint, createdAt, orderId: order.id })
    // A 100% code: nothing to pay, so nothing goes through the provider.
    if (order.amount === 0) {
      const paid = orders.update(order, { status: 'paid', paidAt: createdAt })
      fulfil(request.server, paid)
      return { status: 201, body: toOrder(paid) }
    }
    return { status: 201, body: toOrder(order) }
  },

  listOrders: async ({ request }) => {
    const user = requireUser(request)
    const { orders } = request.server.store
    return {
      status: 200,
      body: { items: orders.forBuyer(user.id, request.server.clock.now()).map(toOrder) },
    }
  },

  getOrder: async ({ params, request }) => {
    const user = requireUser(request)
    const order = request.server.store.orders.byId(params.id, request.server.clock.now())
    // Someone else's order is as unknown as one that does not exist.
    if (!order || order.buyerId !== user.id) return error(404, COMMERCE_TEXT.orderNotFound)
    return { status: 200, body: toOrder(await settleFromProvider(request.server, order)) }
  },

  getPublicOrder: async ({ params, request }) => {
    const { orders, users } = request.server.store
    const found = orders.byId(params.id, request.server.clock.now())
    if (!found || found.kind !== 'purchase') return error(404, COMMERCE_TEXT.orderNotFound)
    const order = await settleFromProvider(request.server, found)
    const { id, productId, productName, status, amount, currency, net, vat, expiresAt } = order
    const forFirstName = firstNameOf(users.byId(order.buyerId)?.name ?? '')
    return {
      status: 200,
      body: {
        id,
        productId,
        productName,
        status,
        amount,
        currency,
        net,
        vat,
        expiresAt,
        forFirstName,
      },
    }
  },

  startPayment: async ({ params, request }) => {
    const { orders } = request.server.store
    const now = request.server.clock.now()
    const order = orders.byId(params.id, now)
    if (!order || order.kind !== 'purchase') return error(404, COMMERCE_TEXT.orderNotFound)
    const check = paymentStartCheck(order, now)
    if (!check.ok) return error(check.status, check.message)
    // A failed payment is tried again with the same order.
    const open = order.status === 'failed' ? orders.update(order, { status: 'pending' }) : order
    const urls = shopUrls(request)
    const payerIsBuyer = request.user?.id === order.buyerId
    const registered = await registerPayment(request.server, open, {
      returnUrl: `${urls.web}${returnPath(open, payerIsBuyer)}`,
      notifyUrl: urls.notifyUrl,
    })
    if (!registered.ok) return error(503, PROVIDER_DOWN_MESSAGE)
    orders.update(open, { providerToken: registered.body.token })
    return {
      status: 200,
      body: { paymentUrl: registered.body.paymentUrl, expiresAt: open.expiresAt },
    }
  },

  notifyPayment: async ({ body, headers, request }) => {
    const signed = await verifyNotificationSignature(
      request.rawBody ?? '',
      headers['x-payment-signature'],
      PROVIDER_NOTIFY_SECRET,
    )
    if (!signed) return error(401, COMMERCE_TEXT.badSignature)
    const order = request.server.store.orders.byId(body.orderId, request.server.clock.now())
    if (!order) return error(404, COMMERCE_TEXT.orderNotFound)
    const verdict = recordPayment(request.server, order, body)
    if (verdict.outcome === 'refused') return error(verdict.status, verdict.message)
    return { status: 200, body: { outcome: verdict.outcome } }
  },

  getSubscription: async ({ request }) => {
    const user = requireUser(request)
    const row = await currentSubscription(request, user.id)
    const now = request.server.clock.now()
    return { status: 200, body: { subscription: row ? toSubscription(row, now) : null } }
  },

  cancelSubscription: async ({ request }) => changeSubscription(request, cancelSubscription),
  resumeSubscription: async ({ request }) => changeSubscription(request, resumeSubscription),

  payOverdueRenewal: async ({ request }) => payOverdueRenewal(request),

  // Admins only: see ./access.ts.
  adminListOrders: async ({ query, request }) => listOrdersForAdmin(request.server, query),
  adminGetOrder: async ({ params, request }) => orderForAdmin(request.server, params.id),
})

async function changeSubscription(request: FastifyRequest, change: typeof cancelSubscription) {
  const user = requireUser(request)
  const row = await currentSubscription(request, user.id)
  if (!row) return error(404, COMMERCE_TEXT.noSubscription)
  const now = request.server.clock.now()
  const changed = change(row, now)
  if (!changed.ok) return error(changed.status, changed.message)
  const saved = request.server.store.subscriptions.save({ ...row, ...changed.subscription })
  return { status: 200 as const, body: { subscription: toSubscription(saved, now) } }
}
