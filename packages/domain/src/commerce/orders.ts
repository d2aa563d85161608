import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { OrderStatus, ProductId, SubscriptionStatus } from '@app/contract/constants'
import type { Group } from '@app/contract/user'
import { PRODUCTS, isSubscriptionPlan } from './catalogue'
import { normalizePromoCode } from './promo'
import { formatCount, type Instant } from '../shared/format'

/** Orders (decision 0121): states and expiry, who may buy what, a double submit's fingerprint. */

export const ORDER_TTL_MS = 30 * 60_000

const toMs = (instant: Instant) => (typeof instant === 'number' ? instant : instant.getTime())

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'expired'],
  paid: ['refunded'],
  // A failed payment may be tried again with the same order while it lasts (issue 'Commerce').
  failed: ['pending'],
  expired: [],
  refunded: [],
}

/** pending → paid | failed | expired; failed → pending (a new try); paid → refunded. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

export interface OrderTimes {
  status: OrderStatus
  createdAt: string
}

export function orderExpiresAt(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + ORDER_TTL_MS)
}

/** An unpaid order is expired from 30 minutes after it was made on (decision 0027). */
export function isExpired(order: OrderTimes, now: Instant): boolean {
  return order.status === 'pending' && toMs(now) >= orderExpiresAt(order.createdAt).getTime()
}

/** The status as of `now`: a pending order past its time reads as expired before any write. */
export function orderStatusAt(order: OrderTimes, now: Instant): OrderStatus {
  return isExpired(order, now) ? 'expired' : order.status
}

export type OrderRefusal = { ok: false; status: 409; message: string }

const NOT_PAYABLE: Record<Exclude<OrderStatus, 'pending'>, string> = {
  paid: COMMERCE_TEXT.orderPaid,
  failed: COMMERCE_TEXT.orderFailed,
  expired: COMMERCE_TEXT.orderExpired,
  refunded: COMMERCE_TEXT.orderRefunded,
}

/**
 * Whether the payment page may be opened for an order (the buyer's, or a parent's on /r/{id}):
 * a pending one, or a failed one tried again within its 30 minutes.
 */
export function paymentStartCheck(order: OrderTimes, now: Instant): { ok: true } | OrderRefusal {
  const retry = order.status === 'failed'
  const status = retry
    ? orderStatusAt({ ...order, status: 'pending' }, now)
    : orderStatusAt(order, now)
  return status === 'pending'
    ? { ok: true }
    : { ok: false, status: 409, message: NOT_PAYABLE[status] }
}

/** 'Zamówienie wygaśnie za 29 minut.'; whole minutes, rounded up. */
export function orderExpiryText(order: OrderTimes, now: Instant): string {
  if (order.status !== 'pending') return ''
  const left = orderExpiresAt(order.createdAt).getTime() - toMs(now)
  if (left <= 0) return COMMERCE_TEXT.orderExpired
  const minutes = Math.ceil(left / 60_000)
  return `Zamówienie wygaśnie za ${formatCount(minutes, { one: 'minutę', few: 'minuty', many: 'minut' })}.`
}

/** What an order request is about; the same Idempotency-Key must come with the same one. */
export interface OrderRequestFacts {
  productId: ProductId
  promoCode?: string | undefined
  invoice?:
    | {
        name: string
        nip?: string | undefined
        address: { street: string; postalCode: string; city: string }
      }
    | undefined
}

/** A canonical text of a (parsed) order request: equal for a double click, whatever the key order. */
export function orderRequestFingerprint(request: OrderRequestFacts): string {
  const { productId, promoCode, invoice } = request
  return JSON.stringify([
    productId,
    normalizePromoCode(promoCode ?? ''),
    invoice
      ? [
          invoice.name,
          invoice.nip ?? null,
          invoice.address.street,
          invoice.address.postalCode,
          invoice.address.city,
        ]
      : null,
  ])
}

export interface Buyer {
  groups: readonly Group[]
  /** The pro subscription's status now; null without one. */
  subscription: SubscriptionStatus | null
}

/**
 * Why the buyer may not order a product, or null: a course they have (its group), a pro plan
 * while their pro runs (resume a cancelled one instead). 'Mistrzowskie wsparcie' and the chat
 * pack can always be bought again; their time or messages add up.
 */
export function purchaseRefusal(productId: ProductId, buyer: Buyer): OrderRefusal | null {
  if (isSubscriptionPlan(productId)) {
    const running = buyer.subscription === 'active' || buyer.subscription === 'grace'
    return running ? { ok: false, status: 409, message: COMMERCE_TEXT.alreadyHasPro } : null
  }
  if (productId === 'ked' || productId === 'zn') {
    const grant = PRODUCTS[productId].grants[0]
    const owned = grant?.kind === 'group' && buyer.groups.includes(grant.group)
    return owned ? { ok: false, status: 409, message: COMMERCE_TEXT.alreadyHasCourse } : null
  }
  return null
}
