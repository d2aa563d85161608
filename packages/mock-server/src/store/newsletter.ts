import { randomUUID } from 'node:crypto'
import type { NewsletterList } from '@app/contract/newsletter'
import type { SubscriptionRecord } from './newsletter.types'
import { seedSubscriptions } from './seed/newsletter'

export type { SubscriptionRecord, SubscriptionStatus } from './newsletter.types'

export class NewsletterRepository {
  private records = new Map<string, SubscriptionRecord>()

  constructor() {
    this.reset()
  }

  reset() {
    this.records = new Map(seedSubscriptions().map((record) => [record.id, record]))
  }

  list(): SubscriptionRecord[] {
    return [...this.records.values()]
  }

  find(email: string, list: NewsletterList): SubscriptionRecord | undefined {
    return this.list().find((record) => record.email === email && record.list === list)
  }

  /** The subscription with this id (the ebook's download token is a confirmed EBOOK sign-up's id). */
  byId(id: string): SubscriptionRecord | undefined {
    return this.records.get(id)
  }

  byConfirmToken(token: string): SubscriptionRecord | undefined {
    return this.list().find((record) => record.confirmToken === token)
  }

  byCancelToken(token: string): SubscriptionRecord | undefined {
    return this.list().find((record) => record.cancelToken === token)
  }

  create(
    draft: { email: string; list: NewsletterList; source: string | null },
    now: Date,
  ): SubscriptionRecord {
    const record: SubscriptionRecord = {
      ...draft,
      id: randomUUID(),
      status: 'PENDING',
      confirmToken: randomUUID(),
      cancelToken: randomUUID(),
      createdAt: now.toISOString(),
      confirmedAt: null,
      cancelledAt: null,
      lastEmailAt: null,
    }
    this.records.set(record.id, record)
    return record
  }

  /** A cancelled subscription signed up for again waits for a new confirmation. */
  reopen(record: SubscriptionRecord, source: string | null) {
    record.status = 'PENDING'
    record.source = source ?? record.source
    record.confirmedAt = null
    record.cancelledAt = null
  }

  confirm(record: SubscriptionRecord, now: Date) {
    record.status = 'CONFIRMED'
    record.confirmedAt = now.toISOString()
  }

  cancel(record: SubscriptionRecord, now: Date) {
    record.status = 'CANCELLED'
    record.cancelledAt = now.toISOString()
  }

  emailed(record: SubscriptionRecord, now: Date) {
    record.lastEmailAt = now.toISOString()
  }
}
