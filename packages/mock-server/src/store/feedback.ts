import { randomUUID } from 'node:crypto'
import type { CourseFeedback, EndCourseFeedback, Feedback } from '@app/contract/feedback'
import { seedFeedback } from './seed/feedback'

/** What the three feedback actions store; the admin feedback screen (a later issue) reads them. */
export type FeedbackRecord = { id: string; userId: string | null; createdAt: string } & (
  | ({ kind: 'GENERAL' } & Feedback)
  | ({ kind: 'COURSE' } & CourseFeedback)
  | ({ kind: 'END_COURSE' } & EndCourseFeedback)
)

type FeedbackDraft = FeedbackRecord extends infer R
  ? R extends FeedbackRecord
    ? Omit<R, 'id' | 'userId' | 'createdAt'>
    : never
  : never

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
