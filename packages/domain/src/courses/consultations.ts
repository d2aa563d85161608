import {
  CONSULTATION_DURATION_MINUTES,
  CONSULTATION_HOUR,
  CONSULTATION_JOIN_OPENS_MINUTES,
  CONSULTATION_MINUTE,
  CONSULTATION_WEEKDAY,
  INTRO_MEETING_BOOKING_CLOSES_MINUTES,
  INTRO_MEETING_DURATION_MINUTES,
  INTRO_MEETING_HOUR,
  INTRO_MEETING_MINUTE,
  INTRO_MEETING_WEEKDAY,
} from '../shared/constants'
import { fromWarsawLocal, warsawParts, type Instant } from '../shared/format'

const MINUTE_MS = 60_000
const toMs = (instant: Instant) => (typeof instant === 'number' ? instant : instant.getTime())

/** A weekly event at a Warsaw wall-clock time (weekday like Date#getDay, Sunday = 0). */
export interface WeeklyTime {
  weekday: number
  hour: number
  minute: number
}

/**
 * The next `count` occurrences of a weekly Warsaw wall-clock time strictly after `after`. Each
 * date is computed from the Warsaw calendar, so the wall-clock time stays the same across
 * daylight-saving changes.
 */
export function nextWeekly(time: WeeklyTime, after: Instant, count: number): Date[] {
  const afterMs = toMs(after)
  const today = warsawParts(afterMs)
  let dayOffset = (time.weekday - today.weekday + 7) % 7
  const at = (offset: number) =>
    fromWarsawLocal(today.year, today.month, today.day + offset, time.hour, time.minute)
  if (at(dayOffset).getTime() <= afterMs) dayOffset += 7

  const dates: Date[] = []
  for (let i = 0; i < count; i++) dates.push(at(dayOffset + 7 * i))
  return dates
}

const CONSULTATION_TIME: WeeklyTime = {
  weekday: CONSULTATION_WEEKDAY,
  hour: CONSULTATION_HOUR,
  minute: CONSULTATION_MINUTE,
}

/**
 * The next `count` weekly consultations (Saturday 17:00 Warsaw time) strictly after `now`: one
 * that has started is no longer listed (decision). Each date is computed from the Warsaw calendar,
 * so 17:00 stays 17:00 across daylight-saving changes.
 */
export function nextConsultations(now: Instant, count: number): Date[] {
  return nextWeekly(CONSULTATION_TIME, now, count)
}

/** The next consultation strictly after `now`. */
export function nextConsultation(now: Instant): Date {
  return nextConsultations(now, 1)[0] as Date
}

/**
 * Whether the consultation call can be joined at `now`: 'open' from
 * CONSULTATION_JOIN_OPENS_MINUTES before the start until the call ends (start +
 * CONSULTATION_DURATION_MINUTES, exclusive); otherwise 'waiting' for the next call, with the
 * instant its link opens.
 */
export type ConsultationJoin =
  | { state: 'open'; startsAt: Date; endsAt: Date }
  | { state: 'waiting'; startsAt: Date; opensAt: Date }

export function consultationJoin(now: Instant): ConsultationJoin {
  const nowMs = toMs(now)
  const durationMs = CONSULTATION_DURATION_MINUTES * MINUTE_MS
  // The first call that has not ended yet: it started less than its duration ago, or is ahead.
  const startsAt = nextConsultation(nowMs - durationMs)
  const opensAt = new Date(startsAt.getTime() - CONSULTATION_JOIN_OPENS_MINUTES * MINUTE_MS)
  if (nowMs >= opensAt.getTime())
    return { state: 'open', startsAt, endsAt: new Date(startsAt.getTime() + durationMs) }
  return { state: 'waiting', startsAt, opensAt }
}

const INTRO_MEETING_TIME: WeeklyTime = {
  weekday: INTRO_MEETING_WEEKDAY,
  hour: INTRO_MEETING_HOUR,
  minute: INTRO_MEETING_MINUTE,
}

/**
 * The introductory meetings that can be booked at `now`: the next `count` Wednesdays 19:00
 * (Warsaw) that start more than INTRO_MEETING_BOOKING_CLOSES_MINUTES after `now`.
 */
export function introMeetingSlots(now: Instant, count: number): Date[] {
  return nextWeekly(
    INTRO_MEETING_TIME,
    toMs(now) + INTRO_MEETING_BOOKING_CLOSES_MINUTES * MINUTE_MS,
    count,
  )
}

/** Whether `startsAt` is a Wednesday 19:00 introductory meeting (any week). */
export function isIntroMeetingTime(startsAt: Instant): boolean {
  const p = warsawParts(startsAt)
  return (
    p.weekday === INTRO_MEETING_WEEKDAY &&
    p.hour === INTRO_MEETING_HOUR &&
    p.minute === INTRO_MEETING_MINUTE &&
    p.second === 0 &&
    toMs(startsAt) % 1000 === 0
  )
}

/** The end of an introductory meeting that starts at `startsAt`. */
export function introMeetingEnd(startsAt: Instant): Date {
  return new Date(toMs(startsAt) + INTRO_MEETING_DURATION_MINUTES * MINUTE_MS)
}
