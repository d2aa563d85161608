/**
 * The times a plan keeps clear of (issue 28): the Saturday 17:00 consultations up to the plan's
 * last date, one under way included, and the student's booked introductory meeting.
 */
import { CONSULTATION_DURATION_MINUTES } from '../shared/constants'
import { nextConsultations } from '../courses/consultations'
import { MINUTE_MS, dayOfKey, midnightOf, type FixedEvent } from './timeline'

const WEEK_MS = 7 * 24 * 60 * MINUTE_MS
/** A plan's dates lie at most 12 months ahead: a year and a margin of weeks. */
const MAX_WEEKS = 60

/**
 * The consultations from `now` (one that started and has not ended too) to the end of the Warsaw
 * day `lastDate`, and the booked meeting, if any, by start.
 */
export function plannerFixedEvents(
  now: number,
  lastDate: string,
  introMeeting: FixedEvent | null,
): FixedEvent[] {
  const duration = CONSULTATION_DURATION_MINUTES * MINUTE_MS
  const end = midnightOf(dayOfKey(lastDate) + 1)
  const weeks = Math.min(MAX_WEEKS, Math.max(1, Math.ceil((end - now) / WEEK_MS) + 1))
  const events: FixedEvent[] = nextConsultations(now - duration, weeks)
    .filter((start) => start.getTime() < end)
    .map((start) => ({
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + duration).toISOString(),
    }))
  if (introMeeting && Date.parse(introMeeting.endsAt) > now) events.push(introMeeting)
  return events.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
}
