import type { NewsletterList } from '@app/contract/newsletter'

export type SubscriptionStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED'

/** One email on one list. The confirm and cancel tokens stay the same for its whole life. */
export interface SubscriptionRecord {
  id: string
  /** Always lower case. */
  email: string
  list: NewsletterList
  source: string | null
  status: SubscriptionStatus
  confirmToken: string
  cancelToken: string
  createdAt: string
  confirmedAt: string | null
  cancelledAt: string | null
  /** When the last confirmation (or "already subscribed") email went out. */
  lastEmailAt: string | null
}
