import { CONSULTATION_HOUR, CONSULTATION_MINUTE, CONSULTATION_WEEKDAY } from './constants'
import { fromWarsawLocal, warsawParts, type Instant } from './format'

/**
 * The next `count` weekly consultations (Saturday 17:00 Warsaw time) strictly after `now`: one
 * that has started is no longer listed (decision). Each date is computed from the Warsaw calendar,
 * so 17:00 stays 17:00 across daylight-saving changes.
 */
export function nextConsultations(now: Instant, count: number): Date[] {
  const nowMs = typeof now === 'number' ? now : now.getTime()
  const today = warsawParts(nowMs)
  let dayOffset = (CONSULTATION_WEEKDAY - today.weekday + 7) % 7
  const at = (offset: number) =>
    fromWarsawLocal(
      today.year,
      today.month,
      today.day + offset,
      CONSULTATION_HOUR,
      CONSULTATION_MINUTE,
    )
  if (at(dayOffset).getTime() <= nowMs) dayOffset += 7

  const dates: Date[] = []
  for (let i = 0; i < count; i++) dates.push(at(dayOffset + 7 * i))
  return dates
}

/** The next consultation strictly after `now`. */
export function nextConsultation(now: Instant): Date {
  return nextConsultations(now, 1)[0] as Date
}
