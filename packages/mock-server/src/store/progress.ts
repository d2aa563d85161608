import type { ActivityEvent } from '@app/contract/activity'
import { weekKeyOfDay } from '@app/domain/planner/check-in-window'
import { weekXp } from '@app/domain/progress/league'
import { xpByDay, type DayXp } from '@app/domain/progress/xp'
import type { WeekTotal } from './progress.types'

export type { WeekTotal } from './progress.types'

const EMPTY: ReadonlyMap<string, WeekTotal> = new Map<string, WeekTotal>()

/** What the league reads of the activity log. */
export interface ActivityLog {
  forUser(userId: string): ActivityEvent[]
  userIds(): string[]
}

/**
 * The accounts' XP (issue 30, decision 0194): per user their XP per Warsaw day, and per league
 * week userId → `{ xp, reachedAt }`, both recomputed from the user's whole log with the domain's
 * rules after each event a call records (never summed up incrementally, so an undo or a late
 * offline review gives what a recomputation gives). A finished week is frozen at its first read
 * after it ended (`freeze`): what is recorded later into it changes nothing there.
 *
 * Filled from the log when first read after a reset; the synthetic league's students are not
 * here but in the shared, never-reset store/progress-league.ts.
 */
export class ProgressRepository {
  private readonly days = new Map<string, DayXp[]>()
  private readonly weeks = new Map<string, Map<string, WeekTotal>>()
  private readonly frozen = new Map<string, ReadonlyMap<string, WeekTotal>>()
  private seeded = false

  constructor(private readonly log: ActivityLog) {}

  reset() {
    this.days.clear()
    this.weeks.clear()
    this.frozen.clear()
    this.seeded = false
  }

  /** After the log recorded an event of the user (ActivityRepository.onRecord). */
  recorded(userId: string) {
    if (this.seeded) this.recompute(userId)
  }

  /** The user's XP per Warsaw day, ascending (days without XP absent). */
  daysOf(userId: string): readonly DayXp[] {
    this.data()
    return this.days.get(userId) ?? []
  }

  /** The accounts' totals of a week as they stand now (frozen or not). */
  week(week: string): ReadonlyMap<string, WeekTotal> {
    this.data()
    return this.weeks.get(week) ?? EMPTY
  }

  /** A finished week's totals as frozen at its first read after it ended, or undefined. */
  frozenWeek(week: string): ReadonlyMap<string, WeekTotal> | undefined {
    return this.frozen.get(week)
  }

  /** Keeps `totals` (accounts and synthetic students) as the week's for good, until a reset. */
  freeze(week: string, totals: ReadonlyMap<string, WeekTotal>) {
    if (!this.frozen.has(week)) this.frozen.set(week, new Map(totals))
  }

  /** Forgets the user's XP (account deletion); a frozen week keeps its row, shown to nobody. */
  deleteUser(userId: string) {
    this.days.delete(userId)
    for (const totals of this.weeks.values()) totals.delete(userId)
  }

  private recompute(userId: string) {
    const days = xpByDay(this.log.forUser(userId))
    this.days.set(userId, days)
    for (const totals of this.weeks.values()) totals.delete(userId)
    const weeks = new Set(days.map((day) => weekKeyOfDay(day.date)))
    for (const week of weeks) {
      const { xp, reachedAt } = weekXp(days, week)
      if (xp <= 0 || reachedAt === null) continue
      let totals = this.weeks.get(week)
      if (!totals) this.weeks.set(week, (totals = new Map()))
      totals.set(userId, { xp, reachedAt })
    }
  }

  private data() {
    if (!this.seeded) {
      this.seeded = true
      for (const userId of this.log.userIds()) this.recompute(userId)
    }
  }
}
