import {
  ActivityEventSchema,
  type ActivityEvent,
  type ActivityPayload,
  type ActivityType,
} from '@app/contract/activity'
import { warsawDay } from '@app/domain/activity/activity-stats'
import { deepFreeze } from './freeze'
import { ksuidAt } from './ksuid'
import { seedActivity } from './seed/activity'

export type { ActivityDraft } from './activity.types'

export interface ActivityFilter {
  /** Warsaw calendar days 'YYYY-MM-DD', both included. */
  from: string
  to: string
  types?: readonly ActivityType[]
}

/**
 * Each student's activity log, append-only: events are recorded by the calls they come from
 * (watch time, notes, the quiz) and never changed; only deleting the account removes them.
 * The seed is laid out from the clock's Warsaw day when the log is first used after a reset, so
 * a clock fixed right after the reset counts (decision 0115); today's chat questions from the
 * instant the chat is seeded at too (store/seed-instant.ts).
 */
export class ActivityRepository {
  /** Per user, oldest first (by instant; equal instants in the order recorded). */
  private readonly byUser = new Map<string, ActivityEvent[]>()
  private seeded = false
  /** Told of each event recorded by a call (not of the seed's): the league's week totals. */
  private readonly listeners: ((userId: string, event: ActivityEvent) => void)[] = []

  constructor(private readonly now: () => Date = () => new Date()) {}

  reset() {
    this.byUser.clear()
    this.seeded = false
  }

  /**
   * Appends an event at `at`; its id is a KSUID of that time, so ids sort by time. An event the
   * contract would refuse (an unknown field, no seconds) throws here, where it comes from.
   */
  record<T extends ActivityType>(
    userId: string,
    type: T,
    payload: ActivityPayload<T>,
    at: Date,
  ): ActivityEvent {
    const event = { id: ksuidAt(at), type, occurredAt: at.toISOString(), payload }
    const recorded = this.append(userId, ActivityEventSchema.parse(event))
    for (const listener of this.listeners) listener(userId, recorded)
    return recorded
  }

  /** Calls `listener` after each event `record` appends (kept across resets). */
  onRecord(listener: (userId: string, event: ActivityEvent) => void) {
    this.listeners.push(listener)
  }

  /** Every user with a log (the seed's included). */
  userIds(): string[] {
    return [...this.log().keys()]
  }

  /** Every event of the user, oldest first (the account export). */
  forUser(userId: string): ActivityEvent[] {
    return [...(this.log().get(userId) ?? [])]
  }

  /** The user's events in a range of Warsaw days, of some types (all without), newest first. */
  list(userId: string, { from, to, types }: ActivityFilter): ActivityEvent[] {
    return this.forUser(userId)
      .filter((event) => {
        if (types && !types.includes(event.type)) return false
        const day = warsawDay(event.occurredAt)
        return day >= from && day <= to
      })
      .reverse()
  }

  /** Whether any of the user's events of `type` passes `test` (e.g. notes saved today). */
  some<T extends ActivityType>(
    userId: string,
    type: T,
    test: (event: Extract<ActivityEvent, { type: T }>) => boolean,
  ): boolean {
    const events = this.log().get(userId) ?? []
    return events.some(
      (event) => event.type === type && test(event as Extract<ActivityEvent, { type: T }>),
    )
  }

  /** Forgets the user's whole log (account deletion). */
  deleteUser(userId: string) {
    this.log().delete(userId)
  }

  private append(userId: string, event: ActivityEvent): ActivityEvent {
    const map = this.log()
    let events = map.get(userId)
    if (!events) map.set(userId, (events = []))
    let at = events.length
    while (at > 0 && (events[at - 1] as ActivityEvent).occurredAt > event.occurredAt) at--
    events.splice(at, 0, deepFreeze(event))
    return event
  }

  private log(): Map<string, ActivityEvent[]> {
    if (!this.seeded) {
      this.seeded = true
      for (const { userId, at, idBytes, draft } of seedActivity(this.now())) {
        const event = { id: ksuidAt(at, idBytes), occurredAt: at.toISOString(), ...draft }
        this.append(userId, event as ActivityEvent)
      }
    }
    return this.byUser
  }
}
