import type { Card, Order } from '@app/contract/commerce'
import { isExpired } from '@app/domain/commerce/orders'
import { promoBookOf, type PromoBook } from '@app/domain/commerce/promo'
import { ksuidAt } from './ksuid'

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

/** The shop's orders and the promo codes they use. */
export class OrdersRepository {
  private orders = new Map<string, OrderRecord>()

  reset() {
    this.orders = new Map()
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
  }

  /**
   * The promo codes and their uses by paid orders, in all and by `accountId` when the caller is
   * known (decision 0139); `exceptOrderId` leaves one order out (the one being paid).
   */
  promoBook(accountId: string | null, exceptOrderId?: string): PromoBook {
    const orders = [...this.orders.values()].filter((order) => order.id !== exceptOrderId)
    return promoBookOf(orders, accountId)
  }
}
