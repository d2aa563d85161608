import type { CourseFeedback, EndCourseFeedback, Feedback } from '@app/contract/feedback'

/** What the three feedback actions store; the admin feedback screen (a later issue) reads them. */
export type FeedbackRecord = { id: string; userId: string | null; createdAt: string } & (
  | ({ kind: 'GENERAL' } & Feedback)
  | ({ kind: 'COURSE' } & CourseFeedback)
  | ({ kind: 'END_COURSE' } & EndCourseFeedback)
)

export type FeedbackDraft = FeedbackRecord extends infer R
  ? R extends FeedbackRecord
    ? Omit<R, 'id' | 'userId' | 'createdAt'>
    : never
  : never
