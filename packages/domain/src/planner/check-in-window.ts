import { isWeekKey, type CheckInState } from '@app/contract/domination-plan/constants'
import type { DominationPlanSettings } from '@app/contract/user'
import { warsawDay } from '../activity/activity-stats'
import { fromWarsawLocal, type Instant } from '../shared/format'
import { dayKey, dayNumber, parseDayStrict } from '../shared/iso-dates'

/**
 * The domination plan's weeks and weekly check-ins (issue 28, decision 0164). Weeks are ISO
 * 'YYYY-Www' of Warsaw calendar days. A week's check-in opens at the set weekday and time of that
 * week (Warsaw wall time), is on time until Sunday 23:59, late from Monday to Wednesday 23:59 of
 * the next week, then missed.
 */

export type CheckInSchedule = Pick<DominationPlanSettings, 'checkInWeekday' | 'checkInTime'>

export interface CheckInWindow {
  weekKey: string
  opensAt: Date
  /** Monday 00:00 of the next week. */
  lateFrom: Date
  /** Thursday 00:00 of the next week, exclusive: Wednesday 23:59 is the last minute. */
  closesAt: Date
}

/** Where `now` is in a week's window. */
export type CheckInPhase = 'UPCOMING' | 'OPEN' | 'LATE' | 'CLOSED'

const OPENING_DAY = { THU: 3, FRI: 4, SAT: 5, SUN: 6 } as const

/** Monday-based weekday of a day number: 0 = Monday … 6 = Sunday (day 0 was a Thursday). */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7

/** The ISO week of a Warsaw calendar day 'YYYY-MM-DD'. */
export function weekKeyOfDay(day: string): string {
  const index = parseDayStrict(day)
  const thursday = index - weekdayOf(index) + 3
  const year = Number(dayKey(thursday).slice(0, 4))
  const week = Math.floor((thursday - dayNumber(year, 1, 1)) / 7) + 1
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`
}

/** The ISO week of the Warsaw day of an instant. */
export function weekKeyOf(now: Instant | string): string {
  return weekKeyOfDay(warsawDay(typeof now === 'number' ? new Date(now) : now))
}

/** The Monday 'YYYY-MM-DD' of a week; a week that does not exist throws. */
export function mondayOf(weekKey: string): string {
  return dayKey(mondayIndex(weekKey))
}

function mondayIndex(weekKey: string): number {
  if (!isWeekKey(weekKey)) throw new RangeError(`Not a week (YYYY-Www): ${weekKey}`)
  const year = Number(weekKey.slice(0, 4))
  const week = Number(weekKey.slice(6))
  // 4 January is always in week 1.
  const fourth = dayNumber(year, 1, 4)
  return fourth - weekdayOf(fourth) + (week - 1) * 7
}

/** The week `weeks` weeks after (or before, when negative) the given one. */
export function shiftWeek(weekKey: string, weeks: number): string {
  return weekKeyOfDay(dayKey(mondayIndex(weekKey) + weeks * 7))
}

/** The Warsaw instant of a day number at 'hh:mm' (decision 0026 for skipped and repeated times). */
function warsawAt(day: number, time = '00:00'): Date {
  const [year, month, date] = dayKey(day).split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  return fromWarsawLocal(year, month, date, hour, minute)
}

export function checkInWindow(weekKey: string, schedule: CheckInSchedule): CheckInWindow {
  const monday = mondayIndex(weekKey)
  return {
    weekKey,
    opensAt: warsawAt(monday + OPENING_DAY[schedule.checkInWeekday], schedule.checkInTime),
    lateFrom: warsawAt(monday + 7),
    closesAt: warsawAt(monday + 10),
  }
}

const toMs = (now: Instant) => (typeof now === 'number' ? now : now.getTime())

export function checkInPhase(window: CheckInWindow, now: Instant): CheckInPhase {
  const ms = toMs(now)
  if (ms < window.opensAt.getTime()) return 'UPCOMING'
  if (ms < window.lateFrom.getTime()) return 'OPEN'
  if (ms < window.closesAt.getTime()) return 'LATE'
  return 'CLOSED'
}

export interface CurrentCheckIn {
  window: CheckInWindow
  state: CheckInState
}

/**
 * The check-in to show now: last week's while it is late and not saved, else this week's
 * (UPCOMING, OPEN or SUBMITTED). The windows never overlap: the earliest opening, Thursday, comes
 * after the latest closing, Wednesday 23:59.
 */
export function currentCheckIn(
  now: Instant,
  schedule: CheckInSchedule,
  submittedWeeks: Iterable<string>,
): CurrentCheckIn {
  const submitted = new Set(submittedWeeks)
  const thisWeek = weekKeyOf(now)
  const last = checkInWindow(shiftWeek(thisWeek, -1), schedule)
  if (!submitted.has(last.weekKey) && checkInPhase(last, now) === 'LATE')
    return { window: last, state: 'LATE' }
  const window = checkInWindow(thisWeek, schedule)
  if (submitted.has(thisWeek)) return { window, state: 'SUBMITTED' }
  return { window, state: checkInPhase(window, now) === 'UPCOMING' ? 'UPCOMING' : 'OPEN' }
}

export type CheckInAcceptance =
  { accepted: true; late: boolean } | { accepted: false; reason: 'NOT_YET' | 'CLOSED' }

/** Whether a check-in for `weekKey` may be saved now (POST), and whether it is late. */
export function checkInAcceptance(
  weekKey: string,
  now: Instant,
  schedule: CheckInSchedule,
): CheckInAcceptance {
  const phase = checkInPhase(checkInWindow(weekKey, schedule), now)
  if (phase === 'UPCOMING') return { accepted: false, reason: 'NOT_YET' }
  if (phase === 'CLOSED') return { accepted: false, reason: 'CLOSED' }
  return { accepted: true, late: phase === 'LATE' }
}

/**
 * The weeks from `firstWeek` whose windows closed before `now` without a check-in, oldest first
 * (the plan's history shows them as missed).
 */
export function missedWeeks(
  firstWeek: string,
  now: Instant,
  schedule: CheckInSchedule,
  submittedWeeks: Iterable<string>,
): string[] {
  const submitted = new Set(submittedWeeks)
  const missed: string[] = []
  const lastWeek = weekKeyOf(now)
  // Week keys of 4-digit years sort as text.
  for (let week = firstWeek; week <= lastWeek; week = shiftWeek(week, 1)) {
    if (!submitted.has(week) && checkInPhase(checkInWindow(week, schedule), now) === 'CLOSED')
      missed.push(week)
  }
  return missed
}
