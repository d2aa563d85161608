/**
 * The planner's calendar (decision 0161): Warsaw days as day numbers (days since 1970-01-01, as
 * `warsawDayIndex`), wall times of a day as instants, and a day's free time as sorted [start, end)
 * pairs of epoch ms. A day's midnight is read from the Warsaw day table; only the two changeover
 * days of a year go through `fromWarsawLocal` per wall time (decision 0026).
 */
import type { PlanInput } from '@app/contract/planner'
import type { Weekday } from '@app/contract/user'
import { fromWarsawLocal } from '../shared/format'
import { parseDayStrict } from '../shared/iso-dates'
import { warsawDayIndex } from '../shared/warsaw-day'

export const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
const DAY_MINUTES = 24 * 60

/** An interval of epoch ms, [start, end). */
export type Span = readonly [number, number]

/** A fixed event the plan keeps clear of (a Saturday consultation, a booked meeting). */
export interface FixedEvent {
  startsAt: string
  endsAt: string
}

const WEEKDAYS: readonly Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']

/** Minutes since midnight of a validated 'hh:mm' ('24:00' is 1440). */
export const minutesOfDay = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The Warsaw day of an instant. */
export const dayOf = (ms: number) => warsawDayIndex(ms)

/** The Warsaw day of 'yyyy-mm-dd'. */
export const dayOfKey = (key: string) => parseDayStrict(key)

/** 'MON' … 'SUN' of a day number (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): Weekday {
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] as Weekday
}

/** The instant a Warsaw day begins. */
export function midnightOf(day: number): number {
  // Warsaw is 1 or 2 hours ahead of UTC: one of two instants is the day's first.
  for (const offset of [2 * HOUR_MS, HOUR_MS]) {
    const ms = day * DAY_MS - offset
    if (warsawDayIndex(ms) === day && warsawDayIndex(ms - 1) === day - 1) return ms
  }
  const date = new Date(day * DAY_MS)
  return fromWarsawLocal(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()).getTime()
}

/** Wall times of changeover days already read (few: 2 days a year, a handful of times each). */
const changeoverTimes = new Map<number, number>()
const MAX_CACHED_TIMES = 10_000

/**
 * Wall times of one Warsaw day as instants: an ordinary day adds minutes to its midnight; a day
 * of 23 or 25 hours reads each wall time with `fromWarsawLocal` (02:30 in March is 03:30).
 */
export class WarsawDay {
  readonly start: number
  readonly end: number
  readonly weekday: Weekday
  private readonly ordinary: boolean

  constructor(readonly day: number) {
    this.start = midnightOf(day)
    this.end = midnightOf(day + 1)
    this.weekday = weekdayOf(day)
    this.ordinary = this.end - this.start === DAY_MS
  }

  /** The instant of a wall time, minutes since midnight (1440 is the next midnight). */
  at(minutes: number): number {
    if (this.ordinary || minutes <= 0) return this.start + minutes * MINUTE_MS
    if (minutes >= DAY_MINUTES) return this.end
    const key = this.day * DAY_MINUTES + minutes
    let instant = changeoverTimes.get(key)
    if (instant === undefined) {
      if (changeoverTimes.size >= MAX_CACHED_TIMES) changeoverTimes.clear()
      const date = new Date(this.day * DAY_MS)
      instant = fromWarsawLocal(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        Math.floor(minutes / 60),
        minutes % 60,
      ).getTime()
      changeoverTimes.set(key, instant)
    }
    return instant
  }

  /** A span of wall times (minutes since midnight) as instants; empty when DST swallows it. */
  span(from: number, to: number): Span | null {
    const start = this.at(from)
    const end = this.at(to)
    return end > start ? [start, end] : null
  }
}

/** The day's study windows as instants, in order. */
export function windowSpans(input: Pick<PlanInput, 'windows'>, day: WarsawDay): Span[] {
  const spans: Span[] = []
  for (const window of input.windows[day.weekday]) {
    const span = day.span(minutesOfDay(window.start), minutesOfDay(window.end))
    if (span) spans.push(span)
  }
  return spans.sort((a, b) => a[0] - b[0])
}

/** Spans minus the busy ones (both sorted by start); pieces shorter than `minMs` are dropped. */
export function subtract(spans: readonly Span[], busy: readonly Span[], minMs = 1): Span[] {
  const free: Span[] = []
  let b = 0
  for (const [spanStart, spanEnd] of spans) {
    let start = spanStart
    while (b < busy.length && (busy[b] as Span)[1] <= start) b++
    for (let i = b; i < busy.length && start < spanEnd; i++) {
      const [busyStart, busyEnd] = busy[i] as Span
      if (busyStart >= spanEnd) break
      if (busyStart - start >= minMs) free.push([start, busyStart])
      start = Math.max(start, busyEnd)
    }
    if (spanEnd - start >= minMs) free.push([start, spanEnd])
  }
  return free
}

/** Fixed events as sorted spans. */
export function eventSpans(events: readonly FixedEvent[]): Span[] {
  return events
    .map((event): Span => [Date.parse(event.startsAt), Date.parse(event.endsAt)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0])
}

/** The first instant a block may start: now, up to the next whole 5 minutes. */
export function earliestStart(now: number): number {
  const step = 5 * MINUTE_MS
  return Math.ceil(now / step) * step
}

/**
 * A day's free time: its windows, unless it is a day off, from `earliest` on, without the busy
 * spans (fixed events, and for a re-flow the other blocks with their breaks).
 */
export function freeSpans(
  input: Pick<PlanInput, 'windows'>,
  day: WarsawDay,
  daysOff: ReadonlySet<number>,
  earliest: number,
  busy: readonly Span[],
): Span[] {
  if (daysOff.has(day.day)) return []
  const windows: Span[] = []
  for (const [start, end] of windowSpans(input, day)) {
    if (end > earliest) windows.push([Math.max(start, earliest), end])
  }
  return subtract(windows, busy)
}
