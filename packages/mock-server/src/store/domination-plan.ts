import type { CheckInRecord, DominationPlanRecord } from './domination-plan.types'
import { ksuidAt } from './ksuid'
import { seedDominationPlan } from './seed/domination-plan'

export type { CheckInRecord, DominationPlanRecord } from './domination-plan.types'

interface UserDominationPlan {
  plan: DominationPlanRecord | null
  /** By id. */
  checkIns: Map<string, CheckInRecord>
  /** The weeks ('YYYY-Www') whose check-in reminder was sent. */
  remindedWeeks: Set<string>
}

const emptyUser = (): UserDominationPlan => ({
  plan: null,
  checkIns: new Map(),
  remindedWeeks: new Set(),
})

/**
 * Each user's domination plan and weekly check-ins (their Idempotency-Keys are in the shared
 * store, decision 0138). A check-in is looked up within the caller's own, so another user's is
 * as unknown as one that does not exist. The seed (seed/domination-plan.ts) is laid out from the
 * seed instant when the store is first used after a reset (decision 0168).
 */
export class DominationPlanRepository {
  private readonly byUser = new Map<string, UserDominationPlan>()
  private seeded = false

  constructor(private readonly now: () => Date = () => new Date()) {}

  reset() {
    this.byUser.clear()
    this.seeded = false
  }

  newId(at: Date): string {
    return ksuidAt(at)
  }

  /** The user's plan; undefined before the first save. */
  plan(userId: string): DominationPlanRecord | undefined {
    return this.of(userId).plan ?? undefined
  }

  savePlan(plan: DominationPlanRecord): DominationPlanRecord {
    this.of(plan.userId).plan = plan
    return plan
  }

  /** The user's check-ins, the latest week first. */
  checkIns(userId: string): CheckInRecord[] {
    return [...this.of(userId).checkIns.values()].sort((a, b) => b.weekKey.localeCompare(a.weekKey))
  }

  checkIn(userId: string, id: string): CheckInRecord | undefined {
    return this.of(userId).checkIns.get(id)
  }

  /** The user's check-in of a week (one at most). */
  checkInOfWeek(userId: string, weekKey: string): CheckInRecord | undefined {
    for (const checkIn of this.of(userId).checkIns.values())
      if (checkIn.weekKey === weekKey) return checkIn
    return undefined
  }

  saveCheckIn(checkIn: CheckInRecord): CheckInRecord {
    this.of(checkIn.userId).checkIns.set(checkIn.id, checkIn)
    return checkIn
  }

  /** Notes the week's reminder as sent; false when it had been already. */
  markReminded(userId: string, weekKey: string): boolean {
    const weeks = this.of(userId).remindedWeeks
    if (weeks.has(weekKey)) return false
    weeks.add(weekKey)
    return true
  }

  /** Forgets the user's plan, check-ins and reminders (account deletion). */
  deleteUser(userId: string) {
    this.data().delete(userId)
  }

  private of(userId: string): UserDominationPlan {
    const data = this.data()
    let own = data.get(userId)
    if (!own) data.set(userId, (own = emptyUser()))
    return own
  }

  private data(): Map<string, UserDominationPlan> {
    if (!this.seeded) {
      this.seeded = true
      const seed = seedDominationPlan(this.now())
      for (const plan of seed.plans) this.of(plan.userId).plan = plan
      for (const checkIn of seed.checkIns) this.of(checkIn.userId).checkIns.set(checkIn.id, checkIn)
    }
    return this.byUser
  }
}
