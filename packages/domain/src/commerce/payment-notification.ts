import { COMMERCE_TEXT } from '@app/contract/commerce/text'
import { orderStatusAt, type OrderTimes } from './orders'
import type { Instant } from '../shared/format'

/**
 * The payment provider's notifications (decision 0121): what one does to its order, and the
 * signature that proves it came from the provider.
 */

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
