import { queryOptions } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['commerce'] as const

/**
 * The shop's query keys (decision 0121); every one starts with 'commerce'. What belongs to one
 * buyer (orders, the subscription) is keyed by the user's id, as the other areas do, so a
 * second account signed in on the same browser never sees the first one's.
 */
export const commerceKeys = {
  all,
  /** `GET /api/catalogue`: the same for everybody. */
  catalogue: () => [...all, 'catalogue'] as const,
  /** The caller's orders: the list and each order below it, so one invalidation covers both. */
  orders: (userId: string) => [...all, 'orders', userId] as const,
  order: (userId: string, orderId: string) => [...all, 'orders', userId, orderId] as const,
  /** `GET /api/orders/{id}/public`: what /r/{id} shows to whoever pays. */
  publicOrder: (orderId: string) => [...all, 'public-order', orderId] as const,
  subscription: (userId: string) => [...all, 'subscription', userId] as const,
}

/** `GET /api/catalogue`: every product with its gross price and VAT line (anyone). */
export function catalogueQuery() {
  return queryOptions({
    queryKey: commerceKeys.catalogue(),
    queryFn: ({ signal }) => okBody(tsr.commerce.getCatalogue.query({ fetchOptions: { signal } })),
    // Prices change rarely; the order is priced by the API anyway.
    staleTime: 5 * 60_000,
    // The loader already tried (and retried); a failure is shown with its retry, not refetched.
    retryOnMount: false,
  })
}

/** `GET /api/orders`: the caller's orders, newest first. */
export function ordersQuery(userId: string) {
  return queryOptions({
    queryKey: commerceKeys.orders(userId),
    queryFn: ({ signal }) => okBody(tsr.commerce.listOrders.query({ fetchOptions: { signal } })),
    staleTime: 0,
    retryOnMount: false,
  })
}

/** `GET /api/orders/{id}`: one of the caller's orders (someone else's is 404, as an unknown one). */
export function orderQuery(userId: string, orderId: string) {
  return queryOptions({
    queryKey: commerceKeys.order(userId, orderId),
    queryFn: ({ signal }) =>
      okBody(tsr.commerce.getOrder.query({ params: { id: orderId }, fetchOptions: { signal } })),
    // An order changes when the payment's notification arrives: always ask again.
    staleTime: 0,
    retryOnMount: false,
  })
}

/** `GET /api/orders/{id}/public`: the product, the amount and the buyer's first name (anyone). */
export function publicOrderQuery(orderId: string) {
  return queryOptions({
    queryKey: commerceKeys.publicOrder(orderId),
    queryFn: ({ signal }) =>
      okBody(
        tsr.commerce.getPublicOrder.query({ params: { id: orderId }, fetchOptions: { signal } }),
      ),
    staleTime: 0,
    retryOnMount: false,
  })
}

/** `GET /api/saas/subscription`: the caller's pro subscription, or `{ subscription: null }`. */
export function subscriptionQuery(userId: string) {
  return queryOptions({
    queryKey: commerceKeys.subscription(userId),
    queryFn: ({ signal }) =>
      okBody(tsr.commerce.getSubscription.query({ fetchOptions: { signal } })),
    staleTime: 60_000,
    retryOnMount: false,
  })
}
