/**
 * Study time and streaks from the activity log, counted in Europe/Warsaw calendar days (decision
 * 0114). Built for large logs: one pass over the events, no Intl call and no string hashing per
 * event (the Warsaw day comes from a table per UTC day, copies are found by instant).
 */
import { warsawParts } from './format'
import { dayKey, daysFromCivil, parseDayStrict, parseInstant } from './iso-dates'

/** The least an activity event must say; contract events (video_watched seconds …) map to it. */
export interface StudyEvent {
  /** A copy (the same id at the same instant) counts once; events without an id all count. */
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
 * events; unreadable instants and non-positive or non-finite seconds are skipped. A copy of an
 * event (same id, same instant) counts once.
 */
export function studySecondsByDay(input: Iterable<StudyEvent>): Map<string, number> {
  const events: readonly StudyEvent[] = Array.isArray(input) ? input : [...input]
  const copies = new CopyFilter(events)
  const totals = new DayTotals()
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as StudyEvent
    const seconds = event.studySeconds
    if (!(seconds > 0) || seconds === Infinity) continue
    const ms = parseInstant(event.occurredAt)
    if (ms !== ms) continue // NaN
    if (event.id !== undefined && copies.isCopy(i, ms)) continue
    totals.add(warsawDayIndex(ms), seconds)
  }
  const result = new Map<string, number>()
  for (const [index, seconds] of totals.entries()) result.set(dayKey(index), seconds)
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

// --- Copies and per-day sums ---

/**
 * Finds copies of events (the same id at the same instant) with an open-addressing table keyed by
 * the instant: a number hashes without reading the id, and only equal instants compare ids.
 */
class CopyFilter {
  /** Per slot: event position + 1 (0 = empty) and the low 32 bits of its instant. */
  private readonly slots: Int32Array
  private readonly capacity: number

  constructor(private readonly events: readonly StudyEvent[]) {
    this.capacity = Math.ceil(events.length * 1.5) + 1
    this.slots = new Int32Array(this.capacity * 2)
  }

  /** Whether an earlier event is the same as event `i` at `ms`; if not, `i` is remembered. */
  isCopy(i: number, ms: number): boolean {
    const { slots, events, capacity } = this
    const low = ms | 0
    const hash = Math.imul(low ^ (Math.floor(ms / 4_294_967_296) | 0), 0x9e3779b1) >>> 0
    let slot = Math.floor((hash * capacity) / 4_294_967_296)
    for (let stored = slots[slot * 2] as number; stored !== 0; stored = slots[slot * 2] as number) {
      if (slots[slot * 2 + 1] === low) {
        const other = events[stored - 1] as StudyEvent
        // Equal low bits and ids: a copy when the whole instant is equal too (rarely not).
        if (other.id === (events[i] as StudyEvent).id && parseInstant(other.occurredAt) === ms)
          return true
      }
      slot = slot + 1 === capacity ? 0 : slot + 1
    }
    slots[slot * 2] = i + 1
    slots[slot * 2 + 1] = low
    return false
  }
}

/** Seconds per day index: a typed array over the table's years, a Map beyond them. */
class DayTotals {
  private first = 0
  private sums = new Float64Array(0)
  private readonly beyond = new Map<number, number>()

  add(day: number, seconds: number): void {
    let at = day - this.first
    if (at < 0 || at >= this.sums.length) {
      if (day < TABLE_FIRST_DAY || day >= TABLE_FIRST_DAY + TABLE_DAYS) {
        this.beyond.set(day, (this.beyond.get(day) ?? 0) + seconds)
        return
      }
      this.grow(day)
      at = day - this.first
    }
    this.sums[at] = (this.sums[at] as number) + seconds
  }

  /** [day index, seconds] in ascending order of days. */
  entries(): [number, number][] {
    const result: [number, number][] = [...this.beyond]
    for (let at = 0; at < this.sums.length; at++) {
      const seconds = this.sums[at] as number
      if (seconds > 0) result.push([this.first + at, seconds])
    }
    return this.beyond.size > 0 ? result.sort((a, b) => a[0] - b[0]) : result
  }

  private grow(day: number): void {
    const pad = Math.max(32, this.sums.length)
    const empty = this.sums.length === 0
    const low = Math.max(TABLE_FIRST_DAY, Math.min(empty ? day : this.first, day) - pad)
    const end = this.first + this.sums.length
    const high = Math.min(TABLE_FIRST_DAY + TABLE_DAYS, Math.max(empty ? day : end, day + 1) + pad)
    const grown = new Float64Array(high - low)
    if (!empty) grown.set(this.sums, this.first - low)
    this.first = low
    this.sums = grown
  }
}

// --- Warsaw day of an instant ---

// The table covers UTC days of the years 1970-2099; other instants take the exact path below.
const TABLE_FIRST_YEAR = 1970
const TABLE_YEARS = 130
const TABLE_FIRST_DAY = 0
const TABLE_DAYS = daysFromCivil(TABLE_FIRST_YEAR + TABLE_YEARS, 1, 1) - TABLE_FIRST_DAY
const IRREGULAR = 255
/**
 * Per UTC day: 1 + the UTC hour from which the Warsaw date is the next day (0 = not known yet),
 * or IRREGULAR when a whole UTC hour does not map to one Warsaw day.
 */
const turnHours = new Uint8Array(TABLE_DAYS)

/** Days since 1970-01-01 of the Warsaw calendar day of an instant (epoch ms). */
function warsawDayIndex(ms: number): number {
  const hours = Math.floor(ms / HOUR_MS)
  const utcDay = Math.floor(hours / 24)
  const k = utcDay - TABLE_FIRST_DAY
  if (k >= 0 && k < TABLE_DAYS) {
    let turn = turnHours[k] as number
    if (turn === 0) turn = turnHours[k] = turnHourOf(utcDay)
    if (turn !== IRREGULAR) return hours - utcDay * 24 + 1 >= turn ? utcDay + 1 : utcDay
  }
  return exactWarsawDayIndex(ms)
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

function exactWarsawDayIndex(ms: number): number {
  return Math.floor((ms + offsetOf(ms)) / DAY_MS)
}

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
