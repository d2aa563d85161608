/**
 * The domination plan's plain values, free of zod, for code that must not load a schema library
 * (the domain's rules, the pages). Weeks are ISO 8601 'YYYY-Www': they start on Monday and week 1
 * holds the year's first Thursday; their days are Warsaw calendar days (decision 0164).
 */

const weekdayShift = (year: number) =>
  (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400)) % 7

/** 52 or 53: a year has 53 ISO weeks when it starts on a Thursday (or on a Wednesday in a leap year). */
export function isoWeeksInYear(year: number): number {
  return weekdayShift(year) === 4 || weekdayShift(year - 1) === 3 ? 53 : 52
}

/** Whether the text is a week that exists ('2026-W53' does, '2025-W53' does not). */
export function isWeekKey(text: string): boolean {
  const match = /^(\d{4})-W(\d{2})$/.exec(text)
  if (!match) return false
  const week = Number(match[2])
  return week >= 1 && week <= isoWeeksInYear(Number(match[1]))
}

/**
 * The check-in due now: UPCOMING before it opens; OPEN from the set day and time to Sunday 23:59;
 * LATE from Monday to Wednesday 23:59 of the next week; SUBMITTED once saved.
 */
export const CHECK_IN_STATES = ['UPCOMING', 'OPEN', 'LATE', 'SUBMITTED'] as const
export type CheckInState = (typeof CHECK_IN_STATES)[number]
