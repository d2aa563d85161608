import type { Instant } from '../shared/format'
import { parseInstant } from '../shared/iso-dates'
import { warsawDayIndex } from '../shared/warsaw-day'

/**
 * The tasks tool's daily goal (issue 29): exercises solved on today's Europe/Warsaw calendar day
 * against the goal of the exercise settings, for the header's 'Dziś rozwiązane: 2 z 5'. A day runs
 * from Warsaw midnight to midnight, so it is 23 hours long on the last Sunday of March and 25 on
 * the last Sunday of October.
 */

/** A first correct answer of an exercise (`exercise_solved`), at the instant it was given. */
export interface SolvedEvent {
  /** ISO instant. */
  at: string
}

export interface DailyGoalProgress {
  solvedToday: number
  goal: number
  reached: boolean
}

export function dailyGoalProgress(
  solved: readonly SolvedEvent[],
  goal: number,
  now: Instant,
): DailyGoalProgress {
  const today = warsawDayIndex(typeof now === 'number' ? now : now.getTime())
  let solvedToday = 0
  for (const event of solved) {
    const ms = parseInstant(event.at)
    // An unreadable instant counts for no day.
    if (Number.isFinite(ms) && warsawDayIndex(ms) === today) solvedToday++
  }
  return { solvedToday, goal, reached: solvedToday >= goal }
}

/** The header's words: 'Dziś rozwiązane: 2 z 5'. */
export function dailyGoalLabel(progress: DailyGoalProgress): string {
  return `Dziś rozwiązane: ${progress.solvedToday} z ${progress.goal}`
}
