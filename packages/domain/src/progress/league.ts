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

/**
 * The week's ranking in O(n) (a heap of `top` entries, never a sort of all n): equal XP share a
 * place (1, 2, 2, 4). Only students with `showInRanking` and XP > 0 take part; a `me` who does not
 * gets `me: null` and no neighbours. Rows are handled by index over typed arrays (no object per
 * entry) and `reachedAt` is read only when XP ties.
 */
export function rankWeek(
  entries: Iterable<LeagueEntry>,
  me: string | null,
  top: number = LEAGUE_TOP,
): RankedWeek {
  const field = new Field(entries, me)
  const { eligible, count, mine, xp } = field
  const best = new WorstFirstHeap(field, Math.max(0, Math.min(count, Math.floor(top))))
  // The two rows just before me (nearest first) and the two just after me (nearest first).
  let above1 = -1
  let above2 = -1
  let below1 = -1
  let below2 = -1
  let ahead = 0
  let higher = 0
  const myXp = mine < 0 ? 0 : (xp[mine] as number)
  for (let k = 0; k < count; k++) {
    const i = eligible[k] as number
    best.offer(i)
    if (mine < 0 || i === mine) continue
    if ((xp[i] as number) > myXp) higher++
    if (field.before(i, mine)) {
      ahead++
      if (above1 < 0 || field.before(above1, i)) {
        above2 = above1
        above1 = i
      } else if (above2 < 0 || field.before(above2, i)) above2 = i
    } else if (below1 < 0 || field.before(i, below1)) {
      below2 = below1
      below1 = i
    } else if (below2 < 0 || field.before(i, below2)) below2 = i
  }

  const ranked = placesOf(field, best.sorted())
  const inTop = mine >= 0 && ahead < ranked.length
  const meRow = mine < 0 ? null : field.row(mine, higher + 1)
  const near = [above2, above1, below1, below2].filter((i) => i >= 0)
  const neighbours = mine >= 0 && !inTop ? neighbourRows(field, near) : []
  return { top: ranked, me: meRow, neighbours, participants: count }
}

/** The entries by index: XP in a typed array, `reachedAt` read on demand. */
class Field {
  readonly rows: readonly LeagueEntry[]
  readonly xp: Float64Array
  /** Indices of the rows that take part, `count` of them. */
  readonly eligible: Int32Array
  readonly count: number
  /** The caller's row index, -1 when they do not take part. */
  readonly mine: number
  /** reachedAt as epoch ms (unreadable: last); NaN until read. */
  private readonly ms: Float64Array

  constructor(entries: Iterable<LeagueEntry>, me: string | null) {
    const rows = Array.isArray(entries) ? (entries as readonly LeagueEntry[]) : [...entries]
    const n = rows.length
    this.rows = rows
    this.xp = new Float64Array(n)
    this.eligible = new Int32Array(n)
    this.ms = new Float64Array(n).fill(Number.NaN)
    let count = 0
    let mine = -1
    for (let i = 0; i < n; i++) {
      const entry = rows[i] as LeagueEntry
      const xp = entry.xp
      if (!(xp > 0) || !entry.isStudent || !entry.showInRanking) continue
      this.xp[i] = xp
      this.eligible[count++] = i
      if (mine < 0 && entry.userId === me) mine = i
    }
    this.count = count
    this.mine = mine
  }

  /** Whether row `i` ranks before row `j`: more XP, then earlier, then by id (a total order). */
  before(i: number, j: number): boolean {
    const xi = this.xp[i] as number
    const xj = this.xp[j] as number
    if (xi !== xj) return xi > xj
    const mi = this.msOf(i)
    const mj = this.msOf(j)
    if (mi !== mj) return mi < mj
    return (this.rows[i] as LeagueEntry).userId < (this.rows[j] as LeagueEntry).userId
  }

  row(i: number, place: number): RankedEntry {
    return { userId: (this.rows[i] as LeagueEntry).userId, place, xp: this.xp[i] as number }
  }

  private msOf(i: number): number {
    let ms = this.ms[i] as number
    if (ms !== ms) {
      const read = parseInstant((this.rows[i] as LeagueEntry).reachedAt)
      ms = this.ms[i] = read === read ? read : Infinity
    }
    return ms
  }
}

/** Places for rows already in ranking order. */
function placesOf(field: Field, sorted: readonly number[]): RankedEntry[] {
  const result: RankedEntry[] = []
  sorted.forEach((i, at) => {
    const previous = result[at - 1]
    const xp = field.xp[i] as number
    result.push(field.row(i, previous && previous.xp === xp ? previous.place : at + 1))
  })
  return result
}

/** The neighbours' places: one more pass counting who has more XP than each of them. */
function neighbourRows(field: Field, near: readonly number[]): RankedEntry[] {
  const { eligible, count, xp } = field
  const higher = new Int32Array(near.length)
  for (let k = 0; k < count; k++) {
    const x = xp[eligible[k] as number] as number
    for (let n = 0; n < near.length; n++) {
      if (x > (xp[near[n] as number] as number)) higher[n] = (higher[n] as number) + 1
    }
  }
  return near.map((i, n) => field.row(i, (higher[n] as number) + 1))
}

/** The best `size` rows seen (by index), the worst of them at the root. */
class WorstFirstHeap {
  private readonly items: Int32Array
  private length = 0

  constructor(
    private readonly field: Field,
    private readonly size: number,
  ) {
    this.items = new Int32Array(size)
  }

  offer(i: number): void {
    if (this.length < this.size) {
      this.items[this.length] = i
      this.up(this.length++)
    } else if (this.size > 0 && this.field.before(i, this.items[0] as number)) {
      this.items[0] = i
      this.down(0)
    }
  }

  sorted(): number[] {
    return Array.from(this.items.subarray(0, this.length)).sort((a, b) =>
      this.field.before(a, b) ? -1 : 1,
    )
  }

  /** The item at `a` is worse than the one at `b`: it belongs nearer the root. */
  private worse(a: number, b: number): boolean {
    return this.field.before(this.items[b] as number, this.items[a] as number)
  }

  private swap(a: number, b: number): void {
    const { items } = this
    const t = items[a] as number
    items[a] = items[b] as number
    items[b] = t
  }

  private up(at: number): void {
    while (at > 0) {
      const parent = (at - 1) >> 1
      if (!this.worse(at, parent)) return
      this.swap(at, parent)
      at = parent
    }
  }

  private down(at: number): void {
    for (;;) {
      const left = 2 * at + 1
      const right = left + 1
      let worst = at
      if (left < this.length && this.worse(left, worst)) worst = left
      if (right < this.length && this.worse(right, worst)) worst = right
      if (worst === at) return
      this.swap(at, worst)
      at = worst
    }
  }
}
