/**
 * Flashcard intervals in words (decision 0128): '10 minut', '3 dni', '2 miesiące', whole numbers
 * only, and when the next card is due ('za 8 minut', 'jutro o 16:20').
 */
import {
  formatCount,
  formatWarsawDate,
  onPolishWeekday,
  warsawParts,
  type Instant,
  type PluralForms,
} from '../shared/format'
import { warsawDayIndex } from '../shared/warsaw-day'

export type IntervalUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'
export type IntervalCase = 'nominative' | 'accusative'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
const DAYS_PER_WEEK = 7
const DAYS_PER_MONTH = 365.25 / 12
const DAYS_PER_YEAR = 365.25

/*
 * Each unit is used while the interval, rounded to that unit, is below its threshold; then the
 * next unit takes over, rounded again. A unit starts where rounding to it is off by little
 * ('2 tygodnie' from 14 days, '2 miesiące' from 61 days), so no label would want a fraction:
 * never '1 tydzień' for 10 days (days say it exactly) or '1 miesiąc' for 45 days.
 */
/** '59 minut' is the most; 59.5 minutes and more read '1 godzina'. */
export const MINUTES_BEFORE_HOURS = 60
/** '23 godziny' is the most; then '1 dzień'. */
export const HOURS_BEFORE_DAYS = 24
/** '13 dni' is the most; then '2 tygodnie'. */
export const DAYS_BEFORE_WEEKS = 14
/** Weeks up to 60 days ('9 tygodni'); from 61 days '2 miesiące'. */
export const DAYS_BEFORE_MONTHS = 61
/** '11 miesięcy' is the most (to 350 days); then '1 rok'. */
export const MONTHS_BEFORE_YEARS = 12

const FORMS: Record<IntervalUnit, PluralForms> = {
  minute: { one: 'minuta', few: 'minuty', many: 'minut' },
  hour: { one: 'godzina', few: 'godziny', many: 'godzin' },
  day: { one: 'dzień', few: 'dni', many: 'dni' },
  week: { one: 'tydzień', few: 'tygodnie', many: 'tygodni' },
  month: { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' },
  year: { one: 'rok', few: 'lata', many: 'lat' },
}
// Only feminine singulars change after 'za': 'za 1 minutę', but 'za 2 minuty', 'za 1 dzień'.
const ACCUSATIVE_ONE: Partial<Record<IntervalUnit, string>> = {
  minute: 'minutę',
  hour: 'godzinę',
}

/** A whole number of a unit in words: countLabel(5, 'minute') → '5 minut'. */
export function countLabel(
  count: number,
  unit: IntervalUnit,
  grammaticalCase: IntervalCase = 'nominative',
): string {
  const forms = FORMS[unit]
  const one = grammaticalCase === 'accusative' ? (ACCUSATIVE_ONE[unit] ?? forms.one) : forms.one
  return formatCount(count, { ...forms, one })
}

/** An interval as a whole number of one unit (at least 1 minute). */
export function intervalParts(ms: number): { count: number; unit: IntervalUnit } {
  const minutes = Math.max(1, Math.round(ms / MINUTE_MS))
  if (minutes < MINUTES_BEFORE_HOURS) return { count: minutes, unit: 'minute' }
  const hours = Math.round(ms / HOUR_MS)
  if (hours < HOURS_BEFORE_DAYS) return { count: hours, unit: 'hour' }
  const exactDays = ms / DAY_MS
  const days = Math.round(exactDays)
  if (days < DAYS_BEFORE_WEEKS) return { count: days, unit: 'day' }
  if (days < DAYS_BEFORE_MONTHS)
    return { count: Math.round(exactDays / DAYS_PER_WEEK), unit: 'week' }
  const months = Math.round(exactDays / DAYS_PER_MONTH)
  if (months < MONTHS_BEFORE_YEARS) return { count: months, unit: 'month' }
  return { count: Math.max(1, Math.round(exactDays / DAYS_PER_YEAR)), unit: 'year' }
}

/** '1 minuta', '10 minut', '1 dzień', '3 dni', '2 miesiące' … */
export function intervalLabel(ms: number, grammaticalCase: IntervalCase = 'nominative'): string {
  const { count, unit } = intervalParts(ms)
  return countLabel(count, unit, grammaticalCase)
}

/** Up to this many Warsaw days ahead the weekday is named ('w piątek o 7:05'), then the date. */
export const WEEKDAY_NAMED_DAYS = 6

/**
 * When the next card is due, for the finished session: 'teraz', 'za 8 minut' (under an hour),
 * 'dziś o 18:00', 'jutro o 16:20', 'w piątek o 7:05' (up to 6 days on), else '12.12.2026 o 16:20'.
 * Days are Warsaw calendar days, times Warsaw wall-clock times.
 */
export function nextDueLabel(due: Date | string | number, now: Date): string {
  const dueMs =
    typeof due === 'string' ? Date.parse(due) : typeof due === 'number' ? due : due.getTime()
  const nowMs = now.getTime()
  if (dueMs <= nowMs) return 'teraz'
  if (dueMs - nowMs < HOUR_MS) return `za ${intervalLabel(dueMs - nowMs, 'accusative')}`
  const days = warsawDayIndex(dueMs) - warsawDayIndex(nowMs)
  const at = `o ${warsawClock(dueMs)}`
  if (days === 0) return `dziś ${at}`
  if (days === 1) return `jutro ${at}`
  if (days <= WEEKDAY_NAMED_DAYS) return `${onPolishWeekday(dueMs)} ${at}`
  return `${formatWarsawDate(dueMs)} ${at}`
}

/** 'H:MM' in Warsaw ('7:05', '16:20'). */
function warsawClock(instant: Instant): string {
  const { hour, minute } = warsawParts(instant)
  return `${hour}:${String(minute).padStart(2, '0')}`
}
