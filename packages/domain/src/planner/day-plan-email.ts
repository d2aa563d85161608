/**
 * When the day plan e-mail goes ('Plan dnia na e-mail', decision 0167): at 07:00 Warsaw wall time
 * of each day, before school, whatever the season.
 */
import { dayKey } from '../shared/iso-dates'
import { WarsawDay, dayOf, dayOfKey } from './timeline'

/** 07:00 Warsaw, as minutes since midnight. */
export const DAY_PLAN_EMAIL_MINUTES = 7 * 60

/** The instant of the day plan e-mail of a Warsaw day 'yyyy-mm-dd'. */
export function dayPlanEmailAt(dateKey: string): Date {
  return new Date(new WarsawDay(dayOfKey(dateKey)).at(DAY_PLAN_EMAIL_MINUTES))
}

/** The next day plan e-mail after `now`: today's if 07:00 has not come yet, else tomorrow's. */
export function nextDayPlanEmail(now: number): { dateKey: string; at: Date } {
  const today = dayKey(dayOf(now))
  const at = dayPlanEmailAt(today)
  if (at.getTime() > now) return { dateKey: today, at }
  const tomorrow = nextDateKey(today)
  return { dateKey: tomorrow, at: dayPlanEmailAt(tomorrow) }
}

/** The Warsaw day after 'yyyy-mm-dd'. */
export const nextDateKey = (dateKey: string) => dayKey(dayOfKey(dateKey) + 1)
