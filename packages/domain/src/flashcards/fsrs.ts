/**
 * Flashcard scheduling with FSRS (decision 0126). The only module that imports ts-fsrs: the rest
 * of the repo sees the contract's FlashcardSchedule (ISO strings, named states). Deterministic:
 * the browser (offline) and the server compute the same due from the same inputs.
 */
import {
  State,
  fsrs,
  generatorParameters,
  type Card,
  type FSRS,
  type ReviewLog,
  type ReviewLogInput,
} from 'ts-fsrs'
import type { FlashcardSchedule } from '@app/contract/flashcards'
import { GRADES, type CardState, type Grade } from '@app/contract/flashcards/constants'
import { intervalLabel } from './interval-label'

export const GRADE_LABELS: Record<Grade, string> = {
  1: 'Nie pamiętam',
  2: 'Trudne',
  3: 'Dobrze',
  4: 'Łatwe',
}

/**
 * One grade as stored with the review, plain JSON: what ts-fsrs's ReviewLog holds plus what its
 * rollback cannot recover (the due before the grade), so undo restores the card exactly.
 */
export interface ReviewLogRecord {
  grade: Grade
  /** The card's state before the grade. */
  state: CardState
  /** The card's due before the grade. */
  due: string
  /** The card's last review before the grade (null for a new card). */
  lastReview: string | null
  /** Stability and difficulty before the grade. */
  stability: number
  difficulty: number
  /** Days since the previous review, at this review. */
  elapsedDays: number
  /** The card's elapsedDays before the grade. */
  lastElapsedDays: number
  /** The card's scheduledDays and learningSteps before the grade. */
  scheduledDays: number
  learningSteps: number
  /** When the grade was given. */
  review: string
}

const STATE_NAMES: Record<State, CardState> = {
  [State.New]: 'NEW',
  [State.Learning]: 'LEARNING',
  [State.Review]: 'REVIEW',
  [State.Relearning]: 'RELEARNING',
}
const STATE_VALUES: Record<CardState, State> = {
  NEW: State.New,
  LEARNING: State.Learning,
  REVIEW: State.Review,
  RELEARNING: State.Relearning,
}

// Building an FSRS instance validates and clips parameters; at most 28 retentions exist (70-97).
const schedulers = new Map<number, FSRS>()

function schedulerFor(retentionPercent: number): FSRS {
  let scheduler = schedulers.get(retentionPercent)
  if (!scheduler) {
    if (!Number.isInteger(retentionPercent) || retentionPercent < 1 || retentionPercent > 99) {
      throw new RangeError(`Retention must be a whole percent, got ${retentionPercent}`)
    }
    scheduler = fsrs(
      generatorParameters({
        request_retention: retentionPercent / 100,
        // Fuzz draws from a seed; without it the same grade gives the same due everywhere.
        enable_fuzz: false,
        enable_short_term: true,
        learning_steps: ['1m', '10m'],
        relearning_steps: ['10m'],
      }),
    )
    schedulers.set(retentionPercent, scheduler)
  }
  return scheduler
}

/** A card never studied: due now. */
export function newSchedule(now: Date): FlashcardSchedule {
  return {
    state: 'NEW',
    due: now.toISOString(),
    stability: 0,
    difficulty: 0,
    elapsedDays: 0,
    scheduledDays: 0,
    learningSteps: 0,
    reps: 0,
    lapses: 0,
    lastReview: null,
  }
}

/** The schedule after a grade, and the record that undoes it. */
export function gradeCard(
  schedule: FlashcardSchedule,
  grade: Grade,
  at: Date,
  retentionPercent: number,
): { schedule: FlashcardSchedule; log: ReviewLogRecord } {
  const { card, log } = schedulerFor(retentionPercent).next(toCard(schedule), at, grade)
  return { schedule: fromCard(card), log: toRecord(log, schedule) }
}

/** What each grade would do now: the due and its interval label ('10 minut', '3 dni'). */
export function previewGrades(
  schedule: FlashcardSchedule,
  now: Date,
  retentionPercent: number,
): Array<{ grade: Grade; due: string; label: string }> {
  const preview = schedulerFor(retentionPercent).repeat(toCard(schedule), now)
  return GRADES.map((grade) => {
    const due = preview[grade].card.due
    return { grade, due: due.toISOString(), label: intervalLabel(due.getTime() - now.getTime()) }
  })
}

/** The schedule before the grade that `log` records, from the schedule after it. */
export function undoGrade(after: FlashcardSchedule, log: ReviewLogRecord): FlashcardSchedule {
  // ts-fsrs's log keeps the last review (or the due of a new card) in `due`.
  const input: ReviewLogInput = {
    rating: log.grade,
    state: STATE_VALUES[log.state],
    due: log.lastReview ?? log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsed_days: log.elapsedDays,
    last_elapsed_days: log.lastElapsedDays,
    scheduled_days: log.scheduledDays,
    learning_steps: log.learningSteps,
    review: log.review,
  }
  // Rollback does not depend on the retention: any instance will do.
  const before = fromCard(schedulerFor(90).rollback(toCard(after), input))
  // Its rollback sets a studied card's due to the review time; the record knows the real one.
  return { ...before, due: log.due, lastReview: log.lastReview }
}

function toCard(schedule: FlashcardSchedule): Card {
  const card: Card = {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: STATE_VALUES[schedule.state],
  }
  if (schedule.lastReview !== null) card.last_review = new Date(schedule.lastReview)
  return card
}

function fromCard(card: Card): FlashcardSchedule {
  return {
    state: STATE_NAMES[card.state],
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  }
}

function toRecord(log: ReviewLog, before: FlashcardSchedule): ReviewLogRecord {
  return {
    grade: log.rating as Grade,
    state: STATE_NAMES[log.state],
    due: before.due,
    lastReview: before.lastReview,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    review: log.review.toISOString(),
  }
}
