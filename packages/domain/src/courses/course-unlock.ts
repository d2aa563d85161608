import type { CourseKey } from '@app/contract/courses'
import { WEEK_UNLOCK_MS } from '../shared/constants'

export interface WeekAccess {
  isUnlocked: boolean
  /** When a locked week opens; null for week 0, for courses without weekly unlock, and while unknown. */
  unlocksAt: Date | null
}

/**
 * Week 0 is always open. Week n opens exactly 7 × 24 h after the user first started a video of
 * week n-1; while week n-1 has not been started, week n stays locked with no date yet.
 */
export function weekAccess(args: {
  weekIndex: number
  previousWeekStartedAt: Date | null
  now: Date
}): WeekAccess {
  if (args.weekIndex <= 0) return { isUnlocked: true, unlocksAt: null }
  if (!args.previousWeekStartedAt) return { isUnlocked: false, unlocksAt: null }
  const unlocksAt = new Date(args.previousWeekStartedAt.getTime() + WEEK_UNLOCK_MS)
  return { isUnlocked: args.now.getTime() >= unlocksAt.getTime(), unlocksAt }
}

/**
 * Only the full course (KED) unlocks week by week. PED is one week and ZN is "described as one
 * week", so all of their content is open at once (decision).
 */
export function courseUnlocksWeekly(key: CourseKey): boolean {
  return key === 'KED'
}

/** Access to every week of a course, given when the user first started a video of each week. */
export function courseWeeksAccess(
  key: CourseKey,
  startedAtByWeek: ReadonlyArray<Date | null>,
  now: Date,
): WeekAccess[] {
  if (!courseUnlocksWeekly(key))
    return startedAtByWeek.map(() => ({ isUnlocked: true, unlocksAt: null }))
  return startedAtByWeek.map((_, weekIndex) =>
    weekAccess({ weekIndex, previousWeekStartedAt: startedAtByWeek[weekIndex - 1] ?? null, now }),
  )
}

/** When the next locked week opens (the earliest future unlock), or null when none is scheduled. */
export function nextWeekUnlock(weeks: ReadonlyArray<WeekAccess>): Date | null {
  let next: Date | null = null
  for (const week of weeks) {
    if (week.isUnlocked || !week.unlocksAt) continue
    if (!next || week.unlocksAt.getTime() < next.getTime()) next = week.unlocksAt
  }
  return next
}
