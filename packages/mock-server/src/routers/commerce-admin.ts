import { LIMITS } from '@app/contract'
import type { AdminOrder } from '@app/contract/commerce'
import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { apiError } from '@app/contract/errors'
import type { FastifyInstance } from 'fastify'
import { MESSAGES } from '../errors'
import { toOrder, type OrderRecord } from '../store/orders'
import { pageOf } from '../store/paging'

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

interface OrdersQuery {
  status?: OrderRecord['status']
  productId?: OrderRecord['productId']
  buyer?: string
  nextPageKey?: string
}

export function listOrdersForAdmin(app: FastifyInstance, query: OrdersQuery) {
  const needle = query.buyer?.toLowerCase()
  const orders = app.store.orders
    .all(app.clock.now())
    .filter((order) => !query.status || order.status === query.status)
    .filter((order) => !query.productId || order.productId === query.productId)
    .map((order) => adminView(app, order))
    .filter((order) => !needle || (order.buyer?.email.includes(needle) ?? false))
  const page = pageOf(orders, LIMITS.pageSizeOrders, query.nextPageKey)
  if (!page) return { status: 400 as const, body: apiError(400, MESSAGES.invalidPageKey) }
  return { status: 200 as const, body: page }
}

export function orderForAdmin(app: FastifyInstance, id: string) {
  const order = app.store.orders.byId(id, app.clock.now())
  if (!order) return { status: 404 as const, body: apiError(404, COMMERCE_TEXT.orderNotFound) }
  return { status: 200 as const, body: adminView(app, order) }
}
