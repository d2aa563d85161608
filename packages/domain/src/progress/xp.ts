/**
 * Experience points from the activity log (issue 30, decision 0190). XP is never stored as such:
 * it is recomputed from the events, so an undo, a late copy or a changed rule gives the same
 * answer everywhere. Days are Warsaw calendar days (decision 0114).
 */
import type { ActivityEvent } from '@app/contract/activity'
import { ACTIVE_DAY_MIN_SECONDS } from '../activity/activity-stats'
import { studySecondsOf } from '../activity/study-events'
import { dayKey } from '../shared/iso-dates'
import { blockKey, eventLog, type LoggedEvent } from './event-log'

export const XP_RULES = {
  /** Per full minute of video watched in a Warsaw day (the day's seconds summed, then floored). */
  videoPerMinute: 1,
  videoDailyCap: 90,
  /** The first non-empty notes of an episode, once ever. */
  firstNotesOfEpisode: 5,
  /** The initial quiz, once ever. */
  quiz: 50,
  /** A planner block done; its undo takes it back, a new done gives it again. */
  plannerBlock: 10,
  /** A flashcard review; its undo takes it back. */
  flashcardReview: 1,
  flashcardDailyCap: 150,
  /** The first correct answer of an exercise, by its difficulty. */
  exerciseByDifficulty: { EASY: 10, MEDIUM: 15, HARD: 25 },
  /** After the solution was shown: this share, rounded down. */
  solutionShownFactor: 0.5,
  /** Nobody farms the chat. */
  chatMessage: 0,
  /** An active day (ACTIVE_DAY_MIN_SECONDS of study) gives streakDayBase × min(streak, max). */
  streakDayBase: 5,
  streakDayMaxMultiplier: 6,
  /** Everything together, per Warsaw day. */
  dailyCap: 300,
} as const

export interface DayXp {
  /** Warsaw calendar day 'YYYY-MM-DD'. */
  date: string
  xp: number
  /** ISO instant of the day's last event that added XP: when the day reached its final XP. */
  reachedAt: string
}

/**
 * XP per Warsaw day from a user's events (any order; a copy, the same id at the same instant,
 * counts once; undone reviews and blocks take their XP back). Ascending by date; days without XP
 * are absent.
 */
export function xpByDay(events: readonly ActivityEvent[]): DayXp[] {
  return xpByDayOfLog(eventLog(events))
}

export function xpTotal(events: readonly ActivityEvent[]): number {
  let total = 0
  for (const day of xpByDay(events)) total += day.xp
  return total
}

/** The XP one event earns before the day's cap, with what it changes in the running state. */
class XpCounter {
  private readonly notedEpisodes = new Set<string>()
  private readonly doneBlocks = new Set<string>()
  private readonly solved = new Set<string>()
  private quizDone = false
  private day = Number.NaN
  private videoSeconds = 0
  private reviews = 0
  private studySeconds = 0
  private lastActiveDay = Number.NaN
  private lastStreak = 0

  /** Raw XP of the event (its rule and caps per kind, and the streak bonus it completes). */
  earn(entry: LoggedEvent): number {
    if (entry.day !== this.day) {
      this.day = entry.day
      this.videoSeconds = this.reviews = this.studySeconds = 0
    }
    if (entry.cancelled) return 0
    return this.ruleXp(entry.event) + this.streakBonus(entry)
  }

  private ruleXp(event: ActivityEvent): number {
    switch (event.type) {
      case 'video_watched': {
        const before = this.videoSeconds
        const seconds = event.payload.seconds
        if (!(seconds > 0) || seconds === Infinity) return 0
        this.videoSeconds += seconds
        return videoXp(this.videoSeconds) - videoXp(before)
      }
      case 'notes_saved': {
        const key = `${event.payload.course}/${event.payload.episodeId}`
        if (event.payload.chars <= 0 || this.notedEpisodes.has(key)) return 0
        this.notedEpisodes.add(key)
        return XP_RULES.firstNotesOfEpisode
      }
      case 'quiz_completed':
        if (this.quizDone) return 0
        this.quizDone = true
        return XP_RULES.quiz
      case 'flashcard_reviewed':
        if (this.reviews >= XP_RULES.flashcardDailyCap) return 0
        this.reviews++
        return XP_RULES.flashcardReview
      case 'planner_block_done': {
        // One standing done per block earns; a second done without an undo between earns nothing.
        const key = blockKey(event.payload)
        if (this.doneBlocks.has(key)) return 0
        this.doneBlocks.add(key)
        return XP_RULES.plannerBlock
      }
      case 'exercise_solved': {
        const { exerciseId, difficulty, solutionRevealed } = event.payload
        if (this.solved.has(exerciseId)) return 0
        this.solved.add(exerciseId)
        const xp = XP_RULES.exerciseByDifficulty[difficulty]
        return solutionRevealed ? Math.floor(xp * XP_RULES.solutionShownFactor) : xp
      }
      case 'chat_message':
        return XP_RULES.chatMessage
      case 'flashcard_review_undone':
      case 'planner_block_undone':
      case 'domination_check_in':
      case 'exercise_attempted':
        return 0
      default:
        return unknownType(event)
    }
  }

  /** The bonus of an active day, earned by the event that brings the day to the minimum. */
  private streakBonus(entry: LoggedEvent): number {
    const seconds = studySecondsOf(entry.event)
    if (!(seconds > 0) || seconds === Infinity) return 0
    const before = this.studySeconds
    this.studySeconds += seconds
    if (before >= ACTIVE_DAY_MIN_SECONDS || this.studySeconds < ACTIVE_DAY_MIN_SECONDS) return 0
    const streak = this.lastActiveDay === entry.day - 1 ? this.lastStreak + 1 : 1
    this.lastActiveDay = entry.day
    this.lastStreak = streak
    return XP_RULES.streakDayBase * Math.min(streak, XP_RULES.streakDayMaxMultiplier)
  }
}

const videoXp = (seconds: number) =>
  Math.min(XP_RULES.videoDailyCap, Math.floor(seconds / 60) * XP_RULES.videoPerMinute)

const unknownType = (event: never): number => {
  void event
  return 0
}

/**
 * The same from a prepared log (statistics reuse it). In time order each event adds its XP up to
 * what is left of the day's cap; the last event that added any sets `reachedAt`.
 */
export function xpByDayOfLog(log: readonly LoggedEvent[]): DayXp[] {
  const counter = new XpCounter()
  const result: DayXp[] = []
  let current: { day: number; xp: number; reachedMs: number } | null = null
  const close = () => {
    if (current && current.xp > 0) {
      result.push({
        date: dayKey(current.day),
        xp: current.xp,
        reachedAt: new Date(current.reachedMs).toISOString(),
      })
    }
  }
  for (const entry of log) {
    if (current === null || current.day !== entry.day) {
      close()
      current = { day: entry.day, xp: 0, reachedMs: 0 }
    }
    const xp = Math.min(counter.earn(entry), XP_RULES.dailyCap - current.xp)
    if (xp > 0) {
      current.xp += xp
      current.reachedMs = entry.ms
    }
  }
  close()
  return result
}
