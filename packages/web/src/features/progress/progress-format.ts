import {
  formatCount,
  formatWarsawDate,
  polishWeekday,
  type PluralForms,
} from '@app/domain/shared/format'
import { PLURAL_FORMS } from '@app/domain/shared/messages'
import { formatDateKey, formatNumber, formatStudyTime, shortDayLabel } from '../../lib/study-format'

/**
 * The progress pages' Polish formats (issue 30): numbers grouped as pl-PL writes them ('1 234',
 * grouped from 1 000 on, unlike Intl's default for Polish), study time ('2 godz. 15 min'), days
 * ('pon. 13.10.2025'), the league's week ('13.10–19.10.2025') and what is left of it.
 */

export const FLASHCARDS: PluralForms = { one: 'fiszka', few: 'fiszki', many: 'fiszek' }

export const formatXp = (xp: number) => `${formatNumber(xp)} XP`

/** The heatmap's cell name: 'pon. 13.10.2025: 45 min'. */
export const dayCellLabel = (dateKey: string, studySeconds: number) =>
  `${shortDayLabel(dateKey)}: ${formatStudyTime(studySeconds)}`

/** 'Dziś, wtorek 14.10.2025' for the Warsaw day 'YYYY-MM-DD'. */
export function todayTitle(dateKey: string): string {
  const noon = Date.parse(`${dateKey}T12:00:00Z`)
  return `Dziś, ${polishWeekday(noon)} ${formatDateKey(dateKey)}`
}

/**
 * A league week from its bounds (Monday 00:00 to the next Monday 00:00, Warsaw):
 * '13.10–19.10.2025', or '29.12.2025–04.01.2026' across a new year.
 */
export function weekRangeLabel(startsAt: string, endsAt: string): string {
  const first = formatWarsawDate(Date.parse(startsAt))
  const last = formatWarsawDate(Date.parse(endsAt) - 1)
  return first.slice(6) === last.slice(6) ? `${first.slice(0, 5)}–${last}` : `${first}–${last}`
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** What is left of the week: '2 dni 5 godz.', '5 godz. 12 min', '12 min', rounded down. */
export function timeLeft(now: Date, endsAt: string): string {
  const ms = Math.max(0, Date.parse(endsAt) - now.getTime())
  const days = Math.floor(ms / DAY_MS)
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS)
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS)
  if (days > 0)
    return hours > 0
      ? `${formatCount(days, PLURAL_FORMS.day)} ${hours} godz.`
      : formatCount(days, PLURAL_FORMS.day)
  if (hours > 0) return minutes > 0 ? `${hours} godz. ${minutes} min` : `${hours} godz.`
  return `${minutes} min`
}

/** 'Seria: 6 dni' */
export const streakLabel = (days: number) => `Seria: ${formatCount(days, PLURAL_FORMS.day)}`

const ONE_DECIMAL = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 })

/** A time axis' tick from minutes: '30 min', '1,5 godz.'. */
export const minutesTick = (minutes: number) =>
  minutes < 60 ? `${Math.round(minutes)} min` : `${ONE_DECIMAL.format(minutes / 60)} godz.`

const MINUTE_STEPS = [15, 30, 60, 120, 180, 300, 600, 1200, 3000]

/** A time axis' ticks for values up to `top` minutes: 0 and at most four whole steps (¼ h, ½ h, 1 h, 2 h…). */
export function minuteTicks(top: number): number[] {
  const step = MINUTE_STEPS.find((size) => top <= size * 4) ?? Math.ceil(top / 4 / 600) * 600
  const count = Math.max(1, Math.ceil(top / step))
  return Array.from({ length: count + 1 }, (_, index) => index * step)
}
