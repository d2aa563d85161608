import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import type { OrderStatus, ProductId, SubscriptionStatus } from '@app/contract/constants'
import type { Group } from '@app/contract/user'
import { PRODUCTS, isSubscriptionPlan } from './catalogue'
import { normalizePromoCode } from './promo'
import { formatCount, type Instant } from '../shared/format'

/** Orders: their states, expiry, payment notifications and double submits (decision 0121). */

export const ORDER_TTL_MS = 30 * 60_000
/** How long an Idempotency-Key is remembered for its buyer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000

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

/** What a payment notification is compared with. */
export interface OrderForPayment extends OrderTimes {
  amount: number
  currency: string
  /** The payment that settled the order (paid, failed or refunded), if any. */
  providerPaymentId: string | null
}

export interface NotificationFacts {
  amount: number
  currency: string
  status: 'paid' | 'failed'
  providerPaymentId: string
}

export type NotificationVerdict =
  /** The order becomes paid or failed. */
  | { outcome: 'recorded'; status: 'paid' | 'failed' }
  /** Already recorded (the provider retries, or someone replays it): nothing changes. */
  | { outcome: 'duplicate' }
  /** Money for an order that cannot take it (expired, failed, refunded, paid by another payment): it goes back. */
  | { outcome: 'refunded' }
  /** A failure for an order that no longer waits for one: nothing changes. */
  | { outcome: 'ignored' }
  | { outcome: 'refused'; status: 400; message: string }

/**
 * What a (signature-checked) notification does to its order. Amount and currency must be the
 * order's, whatever its state, so a tampered notification never changes anything. Every other
 * case is answered 200, so the provider stops retrying.
 */
export function judgeNotification(
  order: OrderForPayment,
  notification: NotificationFacts,
  now: Instant,
): NotificationVerdict {
  if (notification.amount !== order.amount || notification.currency !== order.currency) {
    return { outcome: 'refused', status: 400, message: COMMERCE_TEXT.amountMismatch }
  }
  const status = orderStatusAt(order, now)
  if (status === 'pending') return { outcome: 'recorded', status: notification.status }
  const samePayment = notification.providerPaymentId === order.providerPaymentId
  if (notification.status === 'paid') {
    return samePayment && (status === 'paid' || status === 'refunded')
      ? { outcome: 'duplicate' }
      : { outcome: 'refunded' }
  }
  return samePayment && status === 'failed' ? { outcome: 'duplicate' } : { outcome: 'ignored' }
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

export interface StoredIdempotencyKey {
  fingerprint: string
  createdAt: string
}

/**
 * A key seen before for this buyer: the same request is answered with the same order
 * ('replay'), another one is 409 ('conflict'); after 24 hours the key is new again.
 */
export function idempotencyCheck(
  stored: StoredIdempotencyKey | undefined,
  fingerprint: string,
  now: Instant,
): 'new' | 'replay' | 'conflict' {
  if (!stored || toMs(now) >= Date.parse(stored.createdAt) + IDEMPOTENCY_KEY_TTL_MS) return 'new'
  return stored.fingerprint === fingerprint ? 'replay' : 'conflict'
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

/** Whom /r/{id} names: the first word of the buyer's name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}

/** `X-Payment-Signature: sha256=<hex>`: HMAC-SHA256 of the raw body with the shared secret. */
const SIGNATURE = /^sha256=([0-9a-f]{64})$/

// Web Crypto (Node 20 and browsers alike): the domain stays free of Node's modules.
// Imported once per secret and use: importing costs more than the HMAC of a notification.
const keys = new Map<string, Promise<CryptoKey>>()
function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  const id = `${usage}:${secret}`
  let key = keys.get(id)
  if (!key) {
    const raw = new TextEncoder().encode(secret)
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [usage])
    keys.set(id, key)
  }
  return key
}

/** The header value the provider sends with `rawBody` (the mock's payments module signs with it). */
export async function signNotification(rawBody: string, secret: string): Promise<string> {
  const key = await hmacKey(secret, 'sign')
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(rawBody)),
  )
  return `sha256=${Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Whether the header signs exactly these bytes of the body (check before parsing: re-serialised
 * JSON would differ). The comparison is Web Crypto's, in constant time.
 */
export async function verifyNotificationSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
): Promise<boolean> {
  const hex = SIGNATURE.exec(header ?? '')?.[1]
  if (!hex) return false
  const mac = new Uint8Array(32)
  for (let i = 0; i < 32; i++) mac[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  const key = await hmacKey(secret, 'verify')
  return crypto.subtle.verify('HMAC', key, mac, new TextEncoder().encode(rawBody))
}
