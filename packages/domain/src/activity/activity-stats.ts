/**
 * Study time and streaks from the activity log, counted in Europe/Warsaw calendar days (decision
 * 0114). Built for large logs: one pass over the events, no Intl call and no string hashing per
 * event (the Warsaw day comes from a table per UTC day, warsaw-day.ts; copies are found by
 * instant).
 */
import { dayKey, daysFromCivil, parseDayStrict, parseInstant } from '../shared/iso-dates'
import { warsawDayIndex } from '../shared/warsaw-day'

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

// Days of 1970-2099 are summed in a typed array, others in a Map.
const TABLE_FIRST_DAY = 0
const TABLE_DAYS = daysFromCivil(2100, 1, 1) - TABLE_FIRST_DAY

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
