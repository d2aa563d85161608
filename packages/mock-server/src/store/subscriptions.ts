import type { Card } from '@app/contract/commerce'
import type { SubscriptionPlan } from '@app/contract/constants'
import {
  isSubscriptionActive,
  nextPeriodEnd,
  type SubscriptionRecord,
} from '@app/domain/commerce/subscription'
import { PERSONA_IDS } from './seed/personas'

/** A pro subscription: the domain's record, the card it renews with and whose it is. */
export interface SubscriptionRow extends SubscriptionRecord {
  userId: string
  card: Card | null
  /** The provider payment its renewals charge again (the card stays with the provider). */
  paymentId: string | null
}

/** The provider payment the seeded subscription of `pro` was bought with (payment-provider/). */
export const SEED_PRO_PAYMENT_ID = 'tr_seed_pro_subscription'

/** Pro subscriptions, one per user; `pro` has a monthly one since it signed up, renewing on. */
export class SubscriptionsRepository {
  private rows = new Map<string, SubscriptionRow>()

  constructor(private readonly now: () => Date) {
    this.reset()
  }

  reset() {
    this.rows = new Map()
    const startedAt = '2025-09-05T12:00:00.000Z'
    const plan: SubscriptionPlan = 'pro-monthly'
    this.save({
      userId: PERSONA_IDS.pro,
      plan,
      startedAt,
      currentPeriodEnd: nextPeriodEnd(Date.parse(startedAt), plan, this.now()).toISOString(),
      cancelAtPeriodEnd: false,
      renewalFailedAt: null,
      card: { brand: 'Visa', last4: '4242' },
      paymentId: SEED_PRO_PAYMENT_ID,
    })
  }

  forUser(userId: string): SubscriptionRow | undefined {
    return this.rows.get(userId)
  }

  save(row: SubscriptionRow): SubscriptionRow {
    this.rows.set(row.userId, row)
    return row
  }

  isActive(userId: string, now: Date): boolean {
    const row = this.rows.get(userId)
    return row ? isSubscriptionActive(row, now) : false
  }

  all(): SubscriptionRow[] {
    return [...this.rows.values()]
  }

  deleteUser(userId: string) {
    this.rows.delete(userId)
  }
}
