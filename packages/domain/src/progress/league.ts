/**
 * The weekly league (issue 30, decision 0191): ISO weeks of Warsaw calendar days, Monday 00:00 to
 * Monday 00:00 Warsaw time; the week's XP decides, equal XP share a place and within a place who
 * got there first comes first. Only students who show themselves in the ranking and earned XP that
 * week take part.
 */
import { mondayOf, weekKeyOf as planWeekKeyOf } from '../planner/check-in-window'
import { fromWarsawLocal } from '../shared/format'
import { dayKey, parseDayStrict, parseInstant } from '../shared/iso-dates'
import type { DayXp } from './xp'

/** 'YYYY-Www', the contract's WeekKeySchema format (decision 0164). */
export type WeekKey = string

/** The ISO week of the Warsaw calendar day of an instant. */
export function weekKeyOf(instant: Date | string): WeekKey {
  return planWeekKeyOf(instant)
}

/** Monday 00:00 Warsaw to the next Monday 00:00 Warsaw (end exclusive); a bad key throws. */
export function weekBounds(week: WeekKey): { start: Date; end: Date } {
  const monday = parseDayStrict(mondayOf(week))
  return { start: warsawMidnight(monday), end: warsawMidnight(monday + 7) }
}

/** The first and last Warsaw day ('YYYY-MM-DD') of a week. */
export function weekDays(week: WeekKey): { first: string; last: string } {
  const monday = parseDayStrict(mondayOf(week))
  return { first: dayKey(monday), last: dayKey(monday + 6) }
}

function warsawMidnight(day: number): Date {
  const [year, month, date] = dayKey(day).split('-').map(Number) as [number, number, number]
  return fromWarsawLocal(year, month, date)
}

/** A week's XP from a user's days, and when the last of it was earned (null without XP). */
export function weekXp(
  days: readonly DayXp[],
  week: WeekKey,
): { xp: number; reachedAt: string | null } {
  const { first, last } = weekDays(week)
  let xp = 0
  let reachedAt: string | null = null
  let reachedMs = -Infinity
  for (const day of days) {
    if (day.date < first || day.date > last || !(day.xp > 0)) continue
    xp += day.xp
    const ms = parseInstant(day.reachedAt)
    if (ms > reachedMs) {
      reachedMs = ms
      reachedAt = day.reachedAt
    }
  }
  return { xp, reachedAt }
}

export interface LeagueEntry {
  userId: string
  /** The week's XP. */
  xp: number
  /** ISO instant the user reached that XP (weekXp's reachedAt). */
  reachedAt: string
  isStudent: boolean
  showInRanking: boolean
}

export interface RankedEntry {
  userId: string
  place: number
  xp: number
}

export interface RankedWeek {
  top: RankedEntry[]
  /** The caller's row when they take part, wherever it is. */
  me: RankedEntry | null
  /** Up to two rows above and two below `me`, only when `me` is outside `top`. */
  neighbours: RankedEntry[]
  /** Everyone who takes part. */
  participants: number
}

export const LEAGUE_TOP = 50

interface Candidate {
  userId: string
  xp: number
  /** reachedAt as epoch ms; unreadable counts as last. */
  ms: number
}

/** Whether `a` ranks before `b`: more XP, then earlier, then by id (so the order is total). */
const before = (a: Candidate, b: Candidate) =>
  a.xp !== b.xp ? a.xp > b.xp : a.ms !== b.ms ? a.ms < b.ms : a.userId < b.userId

/**
 * The week's ranking in O(n) (a heap of `top` entries, never a sort of all n): equal XP share a
 * place (1, 2, 2, 4). Only students with `showInRanking` and XP > 0 take part; a `me` who does not
 * gets `me: null` and no neighbours.
 */
