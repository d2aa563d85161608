/**
 * A student's statistics (issue 30, decision 0192): study time, XP, streaks and each tool's
 * numbers over a range of Warsaw days, from the activity log alone. Ratios are null when nothing
 * was there to count (never 0 % of nothing).
 */
import type { ActivityEvent } from '@app/contract/activity'
import { streaks, warsawDay } from '../activity/activity-stats'
import { studySecondsOf } from '../activity/study-events'
import { fromWarsawLocal } from '../shared/format'
import { dayKey, parseDayStrict, parseInstant } from '../shared/iso-dates'
import { warsawDayIndex } from '../shared/warsaw-day'
import { blockKey, eventLog, type LoggedEvent } from './event-log'
import { xpByDayOfLog } from './xp'

/** Reviews not graded 'Again' (grade 1) / reviews; undone reviews do not count. */
export function retention(events: readonly ActivityEvent[]): number | null {
  let reviews = 0
  let kept = 0
  for (const { event, cancelled } of eventLog(events)) {
    if (event.type !== 'flashcard_reviewed' || cancelled) continue
    reviews++
    if (event.payload.grade > 1) kept++
  }
  return reviews === 0 ? null : kept / reviews
}

/** Correct / graded attempts (`exercise_attempted`). */
export function accuracy(events: readonly ActivityEvent[]): number | null {
  let attempts = 0
  let correct = 0
  for (const { event } of eventLog(events)) {
    if (event.type !== 'exercise_attempted') continue
    attempts++
    if (event.payload.correct) correct++
  }
  return attempts === 0 ? null : correct / attempts
}

/** Blocks done / blocks planned that have already ended, at most 1; null with none past. */
export function adherence(done: number, pastPlanned: number): number | null {
  if (!(pastPlanned > 0) || !Number.isFinite(pastPlanned)) return null
  return Math.min(1, Math.max(0, done) / pastPlanned)
}

export interface ExerciseCandidate {
  id: string
  subject: string
  level: string
  difficulty: 'EASY' | 'MEDIUM' | 'HARD'
}

/** An attempt this recent keeps an exercise out of the suggestion. */
export const SUGGESTION_REST_DAYS = 7
const DAY_MS = 86_400_000

/**
 * Today's suggested exercise: one of the student's subjects, never solved, not tried in the last
 * 7 days (24-hour days before `now`). Never-tried ones come first; among equals the choice is a
 * hash of the Warsaw day and the id: the same all day, another one tomorrow.
 */
export function suggestExercise(
  candidates: readonly ExerciseCandidate[],
  ownSubjects: readonly string[],
  events: readonly ActivityEvent[],
  now: Date,
): ExerciseCandidate | null {
  const subjects = new Set(ownSubjects)
  const solved = new Set<string>()
  const lastTried = new Map<string, number>()
  for (const event of events) {
    if (event.type === 'exercise_solved') solved.add(event.payload.exerciseId)
    else if (event.type === 'exercise_attempted') {
      const ms = parseInstant(event.occurredAt)
      const id = event.payload.exerciseId
      if (ms === ms && !(ms <= (lastTried.get(id) ?? -Infinity))) lastTried.set(id, ms)
    }
  }
  const restFrom = now.getTime() - SUGGESTION_REST_DAYS * DAY_MS
  const day = warsawDay(now)
  let best: { candidate: ExerciseCandidate; tried: number; hash: number } | null = null
  for (const candidate of candidates) {
    if (!subjects.has(candidate.subject) || solved.has(candidate.id)) continue
    const last = lastTried.get(candidate.id)
    if (last !== undefined && last > restFrom) continue
    const tried = last === undefined ? 0 : 1
    const hash = fnv1a(`${day}:${candidate.id}`)
    if (
      best === null ||
      tried < best.tried ||
      (tried === best.tried &&
        (hash < best.hash || (hash === best.hash && candidate.id < best.candidate.id)))
    ) {
      best = { candidate, tried, hash }
    }
  }
  return best?.candidate ?? null
}

/** 32-bit FNV-1a: a stable, platform-independent shuffle key. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** The weekly digest goes out from Sunday 18:00 Warsaw time. */
export const DIGEST_HOUR = 18

/**
 * Whether the weekly digest is due: `now` is at or after the latest Sunday 18:00 Warsaw time and
 * the last one went out before it (so once a week, however often this is asked).
 */
export function digestDue(now: Date, lastSent: Date | null): boolean {
  const due = latestDigestTime(now)
  return lastSent === null || lastSent.getTime() < due.getTime()
}

/** The latest Sunday 18:00 Warsaw at or before `now`. */
export function latestDigestTime(now: Date): Date {
  const today = warsawDayIndex(now.getTime())
  // Day 0 (1970-01-01) was a Thursday: days since Sunday are (index + 4) mod 7.
  const sunday = today - ((((today + 4) % 7) + 7) % 7)
  const at = sundayAt(sunday)
  return at.getTime() <= now.getTime() ? at : sundayAt(sunday - 7)
}

function sundayAt(day: number): Date {
  const [year, month, date] = dayKey(day).split('-').map(Number) as [number, number, number]
  return fromWarsawLocal(year, month, date, DIGEST_HOUR)
}

