import { PROGRESS_TEXT } from '@app/contract/progress/text'
import type { StatisticsPreset, StatisticsSearch } from './statistics-search'

/**
 * The days `/statystyki` shows (issue 30): '7 dni' and '30 dni' end today, 'Ten rok szkolny' runs
 * from 1 September, a range of the user's is at most 366 days. Days are Warsaw calendar days
 * 'YYYY-MM-DD'; arithmetic on them is on day numbers, free of time zones.
 */

const DAY_MS = 86_400_000
/** The contract's STATISTICS_MAX_DAYS (its module would bring the schemas, and zod, to the page). */
export const MAX_DAYS = 366
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Days since 1970-01-01 of a real calendar day, else NaN ('2025-02-30'). */
export function dayIndex(key: string): number {
  if (!DAY_PATTERN.test(key)) return Number.NaN
  const ms = Date.parse(`${key}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === key
    ? ms / DAY_MS
    : Number.NaN
}
export const dayKeyOf = (index: number) => new Date(index * DAY_MS).toISOString().slice(0, 10)
export const addDays = (key: string, days: number) => dayKeyOf(dayIndex(key) + days)

/** 1 September that began the school year of the day (before September: last year's). */
export function schoolYearStart(today: string): string {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  return `${month >= 9 ? year : year - 1}-09-01`
}

export type StatisticsRange =
  | { kind: StatisticsPreset; from: string; to: string }
  | { kind: 'wlasny'; from: string; to: string; error: string | null }

export const DEFAULT_PRESET: StatisticsPreset = '30-dni'

/** Why a range of the user's cannot be shown, in the API's words; null when it can. */
export function rangeError(from: string, to: string): string | null {
  for (const key of [from, to]) {
    if (!DAY_PATTERN.test(key)) return PROGRESS_TEXT.dayKey
    if (Number.isNaN(dayIndex(key))) return PROGRESS_TEXT.noSuchDay
  }
  const days = dayIndex(to) - dayIndex(from) + 1
  if (days < 1) return PROGRESS_TEXT.reversedRange
  if (days > MAX_DAYS) return PROGRESS_TEXT.rangeTooLong(days)
  return null
}

/** The range the search names, as of `today`; without one, the last 30 days. */
export function resolveRange(search: StatisticsSearch, today: string): StatisticsRange {
  if (search.od !== undefined || search.do !== undefined) {
    const from = search.od ?? ''
    const to = search.do ?? ''
    return { kind: 'wlasny', from, to, error: rangeError(from, to) }
  }
  const kind = search.zakres ?? DEFAULT_PRESET
  const from =
    kind === '7-dni'
      ? addDays(today, -6)
      : kind === '30-dni'
        ? addDays(today, -29)
        : schoolYearStart(today)
  return { kind, from, to: today }
}
