/**
 * The checks of a plan's inputs that need the clock (the schema checks the rest): no exam or goal
 * date in the past, none more than 12 months ahead (LIMITS.planMonthsMax), both in Warsaw days.
 */
import type { PlanInput } from '@app/contract/planner'
import { PLANNER_TEXT } from '@app/contract/planner/text'
import { LIMITS } from '@app/contract/limits'
import type { Instant } from '../shared/format'
import { warsawParts } from '../shared/format'
import { dayNumber, daysInMonth } from '../shared/iso-dates'
import { dayOf, dayOfKey } from './timeline'

/** The first refusal of a plan's dates at `now` (a 400's message), or null. */
export function planDatesRefusal(input: Pick<PlanInput, 'subjects'>, now: Instant): string | null {
  const today = dayOf(typeof now === 'number' ? now : now.getTime())
  const last = lastAllowedDay(now)
  for (const { deadline } of input.subjects) {
    const day = dayOfKey(deadline.date)
    if (day < today) return PLANNER_TEXT.examInPast
    if (day > last) return PLANNER_TEXT.tooFarAhead
  }
  return null
}

/** The same Warsaw calendar day 12 months on (28 February for a 29th in a year without one). */
function lastAllowedDay(now: Instant): number {
  const { year, month, day } = warsawParts(now)
  const months = month - 1 + LIMITS.planMonthsMax
  const y = year + Math.floor(months / 12)
  const m = (months % 12) + 1
  return dayNumber(y, m, Math.min(day, daysInMonth(y, m)))
}