export interface StatisticsInput {
  events: readonly ActivityEvent[]
  /** Warsaw calendar days 'YYYY-MM-DD', both included. */
  from: string
  to: string
  now: Date
}

export interface SubjectExercises {
  subject: string
  solved: number
  attempts: number
  accuracy: number | null
}

export interface UserStatistics {
  /** Every day from `from` to `to`, days without study included (zeros). */
  days: { date: string; studySeconds: number; xp: number }[]
  /** As of `now`, over the whole log given (not only the range). */
  streak: { current: number; longest: number }
  totals: { studySeconds: number; xp: number }
  flashcards: { reviewed: number; retention: number | null }
  exercises: {
    solved: number
    attempts: number
    accuracy: number | null
    bySubject: SubjectExercises[]
  }
  planner: { blocksDone: number; focusedMinutes: number }
}

/**
 * One user's statistics over a range of Warsaw days. XP and streaks read the whole log (a day's
 * XP depends on the streak before it and on firsts); the tools' numbers count the range only.
 * A day's study seconds are rounded to whole seconds.
 */
export function userStatistics({ events, from, to, now }: StatisticsInput): UserStatistics {
  const first = parseDayStrict(from)
  const last = parseDayStrict(to)
  if (last < first) throw new RangeError(`The range ends before it starts: ${from}..${to}`)
  const log = eventLog(events)
  const seconds = new Float64Array(last - first + 1)
  const xp = new Float64Array(last - first + 1)
  for (const day of xpByDayOfLog(log)) {
    const at = parseDayStrict(day.date) - first
    if (at >= 0 && at < xp.length) xp[at] = day.xp
  }

  const studyByDay = new Map<number, number>()
  const counts = new RangeCounts()
  for (const entry of log) {
    if (entry.cancelled) continue
    const studied = studySecondsOf(entry.event)
    if (studied > 0 && studied !== Infinity) {
      studyByDay.set(entry.day, (studyByDay.get(entry.day) ?? 0) + studied)
      const at = entry.day - first
      if (at >= 0 && at < seconds.length) seconds[at] = (seconds[at] as number) + studied
    }
    counts.add(entry, entry.day >= first && entry.day <= last)
  }

  const days: UserStatistics['days'] = []
  const totals = { studySeconds: 0, xp: 0 }
  for (let at = 0; at < seconds.length; at++) {
    const day = {
      date: dayKey(first + at),
      studySeconds: Math.round(seconds[at] as number),
      xp: xp[at] as number,
    }
    totals.studySeconds += day.studySeconds
    totals.xp += day.xp
    days.push(day)
  }
  const perDay = new Map<string, number>()
  for (const [day, studied] of studyByDay) perDay.set(dayKey(day), studied)
  const { current, longest } = streaks(perDay, warsawDay(now))
  return { days, streak: { current, longest }, totals, ...counts.result() }
}

/** The tools' counts over the range (firsts, like a solved exercise, judged over the whole log). */
class RangeCounts {
  private reviewed = 0
  private kept = 0
  private readonly solvedEver = new Set<string>()
  private readonly subjects = new Map<
    string,
    { solved: number; attempts: number; correct: number }
  >()
  private solved = 0
  private attempts = 0
  private correct = 0
  private readonly blocks = new Set<string>()
  private focusedMinutes = 0

  add({ event }: LoggedEvent, inRange: boolean): void {
    if (event.type === 'exercise_solved') {
      if (this.solvedEver.has(event.payload.exerciseId)) return
      this.solvedEver.add(event.payload.exerciseId)
    }
    if (!inRange) return
    switch (event.type) {
      case 'flashcard_reviewed':
        this.reviewed++
        if (event.payload.grade > 1) this.kept++
        return
      case 'exercise_attempted': {
        const subject = this.subject(event.payload.subject)
        subject.attempts++
        this.attempts++
        if (event.payload.correct) {
          subject.correct++
          this.correct++
        }
        return
      }
      case 'exercise_solved':
        this.subject(event.payload.subject).solved++
        this.solved++
        return
      case 'planner_block_done':
        this.blocks.add(blockKey(event.payload))
        this.focusedMinutes += event.payload.focusedMinutes
        return
      default:
    }
  }

  result(): Pick<UserStatistics, 'flashcards' | 'exercises' | 'planner'> {
    const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole)
    const bySubject = [...this.subjects]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([subject, counts]) => ({
        subject,
        solved: counts.solved,
        attempts: counts.attempts,
        accuracy: ratio(counts.correct, counts.attempts),
      }))
    return {
      flashcards: { reviewed: this.reviewed, retention: ratio(this.kept, this.reviewed) },
      exercises: {
        solved: this.solved,
        attempts: this.attempts,
        accuracy: ratio(this.correct, this.attempts),
        bySubject,
      },
      planner: { blocksDone: this.blocks.size, focusedMinutes: this.focusedMinutes },
    }
  }

  private subject(subject: string) {
    let counts = this.subjects.get(subject)
    if (!counts) this.subjects.set(subject, (counts = { solved: 0, attempts: 0, correct: 0 }))
    return counts
  }
}
