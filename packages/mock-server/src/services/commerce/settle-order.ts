import type { Card } from '@app/contract/commerce'
import {
  judgeNotification,
  type NotificationFacts,
  type NotificationVerdict,
} from '@app/domain/commerce/payment-notification'
import type { FastifyInstance } from 'fastify'
import type { TransactionStatusView } from '../../payment-provider/api'
import type { OrderRecord } from '../../store/orders'
import { failRenewal, fulfilOrder } from './fulfil-order'
import { paymentStatus } from './provider'

/** A payment's outcome as the provider reports it (signed notification or status check). */
export interface PaymentFacts extends NotificationFacts {
  card?: Card | undefined
}

/** Records a payment's outcome on its order (the domain judges it) and fulfils a paid one. */
export function settleOrder(
  app: FastifyInstance,
  order: OrderRecord,
  facts: PaymentFacts,
): NotificationVerdict {
  const { orders } = app.store
  const now = app.clock.now()
  const verdict = judgeNotification(order, facts, now)
  if (verdict.outcome !== 'recorded') return verdict
  const settled = { providerPaymentId: facts.providerPaymentId, card: facts.card ?? order.card }
  if (verdict.status === 'paid') {
    fulfilOrder(
      app,
      orders.update(order, { ...settled, status: 'paid', paidAt: now.toISOString() }),
    )
  } else {
    const failed = orders.update(order, { ...settled, status: 'failed' })
    if (order.kind === 'renewal') failRenewal(app, failed)
  }
  return verdict
}

/** The provider's view of a finished transaction as payment facts (null while it is open). */
export const factsOf = (view: TransactionStatusView): PaymentFacts | null =>
  view.status === 'paid' || view.status === 'failed'
    ? {
        amount: view.amount,
        currency: view.currency,
        status: view.status,
        providerPaymentId: view.token,
        ...(view.cardLast4 && { card: { brand: 'Visa', last4: view.cardLast4 } }),
      }
    : null

/**
 * The shop asks the provider when an order still waits (its notification may be late or lost):
 * a finished payment is recorded as a notification would be (decision 0135).
 */
export async function settleLate(app: FastifyInstance, order: OrderRecord) {
  if (order.status !== 'pending' || !order.providerToken) return order
  const answer = await paymentStatus(app, order.providerToken)
  const facts = answer.ok ? factsOf(answer.body) : null
  if (facts) settleOrder(app, order, facts)
  return app.store.orders.byId(order.id, app.clock.now()) ?? order
}
