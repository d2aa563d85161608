/**
 * Study time and streaks from the activity log, counted in Europe/Warsaw calendar days (decision
 * 0114). Built for large logs: one pass over the events, no Intl call per event.
 */
import { warsawParts } from './format'

/** The least an activity event must say; contract events (video_watched seconds …) map to it. */
export interface StudyEvent {
  /** Events with the same id count once (a re-sent or re-read event); events without one all count. */
  id?: string
  /** ISO instant, e.g. '2025-03-30T00:30:00.000Z'. */
  occurredAt: string
  studySeconds: number
}

export interface Streaks {
  /** Consecutive active days up to today, or up to yesterday while today is not active yet. */
  current: number
  longest: number
  activeToday: boolean
}

/** A day counts towards a streak from this much study (5 minutes). */
export const ACTIVE_DAY_MIN_SECONDS = 300

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** 'YYYY-MM-DD' of the Warsaw calendar day of an instant; an unreadable instant throws. */
export function warsawDay(instant: Date | string): string {
  const ms = typeof instant === 'string' ? parseInstant(instant) : instant.getTime()
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`)
  return dayKey(warsawDayIndex(ms))
}

/** The Monday ('YYYY-MM-DD') of the Warsaw week of a day given as 'YYYY-MM-DD'. */
export function warsawWeekStart(day: string): string {
  const index = parseDayStrict(day)
  // Day 0 (1970-01-01) was a Thursday: Monday-based weekday is (index + 3) mod 7.
  const weekday = (((index + 3) % 7) + 7) % 7
  return dayKey(index - weekday)
}

/**
 * Study seconds per Warsaw day ('YYYY-MM-DD' → seconds, days in ascending order). Any order of
 * events; unreadable instants and non-positive or non-finite seconds are skipped.
 */
export function studySecondsByDay(events: Iterable<StudyEvent>): Map<string, number> {
  const seen = new Set<string>()
  const byIndex = new Map<number, number>()
  for (const event of events) {
    const seconds = event.studySeconds
    if (!(seconds > 0) || seconds === Infinity) continue
    const ms = parseInstant(event.occurredAt)
    if (ms !== ms) continue // NaN
    if (event.id !== undefined) {
      if (seen.has(event.id)) continue
      seen.add(event.id)
    }
    const index = warsawDayIndex(ms)
    byIndex.set(index, (byIndex.get(index) ?? 0) + seconds)
  }
  const result = new Map<string, number>()
  for (const index of [...byIndex.keys()].sort((a, b) => a - b)) {
    result.set(dayKey(index), byIndex.get(index) ?? 0)
  }
  return result
}

/**
 * Current and longest streak of active days (≥ ACTIVE_DAY_MIN_SECONDS) as of `today` (a Warsaw
 * 'YYYY-MM-DD'); days after today are ignored. A day without enough study breaks the streak.
 */
export function streaks(
  days: Readonly<Record<string, number>> | ReadonlyMap<string, number>,
  today: string,
): Streaks {
  const todayIndex = parseDayStrict(today)
  const entries = days instanceof Map ? days.entries() : Object.entries(days)
  const active: number[] = []
  for (const [day, seconds] of entries) {
    if (!(seconds >= ACTIVE_DAY_MIN_SECONDS)) continue
    const index = parseDayStrict(day)
    if (index <= todayIndex) active.push(index)
  }
  active.sort((a, b) => a - b)

  let longest = 0
  let run = 0
  for (let i = 0; i < active.length; i++) {
    const index = active[i] as number
    const previous = active[i - 1]
    run = previous === index ? run : previous === index - 1 ? run + 1 : 1
    if (run > longest) longest = run
  }

  const last = active[active.length - 1]
  const activeToday = last === todayIndex
  // The run that ends the sorted list is current if it reaches today, or yesterday.
  const current = last !== undefined && last >= todayIndex - 1 ? run : 0
  return { current, longest, activeToday }
}

// --- Warsaw day of an instant, with the zone's offset cached per UTC day ---

/** Per UTC day: its offset, or the hour index at which the offset changes and both offsets. */
type DayOffset = number | { changeHour: number; before: number; after: number }
const offsetCache = new Map<number, DayOffset>()
const MAX_CACHED_DAYS = 100_000

/** Days since 1970-01-01 of the Warsaw calendar day of an instant (epoch ms). */
function warsawDayIndex(ms: number): number {
  const utcDay = Math.floor(ms / DAY_MS)
  let entry = offsetCache.get(utcDay)
  if (entry === undefined) {
    if (offsetCache.size >= MAX_CACHED_DAYS) offsetCache.clear()
    entry = dayOffset(utcDay)
    offsetCache.set(utcDay, entry)
  }
  const offset =
    typeof entry === 'number'
      ? entry
      : Math.floor(ms / HOUR_MS) < entry.changeHour
        ? entry.before
        : entry.after
  return Math.floor((ms + offset) / DAY_MS)
}

// Warsaw's offset changes on whole UTC hours and at most once a day (01:00 UTC in March and
// October), so two Intl calls settle an ordinary day and 24 settle a changeover day.
function dayOffset(utcDay: number): DayOffset {
  const start = utcDay * DAY_MS
  const first = offsetAt(start)
  const last = offsetAt(start + 23 * HOUR_MS)
  if (first === last) return first
  let hour = 1
  while (hour < 23 && offsetAt(start + hour * HOUR_MS) === first) hour++
  return { changeHour: utcDay * 24 + hour, before: first, after: last }
}

/** Milliseconds Warsaw wall time is ahead of UTC at a whole-second instant. */
function offsetAt(ms: number): number {
  const p = warsawParts(ms)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ms
}

// --- Parsing ---

/** The decimal number in text[at, at + width), or -1 if any character is not a digit. */
function digits(text: string, at: number, width: number): number {
  let value = 0
  for (let i = at; i < at + width; i++) {
    const d = text.charCodeAt(i) - 48
    if (d < 0 || d > 9) return -1
    value = value * 10 + d
  }
  return value
}

/**
 * Epoch ms of an ISO instant, NaN when unreadable. The common 'YYYY-MM-DDTHH:MM:SS[.sss]Z' is
 * read by hand (Date.parse is several times slower and accepts 2025-02-30); others by Date.parse.
 */
function parseInstant(text: string): number {
  const length = text.length
  if ((length !== 20 && length !== 24) || text.charCodeAt(length - 1) !== 90 /* Z */) {
    return Date.parse(text)
  }
  const year = digits(text, 0, 4)
  const month = digits(text, 5, 2)
  const day = digits(text, 8, 2)
  const hour = digits(text, 11, 2)
  const minute = digits(text, 14, 2)
  const second = digits(text, 17, 2)
  const millis = length === 24 ? digits(text, 20, 3) : 0
  const shape =
    text[4] === '-' &&
    text[7] === '-' &&
    text[10] === 'T' &&
    text[13] === ':' &&
    text[16] === ':' &&
    (length === 20 || text[19] === '.')
  if (!shape || year < 0 || hour < 0 || minute < 0 || second < 0 || millis < 0) return Number.NaN
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN
  if (hour > 23 || minute > 59 || second > 59) return Number.NaN
  return (
    daysFromCivil(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + millis
  )
}

/** Days since 1970-01-01 of a strict 'YYYY-MM-DD'; anything else throws. */
function parseDayStrict(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const year = Number(match?.[1])
  const month = Number(match?.[2])
  const date = Number(match?.[3])
  if (!match || month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) {
    throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`)
  }
  return daysFromCivil(year, month, date)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

// Proleptic Gregorian day count (H. Hinnant's days_from_civil), cheaper than Date.UTC.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100)
  return era * 146_097 + dayOfEra + dayOfYear - 719_468
}

function dayKey(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10)
}
