import type { FeedRecord, PlanRecord } from './planner.types'
import { ksuidAt } from './ksuid'
import { seedPlanner } from './seed/planner'

export type { BlockRecord, FeedRecord, PlanRecord } from './planner.types'

interface UserPlanner {
  plans: Map<string, PlanRecord>
  /** One feed per plan, by plan id. */
  feeds: Map<string, FeedRecord>
  /** Warsaw days ('yyyy-mm-dd') the day plan e-mail was sent on. */
  dayPlansSent: Set<string>
}

const emptyUser = (): UserPlanner => ({
  plans: new Map(),
  feeds: new Map(),
  dayPlansSent: new Set(),
})

/**
 * Each user's plans and calendar feeds (their Idempotency-Keys are in the shared store, decision
 * 0138). Everything is looked up within the caller's own data, so another user's plan is as
 * unknown as one that does not exist; a feed is found by its token's hash alone. The seed
 * (seed/planner.ts) is laid out from the seed instant when the store is first used after a reset.
 */
export class PlannerRepository {
  private readonly byUser = new Map<string, UserPlanner>()
  /** Feeds by their token's hash. */
  private readonly feedsByHash = new Map<string, FeedRecord>()
  private seeded = false

  constructor(private readonly now: () => Date = () => new Date()) {}

  reset() {
    this.byUser.clear()
    this.feedsByHash.clear()
    this.seeded = false
  }

  newId(at: Date): string {
    return ksuidAt(at)
  }

  /** The user's plans, archived ones too, in no particular order. */
  plans(userId: string): PlanRecord[] {
    return [...this.of(userId).plans.values()]
  }

  plan(userId: string, planId: string): PlanRecord | undefined {
    return this.of(userId).plans.get(planId)
  }

  save(plan: PlanRecord): PlanRecord {
    this.of(plan.userId).plans.set(plan.id, plan)
    return plan
  }

  /** Deletes a plan with its feed. */
  delete(userId: string, planId: string) {
    this.deleteFeed(userId, planId)
    this.of(userId).plans.delete(planId)
  }

  feed(userId: string, planId: string): FeedRecord | undefined {
    return this.of(userId).feeds.get(planId)
  }

  /** The feed of a token's hash, whoever's it is. */
  feedByHash(tokenHash: string): FeedRecord | undefined {
    this.data()
    return this.feedsByHash.get(tokenHash)
  }

  /** Sets the plan's feed; the one it had stops answering. */
  saveFeed(feed: FeedRecord): FeedRecord {
    this.deleteFeed(feed.userId, feed.planId)
    this.of(feed.userId).feeds.set(feed.planId, feed)
    this.feedsByHash.set(feed.tokenHash, feed)
    return feed
  }

  deleteFeed(userId: string, planId: string): boolean {
    const own = this.of(userId).feeds
    const feed = own.get(planId)
    if (!feed) return false
    own.delete(planId)
    this.feedsByHash.delete(feed.tokenHash)
    return true
  }

  /** Records the day plan e-mail of a Warsaw day; false when it was sent already. */
  markDayPlanSent(userId: string, dateKey: string): boolean {
    const sent = this.of(userId).dayPlansSent
    if (sent.has(dateKey)) return false
    sent.add(dateKey)
    return true
  }

  /** Everything of the user (the account export). */
  everythingOf(userId: string): { plans: PlanRecord[]; feeds: FeedRecord[] } {
    const own = this.of(userId)
    return { plans: [...own.plans.values()], feeds: [...own.feeds.values()] }
  }

  /** Forgets the user's plans, feeds and sent day plans (account deletion). */
  deleteUser(userId: string) {
    const own = this.data().get(userId)
    for (const feed of own?.feeds.values() ?? []) this.feedsByHash.delete(feed.tokenHash)
    this.byUser.delete(userId)
  }

  private of(userId: string): UserPlanner {
    const data = this.data()
    let own = data.get(userId)
    if (!own) data.set(userId, (own = emptyUser()))
    return own
  }

  private data(): Map<string, UserPlanner> {
    if (!this.seeded) {
      this.seeded = true
      for (const plan of seedPlanner(this.now()).plans) this.save(structuredClone(plan))
    }
    return this.byUser
  }
}
