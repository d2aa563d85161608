/**
 * The plan view's calendar (issue 28, decision 0176): Warsaw calendar days as 'yyyy-mm-dd' keys,
 * the month's 6×7 grid and the week from Monday, and blocks placed by their Warsaw wall time, so a
 * 16:00 block sits at 16:00 in a week with a clock change.
 */
import { fromWarsawLocal, warsawParts } from '../shared/format'
import { dayKey, daysInMonth, parseDayStrict } from '../shared/iso-dates'
import { warsawDayIndex } from '../shared/warsaw-day'

/** The months' names, nominative: 'styczeń' … 'grudzień'. */
export const MONTH_NAMES = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
] as const

/** Monday first, as a Polish calendar: short and full names. */
export const WEEKDAY_NAMES = [
  { short: 'pon.', full: 'poniedziałek' },
  { short: 'wt.', full: 'wtorek' },
  { short: 'śr.', full: 'środa' },
  { short: 'czw.', full: 'czwartek' },
  { short: 'pt.', full: 'piątek' },
  { short: 'sob.', full: 'sobota' },
  { short: 'niedz.', full: 'niedziela' },
] as const

/** 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday). */
const weekdayIndex = (day: number) => (((day + 3) % 7) + 7) % 7

/** The day `days` after (or before) a day. */
export const shiftDays = (key: string, days: number) => dayKey(parseDayStrict(key) + days)

/** The same day of the month `months` on, or the month's last day when it is shorter (31.01 → 28.02). */
export function shiftMonths(key: string, months: number): string {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number)
  const index = year * 12 + month - 1 + months
  const y = Math.floor(index / 12)
  const m = index - y * 12 + 1
  const d = Math.min(day, daysInMonth(y, m))
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** The Monday of the day's week. */
export const mondayOfKey = (key: string) => {
  const day = parseDayStrict(key)
  return dayKey(day - weekdayIndex(day))
}

/** The week's seven days from Monday. */
export const weekOf = (key: string) =>
  Array.from({ length: 7 }, (_, at) => shiftDays(mondayOfKey(key), at))

/** The month's grid: six weeks from the Monday on or before the 1st, 42 days. */
export function monthGrid(key: string): string[] {
  const first = mondayOfKey(`${key.slice(0, 8)}01`)
  return Array.from({ length: 42 }, (_, at) => shiftDays(first, at))
}

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7)

/** 'grudzień 2026' */
export const monthTitle = (key: string) =>
  `${MONTH_NAMES[Number(key.slice(5, 7)) - 1] ?? ''} ${key.slice(0, 4)}`

/** 'pon.' … 'niedz.' and 'poniedziałek' … 'niedziela' of a day. */
export const weekdayOfKey = (key: string) =>
  WEEKDAY_NAMES[weekdayIndex(parseDayStrict(key))] ?? WEEKDAY_NAMES[0]

/** 'pon. 01.12' */
export const shortDayLabel = (key: string) =>
  `${weekdayOfKey(key).short} ${key.slice(8, 10)}.${key.slice(5, 7)}`

/** The week's dates: '30.11–06.12.2026'; across a new year '29.12.2025–04.01.2026'. */
export function weekTitle(key: string): string {
  const days = weekOf(key)
  const first = days[0] as string
  const last = days[6] as string
  const dm = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`
  return `${dm(first)}${first.slice(0, 4) === last.slice(0, 4) ? '' : `.${first.slice(0, 4)}`}–${dm(last)}.${last.slice(0, 4)}`
}

/** The Warsaw day of an instant, as a key. */
export const dayKeyOf = (iso: string | number) =>
  dayKey(warsawDayIndex(typeof iso === 'number' ? iso : Date.parse(iso)))

/** Minutes since the Warsaw midnight of an instant's day, by the wall clock (16:00 is 960). */
export function wallMinutes(iso: string): number {
  const { hour, minute } = warsawParts(Date.parse(iso))
  return hour * 60 + minute
}

/** Items by the Warsaw day they start on, each day's in the order given. */
export function byDay<T extends { startsAt: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>()
  for (const item of items) {
    const key = dayKeyOf(item.startsAt)
    days.set(key, [...(days.get(key) ?? []), item])
  }
  return days
}

/**
 * Where a block goes when dragged `days` columns and `minutes` down: the same wall time on the
 * new day moved by the minutes (snapped to 5), as an instant. A day with a clock change keeps the
 * wall time (a time the March change skips moves on by the gap).
 */
export function movedStart(startsAt: string, days: number, minutes: number): string {
  const key = shiftDays(dayKeyOf(startsAt), days)
  const wall = Math.max(0, Math.min(24 * 60 - 5, wallMinutes(startsAt) + minutes))
  return atWallTime(key, Math.round(wall / 5) * 5)
}

/** The instant of a wall time (minutes since midnight) on a Warsaw day. */
export function atWallTime(key: string, minutes: number): string {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number)
  return fromWarsawLocal(year, month, day, Math.floor(minutes / 60), minutes % 60).toISOString()
}

/** 'hh:mm' of wall minutes. */
export const wallTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The week view's hours: from the earliest start to the latest end among the blocks and windows
 * shown, whole hours, at least 08:00–20:00 so a quiet week still looks like a day.
 */
export function hourRange(spans: readonly { from: number; to: number }[]): {
  from: number
  to: number
} {
  let from = 8 * 60
  let to = 20 * 60
  for (const span of spans) {
    from = Math.min(from, span.from)
    to = Math.max(to, span.to)
  }
  return { from: Math.floor(from / 60) * 60, to: Math.min(24 * 60, Math.ceil(to / 60) * 60) }
}
