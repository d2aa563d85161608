import { randomUUID } from 'node:crypto'
import type { FeedbackDraft, FeedbackRecord } from './feedback.types'
import { seedFeedback } from './seed/feedback'

export type { FeedbackDraft, FeedbackRecord } from './feedback.types'

const newestFirst = (a: FeedbackRecord, b: FeedbackRecord) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id)

export class FeedbackRepository {
  private records: FeedbackRecord[] = []

  constructor() {
    this.reset()
  }

  reset() {
    this.records = seedFeedback().map((record) => structuredClone(record))
  }

  /** Newest first. */
  list(): FeedbackRecord[] {
    return [...this.records].sort(newestFirst)
  }

  add(draft: FeedbackDraft, userId: string | null, now: Date): FeedbackRecord {
    const record = { ...draft, id: randomUUID(), userId, createdAt: now.toISOString() }
    this.records.push(record)
    return record
  }
}
