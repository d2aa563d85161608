/**
 * Study time and streaks from the activity log, counted in Europe/Warsaw calendar days (decision
 * 0114). Built for large logs: one pass over the events, no Intl call and no string hashing per
 * event (the Warsaw day comes from a table per UTC day, warsaw-day.ts; copies are found by
 * instant), then short passes over typed arrays.
 */
import { dayKey, daysFromCivil, parseDayStrict, parseInstant } from './iso-dates'
import { warsawDayIndex } from './warsaw-day'

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
  // The events are read once; the passes after it read only typed arrays, front to back. Each
  // pass is its own function, so the engine optimizes it on its own.
  const read = readEvents(events)
  if (read.repeats.count > 0) dropCopies(events, read)
  const result = new Map<string, number>()
  for (const [index, seconds] of sumByDay(read).entries()) result.set(dayKey(index), seconds)
  return result
}

/** By event position: Warsaw day, seconds that count (0: skipped, a copy), instant if it has an id. */
interface ReadEvents {
  days: Int32Array
  counted: Float64Array
  /** NaN for an event without an id (or skipped). */
  keyed: Float64Array
  /** The hashes of the keyed instants. */
  repeats: RepeatFilter
}

function readEvents(events: readonly StudyEvent[]): ReadEvents {
  const n = events.length
  // Made before the loop: an engine that optimizes the running loop has seen it made.
  const read: ReadEvents = {
    days: new Int32Array(n),
    counted: new Float64Array(n),
    keyed: new Float64Array(n).fill(Number.NaN),
    repeats: new RepeatFilter(n),
  }
  const { days, counted, keyed, repeats } = read
  for (let i = 0; i < n; i++) {
    const event = events[i] as StudyEvent
    const seconds = event.studySeconds
    if (!(seconds > 0) || seconds === Infinity) continue
    const ms = parseInstant(event.occurredAt)
    if (ms !== ms) continue // NaN
    days[i] = warsawDayIndex(ms)
    counted[i] = seconds
    if (event.id !== undefined) {
      keyed[i] = ms
      repeats.add(ms)
    }
  }
  return read
}

/**
 * Sets the seconds of copies to 0. Only events at an instant whose hash came twice can be copies:
 * these few are compared exactly, in input order, so the first of two equal events counts.
 */
function dropCopies(events: readonly StudyEvent[], { counted, keyed, repeats }: ReadEvents): void {
  const copies = new CopyFilter(events, keyed, repeats.count)
  for (let i = 0; i < keyed.length; i++) {
    const ms = keyed[i] as number
    if (ms === ms && repeats.has(ms) && copies.isCopy(i, ms)) counted[i] = 0
  }
}

/** Sums in input order, as a plain loop would, so fractions of seconds round the same way. */
function sumByDay({ days, counted }: ReadEvents): DayTotals {
  const totals = new DayTotals()
  for (let i = 0; i < counted.length; i++) {
    const seconds = counted[i] as number
    if (seconds !== 0) totals.add(days[i] as number, seconds)
  }
  return totals
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
 * One bit per hash of an instant (2^20 bits, 128 KB, for 100 000 events: it stays in cache, where
 * a table of all events would not), and which hashes came more than once.
 */
class RepeatFilter {
  /** Additions whose hash had come before. */
  count = 0
  private readonly shift: number
  private readonly once: Int32Array
  private readonly again: Int32Array

  constructor(events: number) {
    const bits = Math.max(10, Math.min(24, 32 - Math.clz32(events * 8)))
    this.shift = 32 - bits
    this.once = new Int32Array(1 << (bits - 5))
    this.again = new Int32Array(1 << (bits - 5))
  }

  add(ms: number): void {
    const hash = this.hash(ms)
    const word = this.once[hash >>> 5] as number
    const bit = 1 << (hash & 31)
    if ((word & bit) === 0) {
      this.once[hash >>> 5] = word | bit
    } else {
      this.again[hash >>> 5] = (this.again[hash >>> 5] as number) | bit
      this.count++
    }
  }

  /** Whether the instant's hash came more than once. */
  has(ms: number): boolean {
    const hash = this.hash(ms)
    return ((this.again[hash >>> 5] as number) & (1 << (hash & 31))) !== 0
  }

  // The low 32 bits of the instant, mixed; instants 2^32 ms apart share a hash (a false repeat).
  private hash(ms: number): number {
    return Math.imul(ms | 0, 0x9e3779b1) >>> this.shift
  }
}

/**
 * Finds copies (the same id at the same instant) among the events a RepeatFilter let through:
 * open addressing keyed by the instant, so only equal instants compare ids.
 */
class CopyFilter {
  private readonly slots: Int32Array
  private readonly shift: number

  constructor(
    private readonly events: readonly StudyEvent[],
    private readonly instants: Float64Array,
    repeats: number,
  ) {
    // Repeats come with at most as many first events: at most half full.
    const bits = Math.max(4, 32 - Math.clz32(repeats * 4))
    this.shift = 32 - bits
    this.slots = new Int32Array(1 << bits)
  }

  /** Whether an earlier event is the same as event `i` at `ms`; if not, `i` is remembered. */
  isCopy(i: number, ms: number): boolean {
    const { slots, events, instants } = this
    const mask = slots.length - 1
    let slot = Math.imul(ms | 0, 0x85ebca6b) >>> this.shift
    for (let stored = slots[slot] as number; stored !== 0; stored = slots[slot] as number) {
      const other = stored - 1 // positions are stored + 1: 0 is an empty slot
      const same =
        instants[other] === ms && (events[other] as StudyEvent).id === (events[i] as StudyEvent).id
      if (same) return true
      slot = (slot + 1) & mask
    }
    slots[slot] = i + 1
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
