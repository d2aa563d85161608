import type { ActivityPayload, ActivityType } from '@app/contract/activity'

/** An event before it has an id and an instant: a type with its payload. */
export type ActivityDraft = {
  [T in ActivityType]: { type: T; payload: ActivityPayload<T> }
}[ActivityType]
