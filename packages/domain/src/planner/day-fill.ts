/**
 * One day of a plan, filled from its first free minute on (decision 0161). At each free instant
 * the best task that fits is placed, then a break: reviews off the chronotype's peak, new material
 * and mock exams in it (hard subjects first), no third block of a subject in a row while another
 * subject has work, and non-preferred time only when the preferred time left cannot hold the day.
 */
import { BREAK_MINUTES, MAX_IN_A_ROW } from './rules'
import { compareTasks, type SubjectPlan, type Task } from './tasks'
import { MINUTE_MS, type Span } from './timeline'

export interface DayToFill {
  /** Free time, sorted. */
  free: readonly Span[]
  peak: Span | null
  /** The preferred parts of the day, or null when every time is as good. */
  preferred: readonly Span[] | null
  /** Reviews and mock exams due today; what is placed is taken out. */
  reviews: Task[]
  mocks: Task[]
  /**
   * The next learning block of each subject allowed one now, whether the subject must hurry and
   * how many blocks it may still take today.
   */
  learn: () => Learning[]
  /** The subjects of the last blocks placed, the latest last (kept across days). */
  recent: SubjectPlan[]
  place: (task: Task, start: number) => void
}

export interface Learning {
  task: Task
  pressed: boolean
  more: number
}

type Choice = { place: Task } | { jump: number } | null

const BREAK_MS = BREAK_MINUTES * MINUTE_MS
const length = (task: Task) => task.minutes * MINUTE_MS
const demandOf = (tasks: readonly Task[]) =>
  tasks.reduce((sum, task) => sum + length(task) + BREAK_MS, 0)
const learnDemandOf = (learn: readonly Learning[]) =>
  learn.reduce((sum, { task, more }) => sum + more * (length(task) + BREAK_MS), 0)

export function fillDay(day: DayToFill): void {
  const { free } = day
  let k = 0
  let pos = free[0]?.[0] ?? 0
  while (k < free.length) {
    const [start, end] = free[k] as Span
    if (pos < start) pos = start
    if (pos >= end) {
      k++
      continue
    }
    const choice = choose(day, pos, end)
    if (choice === null) {
      k++
    } else if ('jump' in choice) {
      pos = choice.jump
    } else {
      day.place(choice.place, pos)
      pos += length(choice.place) + BREAK_MS
    }
  }
}

function choose(day: DayToFill, pos: number, end: number): Choice {
  const learn = day.learn()
  if (day.reviews.length + day.mocks.length + learn.length === 0) return null

  const learnDemand = learnDemandOf(learn) + demandOf(day.mocks)
  if (day.preferred && !inside(pos, day.preferred)) {
    const target = nextStart(day.free, day.preferred, pos)
    const demand = demandOf(day.reviews) + learnDemand
    if (target !== null && freeAfter(day.free, day.preferred, pos) >= demand) {
      return { jump: target }
    }
  }

  const peak = day.peak ? [day.peak] : []
  const peakAfter = freeAfter(day.free, peak, pos)
  const situation: Situation = {
    inPeak: inside(pos, peak),
    peakAfter,
    learnDemand,
    reviewsWait: demandOf(day.reviews) <= freeAfter(day.free, null, pos) - peakAfter,
  }
  const repeated = thirdInARow(day.recent)
  let fresh: Ranked | null = null
  let again: Ranked | null = null
  let waitingOther = false
  let waiting = false
  const consider = (task: Task, pressed: boolean) => {
    const rank = rankOf(task, pressed, situation)
    if (rank === null) {
      waiting = true
      if (task.subject !== repeated) waitingOther = true
    } else if (pos + length(task) <= end) {
      if (task.subject !== repeated) fresh = better(fresh, task, rank)
      else again = better(again, task, rank)
    }
  }
  for (const task of day.reviews) consider(task, false)
  for (const task of day.mocks) consider(task, false)
  for (const entry of learn) consider(entry.task, entry.pressed)

  // Waiting tasks wait for the other side of the peak: the next instant the position flips.
  const flip = day.peak
    ? nextStart(day.free, situation.inPeak ? offPeakOf(day.peak) : peak, pos)
    : null
  if (fresh) return { place: (fresh as Ranked).task }
  if (flip !== null && waitingOther) return { jump: flip }
  if (again) return { place: (again as Ranked).task }
  return flip !== null && waiting ? { jump: flip } : null
}

interface Situation {
  inPeak: boolean
  /** Free time of the peak from the position on. */
  peakAfter: number
  /** Today's learning and mock exams still to place, breaks included. */
  learnDemand: number
  /** Whether the time off the peak from here holds today's reviews. */
  reviewsWait: boolean
}

interface Ranked {
  task: Task
  rank: number
}

/** Lower goes first; null waits: new material for the peak, reviews for the time off it. */
function rankOf(task: Task, pressed: boolean, at: Situation): number | null {
  if (at.inPeak) {
    if (task.kind === 'MOCK_EXAM') return 0
    if (task.kind === 'LEARN') return 1 + (2 - task.subject.hardness) / 10
    return at.reviewsWait ? null : 0.5
  }
  if (task.kind === 'REVIEW') return 0
  if (task.kind === 'MOCK_EXAM') return at.peakAfter >= length(task) ? null : 1
  if (!pressed && at.peakAfter >= at.learnDemand) return null
  // Easier subjects first off-peak while a peak is still to come for the hard ones.
  return 2 + (at.peakAfter > 0 ? task.subject.hardness / 10 : 0)
}

function better(current: Ranked | null, task: Task, rank: number): Ranked {
  if (!current || rank < current.rank) return { task, rank }
  return rank === current.rank && compareTasks(task, current.task) < 0 ? { task, rank } : current
}

function offPeakOf(peak: Span): Span[] {
  return [
    [-Infinity, peak[0]],
    [peak[1], Infinity],
  ]
}

/** The subject a next block would make the third in a row, or null. */
function thirdInARow(recent: readonly SubjectPlan[]): SubjectPlan | null {
  if (recent.length < MAX_IN_A_ROW) return null
  const last = recent.slice(-MAX_IN_A_ROW)
  return last.every((subject) => subject === last[0]) ? (last[0] as SubjectPlan) : null
}

function inside(pos: number, zone: readonly Span[]): boolean {
  return zone.some(([start, end]) => pos >= start && pos < end)
}

/** Free milliseconds from `pos` on, within the zone (null: anywhere). */
function freeAfter(free: readonly Span[], zone: readonly Span[] | null, pos: number): number {
  let total = 0
  for (const [start, end] of free) {
    const from = Math.max(start, pos)
    if (from >= end) continue
    if (zone === null) total += end - from
    else for (const [zs, ze] of zone) total += Math.max(0, Math.min(end, ze) - Math.max(from, zs))
  }
  return total
}

/** The first free instant after `pos` within the zone, or null. */
function nextStart(free: readonly Span[], zone: readonly Span[], pos: number): number | null {
  let first: number | null = null
  for (const [start, end] of free) {
    for (const [zs, ze] of zone) {
      const from = Math.max(start, zs, pos)
      if (from < Math.min(end, ze) && from > pos && (first === null || from < first)) first = from
    }
  }
  return first
}
