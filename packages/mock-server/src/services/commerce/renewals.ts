import type { Card } from '@app/contract/commerce'
import { PRODUCTS } from '@app/domain/commerce/catalogue'
import { vatBreakdown } from '@app/domain/commerce/money'
import { orderExpiresAt } from '@app/domain/commerce/orders'
import { renewalDue } from '@app/domain/commerce/subscription'
import type { FastifyInstance } from 'fastify'
import type { OrderRecord } from '../../store/orders'
import type { SubscriptionRow } from '../../store/subscriptions'
import { failRenewal } from './fulfil-order'
import { chargeAgain } from './provider'
import { factsOf, settleOrder } from './settle-order'

/** Renewals due by the clock, in order (a clock moved on by months renews month by month). */
const MAX_RENEWALS_AT_ONCE = 36
const syncing = new WeakMap<FastifyInstance, Map<string, Promise<void>>>()

/**
 * Charges the renewals of a user's subscription that the mock clock says are due, once each (a
 * declined one starts the grace). Runs before anything reads whether pro is on.
 */
export function syncSubscription(app: FastifyInstance, userId: string, notifyUrl: string) {
  // The common case, on every whoami: nothing due.
  const subscription = app.store.subscriptions.forUser(userId)
  if (!subscription || !renewalDue(subscription, app.clock.now())) return Promise.resolve()
  let running = syncing.get(app)
  if (!running) syncing.set(app, (running = new Map()))
  const current = running.get(userId)
  if (current) return current
  const work = renewDue(app, userId, notifyUrl).finally(() => running.delete(userId))
  running.set(userId, work)
  return work
}

async function renewDue(app: FastifyInstance, userId: string, notifyUrl: string) {
  const { orders, subscriptions } = app.store
  for (let i = 0; i < MAX_RENEWALS_AT_ONCE; i++) {
    const now = app.clock.now()
    const subscription = subscriptions.forUser(userId)
    if (!subscription || !renewalDue(subscription, now)) return
    const order = orders.save(renewalOrder(app, subscription, now, subscription.card))
    if (!subscription.paymentId) {
      failRenewal(app, orders.update(order, { status: 'failed' }))
      continue
    }
    const answer = await chargeAgain(app, order, subscription.paymentId, notifyUrl)
    // The provider is down: the renewal is tried on the next read.
    if (!answer.ok) return void orders.update(order, { status: 'failed' })
    const charged = orders.update(orders.byId(order.id, now) ?? order, {
      providerToken: answer.body.token,
    })
    // Normally the notification has recorded it already; if it was lost, the answer does.
    const facts = factsOf(answer.body)
    if (charged.status === 'pending' && facts) settleOrder(app, charged, facts)
  }
}

/** A new order for the subscription's next period, at the list price. */
export function renewalOrder(
  app: FastifyInstance,
  subscription: SubscriptionRow,
  now: Date,
  card: Card | null,
): OrderRecord {
  const product = PRODUCTS[subscription.plan]
  const { net, vat } = vatBreakdown(product.price)
  return {
    id: app.store.orders.newId(now),
    kind: 'renewal',
    productId: subscription.plan,
    productName: product.name,
    buyerId: subscription.userId,
    status: 'pending',
    amount: product.price,
    currency: 'PLN',
    net,
    vat,
    listPrice: product.price,
    discount: 0,
    promoCode: null,
    invoice: null,
    createdAt: now.toISOString(),
    expiresAt: orderExpiresAt(now.toISOString()).toISOString(),
    paidAt: null,
    providerToken: null,
    providerPaymentId: null,
    card,
  }
}
