import type { Card, Order } from '@app/contract/commerce'
import { isExpired, orderStatusAt } from '@app/domain/commerce/orders'
import {
  SEED_PROMO_CODES,
  SEED_PROMO_USES,
  normalizePromoCode,
  type PromoBook,
} from '@app/domain/commerce/promo'
import type { StoredIdempotencyKey } from '@app/domain/commerce/orders'
import { ksuidAt } from './activity'

/** An order as the shop keeps it: the contract's order and how it is being paid. */
export interface OrderRecord extends Order {
  /** The provider's current (or settling) attempt; a failed one is replaced by a new try. */
  providerToken: string | null
  /** The payment that settled it (paid, failed or refunded). */
  providerPaymentId: string | null
  /** The card that paid it, masked (a subscription charges it again). */
  card: Card | null
}

/** The contract's order: the record without how it is being paid. */
export function toOrder(record: OrderRecord): Order {
  const { providerToken: _token, providerPaymentId: _payment, card: _card, ...order } = record
  return order
}

/** The shop's orders, the Idempotency-Keys of their requests, and promo codes in use. */
export class OrdersRepository {
  private orders = new Map<string, OrderRecord>()
  private keys = new Map<string, StoredIdempotencyKey & { orderId: string }>()

  reset() {
    this.orders = new Map()
    this.keys = new Map()
  }

  newId(now: Date): string {
    return ksuidAt(now)
  }

  save(order: OrderRecord): OrderRecord {
    this.orders.set(order.id, order)
    return order
  }

  update(order: OrderRecord, patch: Partial<OrderRecord>): OrderRecord {
    return this.save({ ...order, ...patch })
  }

  /** The order with its status as of `now` (an unpaid one past 30 minutes reads expired). */
  byId(id: string, now: Date): OrderRecord | undefined {
    const order = this.orders.get(id)
    if (!order || !isExpired(order, now)) return order
    return this.update(order, { status: 'expired' })
  }

  forBuyer(buyerId: string, now: Date): OrderRecord[] {
    return this.all(now).filter((order) => order.buyerId === buyerId)
  }

  /** Every order, newest first (KSUIDs sort by time, so the id breaks a tie). */
  all(now: Date): OrderRecord[] {
    return [...this.orders.values()]
      .map((order) => this.byId(order.id, now) ?? order)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
  }

  deleteUser(userId: string) {
    for (const order of this.orders.values())
      if (order.buyerId === userId) this.orders.delete(order.id)
    for (const [key] of this.keys) if (key.startsWith(`${userId}:`)) this.keys.delete(key)
  }

  idempotencyKey(buyerId: string, key: string) {
    return this.keys.get(`${buyerId}:${key}`)
  }

  rememberKey(buyerId: string, key: string, value: StoredIdempotencyKey & { orderId: string }) {
    this.keys.set(`${buyerId}:${key}`, value)
  }

  /** The promo codes and their uses: paid orders and pending ones still within their time. */
  promoBook(now: Date): PromoBook {
    const uses: Record<string, number> = { ...SEED_PROMO_USES }
    for (const order of this.orders.values()) {
      if (!order.promoCode) continue
      const status = orderStatusAt(order, now)
      if (status !== 'paid' && status !== 'pending') continue
      const code = normalizePromoCode(order.promoCode)
      uses[code] = (uses[code] ?? 0) + 1
    }
    return { codes: SEED_PROMO_CODES, uses }
  }
}