export function rankWeek(
  entries: Iterable<LeagueEntry>,
  me: string | null,
  top: number = LEAGUE_TOP,
): RankedWeek {
  const eligible: Candidate[] = []
  let mine: Candidate | null = null
  for (const entry of entries) {
    if (!entry.isStudent || !entry.showInRanking || !(entry.xp > 0)) continue
    const ms = parseInstant(entry.reachedAt)
    const candidate = { userId: entry.userId, xp: entry.xp, ms: ms === ms ? ms : Infinity }
    eligible.push(candidate)
    if (entry.userId === me) mine = candidate
  }

  const best = new WorstFirstHeap(Math.max(0, Math.floor(top)))
  const above: Candidate[] = [] // the two just before me, latest first
  const below: Candidate[] = [] // the two just after me, earliest first
  let ahead = 0
  let higher = 0
  for (const candidate of eligible) {
    best.offer(candidate)
    if (mine === null || candidate === mine) continue
    if (candidate.xp > mine.xp) higher++
    if (before(candidate, mine)) {
      ahead++
      keepTwo(above, candidate, (a, b) => before(b, a))
    } else keepTwo(below, candidate, before)
  }

  const ranked = placesOf(best.sorted())
  const inTop = mine !== null && ahead < ranked.length
  const meRow = mine && { userId: mine.userId, place: higher + 1, xp: mine.xp }
  const neighbours = mine && !inTop ? neighbourRows([...above].reverse(), below, eligible) : []
  return { top: ranked, me: meRow, neighbours, participants: eligible.length }
}

/** Places for rows already in ranking order. */
function placesOf(sorted: readonly Candidate[]): RankedEntry[] {
  const result: RankedEntry[] = []
  sorted.forEach((row, i) => {
    const previous = result[i - 1]
    const place = previous && previous.xp === row.xp ? previous.place : i + 1
    result.push({ userId: row.userId, place, xp: row.xp })
  })
  return result
}

/** The neighbours' places: one more pass counting who has more XP than each of them. */
function neighbourRows(
  above: readonly Candidate[],
  below: readonly Candidate[],
  eligible: readonly Candidate[],
): RankedEntry[] {
  const rows = [...above, ...below]
  const higher = new Int32Array(rows.length)
  for (const candidate of eligible) {
    for (let i = 0; i < rows.length; i++) {
      if (candidate.xp > (rows[i] as Candidate).xp) higher[i] = (higher[i] as number) + 1
    }
  }
  return rows.map((row, i) => ({
    userId: row.userId,
    place: (higher[i] as number) + 1,
    xp: row.xp,
  }))
}

/** Keeps the two items that come first by `first` (a tiny insertion, O(1) per offer). */
function keepTwo(
  kept: Candidate[],
  item: Candidate,
  first: (a: Candidate, b: Candidate) => boolean,
): void {
  if (kept.length === 2 && !first(item, kept[1] as Candidate)) return
  if (kept.length === 2) kept.pop()
  if (kept.length === 1 && first(item, kept[0] as Candidate)) kept.unshift(item)
  else kept.push(item)
}

/** The best `size` candidates seen, the worst of them at the root. */
class WorstFirstHeap {
  private readonly items: Candidate[] = []
  constructor(private readonly size: number) {}

  offer(item: Candidate): void {
    const { items } = this
    if (items.length < this.size) {
      items.push(item)
      this.up(items.length - 1)
    } else if (this.size > 0 && before(item, items[0] as Candidate)) {
      items[0] = item
      this.down(0)
    }
  }

  sorted(): Candidate[] {
    return [...this.items].sort((a, b) => (before(a, b) ? -1 : 1))
  }

  /** `a` is worse than `b`: it belongs nearer the root. */
  private worse(i: number, j: number): boolean {
    return before(this.items[j] as Candidate, this.items[i] as Candidate)
  }

  private swap(i: number, j: number): void {
    const { items } = this
    const t = items[i] as Candidate
    items[i] = items[j] as Candidate
    items[j] = t
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!this.worse(i, parent)) return
      this.swap(i, parent)
      i = parent
    }
  }

  private down(i: number): void {
    const n = this.items.length
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let worst = i
      if (left < n && this.worse(left, worst)) worst = left
      if (right < n && this.worse(right, worst)) worst = right
      if (worst === i) return
      this.swap(i, worst)
      i = worst
    }
  }
}
