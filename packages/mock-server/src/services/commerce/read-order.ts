import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { firstNameOf } from '@app/domain/user/names'
import { apiError } from '../../errors'
import { toOrder } from '../../store/orders'
import type { Answer } from '../answer'
import { settleLate } from './settle-order'

type C = Contract['commerce']

/**
 * The buyer's order, after asking the provider about it if it still waits: a payment whose
 * notification was lost is recorded (and fulfilled) by this read (decision 0135).
 */
export async function readOrderSettlingLate(
  app: FastifyInstance,
  userId: string,
  orderId: string,
): Answer<C['getOrder']> {
  const order = app.store.orders.byId(orderId, app.clock.now())
  // Someone else's order is as unknown as one that does not exist.
  if (!order || order.buyerId !== userId) return apiError(404, COMMERCE_TEXT.orderNotFound)
  return { status: 200, body: toOrder(await settleLate(app, order)) }
}

/** What a payer by link sees of an order, settled late the same way (decision 0135). */
export async function readPublicOrderSettlingLate(
  app: FastifyInstance,
  orderId: string,
): Answer<C['getPublicOrder']> {
  const { orders, users } = app.store
  const found = orders.byId(orderId, app.clock.now())
  if (!found || found.kind !== 'purchase') return apiError(404, COMMERCE_TEXT.orderNotFound)
  const order = await settleLate(app, found)
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
}
