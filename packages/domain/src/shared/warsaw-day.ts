/**
 * The Europe/Warsaw calendar day of an instant as a day number (days since 1970-01-01), for code
 * that asks for many of them (activity-stats.ts, decision 0114). The zone's rules come only from
 * format.ts (Intl); per instant the work is one division and a table read.
 */
import { warsawParts } from './format'
import { daysFromCivil } from './iso-dates'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

// The table covers UTC days of the years 1970-2099; other instants take the exact path below.
const TABLE_FIRST_DAY = 0
const TABLE_DAYS = daysFromCivil(2100, 1, 1) - TABLE_FIRST_DAY
const IRREGULAR = 255
/**
 * Per UTC day: 1 + the UTC hour from which the Warsaw date is the next day (0 = not known yet,
 * 25 = never), or IRREGULAR when a whole UTC hour does not map to one Warsaw day.
 */
const turnHours = new Uint8Array(TABLE_DAYS)

/** Days since 1970-01-01 of the Warsaw calendar day of an instant (finite epoch ms). */
export function warsawDayIndex(ms: number): number {
  const utcDay = Math.floor(ms / DAY_MS)
  const k = utcDay - TABLE_FIRST_DAY
  if (k >= 0 && k < TABLE_DAYS) {
    let turn = turnHours[k] as number
    if (turn === 0) turn = turnHours[k] = turnHourOf(utcDay)
    // The hour of the instant within its UTC day settles the Warsaw day.
    if (turn !== IRREGULAR)
      return ms - utcDay * DAY_MS >= (turn - 1) * HOUR_MS ? utcDay + 1 : utcDay
  }
  return exactWarsawDayIndex(ms)
}

/** The same day from the zone's offset at the instant: outside the table and on irregular days. */
function exactWarsawDayIndex(ms: number): number {
  return Math.floor((ms + offsetOf(ms)) / DAY_MS)
}

function turnHourOf(utcDay: number): number {
  let turn = 24
  for (let hour = 0; hour < 24; hour++) {
    const ms = utcDay * DAY_MS + hour * HOUR_MS
    const offset = offsetOf(ms)
    const next = Math.floor((ms + offset) / DAY_MS) - utcDay
    // A whole-hour offset keeps a UTC hour in one Warsaw day; the day may turn once, never back.
    if (offset % HOUR_MS !== 0 || next < 0 || next > 1 || (next === 0 && turn < 24)) {
      return IRREGULAR
    }
    if (next === 1 && turn === 24) turn = hour
  }
  return turn + 1
}

/** Per UTC day: its offset, or the hour index at which the offset changes and both offsets. */
type DayOffset = number | { changeHour: number; before: number; after: number }
const offsetCache = new Map<number, DayOffset>()
const MAX_CACHED_DAYS = 100_000

/** Milliseconds Warsaw wall time is ahead of UTC at an instant, cached per UTC day. */
function offsetOf(ms: number): number {
  const utcDay = Math.floor(ms / DAY_MS)
  let entry = offsetCache.get(utcDay)
  if (entry === undefined) {
    if (offsetCache.size >= MAX_CACHED_DAYS) offsetCache.clear()
    entry = dayOffset(utcDay)
    offsetCache.set(utcDay, entry)
  }
  if (typeof entry === 'number') return entry
  return Math.floor(ms / HOUR_MS) < entry.changeHour ? entry.before : entry.after
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
