import type { FastifyInstance } from 'fastify'
import { LIMITS, type Contract } from '@app/contract'
import type { AdminOrder } from '@app/contract/commerce'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { apiError, MESSAGES } from '../../errors'
import { toOrder, type OrderRecord } from '../../store/orders'
import { pageOf } from '../../store/paging'
import type { Answer, QueryOf } from '../answer'

type C = Contract['commerce']

/** Admins read the shop's books (issue 16; the transactions page is a later issue). */
function adminView(app: FastifyInstance, record: OrderRecord): AdminOrder {
  const buyer = app.store.users.byId(record.buyerId)
  return {
    ...toOrder(record),
    buyer: buyer ? { email: buyer.email, name: buyer.name } : null,
    providerPaymentId: record.providerPaymentId,
    card: record.card,
  }
}

export async function listOrdersForAdmin(
  app: FastifyInstance,
  query: QueryOf<C['adminListOrders']>,
): Answer<C['adminListOrders']> {
  const needle = query.buyer?.toLowerCase()
  const orders = app.store.orders
    .all(app.clock.now())
    .filter((order) => !query.status || order.status === query.status)
    .filter((order) => !query.productId || order.productId === query.productId)
    .map((order) => adminView(app, order))
    .filter((order) => !needle || (order.buyer?.email.includes(needle) ?? false))
  const page = pageOf(orders, LIMITS.pageSizeOrders, query.nextPageKey)
  if (!page) return apiError(400, MESSAGES.invalidPageKey)
  return { status: 200, body: page }
}

export async function orderForAdmin(
  app: FastifyInstance,
  orderId: string,
): Answer<C['adminGetOrder']> {
  const order = app.store.orders.byId(orderId, app.clock.now())
  if (!order) return apiError(404, COMMERCE_TEXT.orderNotFound)
  return { status: 200, body: adminView(app, order) }
}
