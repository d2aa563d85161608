import type { Flashcard } from '@app/contract/flashcards'
import { GRADES, type Grade } from '@app/contract/flashcards/constants'
import type { DueSession, SessionCounts } from '@app/contract/flashcards/study'
import { gradeCard } from '@app/domain/flashcards/fsrs'
import { pickNext } from '@app/domain/flashcards/queue'
import type { PendingReview } from '../../api/flashcards/review-outbox'

/** One grade given in this session: the card before and after, and the outbox key it went with. */
export interface GradedEntry {
  key: string
  grade: Grade
  before: Flashcard
  after: Flashcard
}

/**
 * A study session in the browser (issue 'Flashcards'): the whole queue the server gave, graded
 * locally with the same FSRS wrapper as the server, so it goes on without a network.
 */
export interface StudyState {
  /** Cards still to show today, in the server's order; learning cards come back here. */
  queue: readonly Flashcard[]
  retention: ReadonlyMap<string, number>
  dayEndsAtMs: number
  /** This session's grades, oldest first (the last one is what 'Cofnij' takes back). */
  history: readonly GradedEntry[]
  /** The earliest due the server knows outside this session's queue. */
  serverNextDueAtMs: number | null
}

/** What the session needs of a grade still in the outbox (an earlier visit's): the card and how. */
type PendingGrade = Pick<PendingReview, 'key' | 'cardId' | 'grade' | 'reviewedAt'>

const DEFAULT_RETENTION = 90

const earlier = (a: number | null, b: number) => (a === null || b < a ? b : a)

export function startSession(session: DueSession, pending: readonly PendingGrade[]): StudyState {
  let state: StudyState = {
    queue: session.cards,
    retention: new Map(session.decks.map((deck) => [deck.id, deck.retention])),
    dayEndsAtMs: Date.parse(session.dayEndsAt),
    history: [],
    serverNextDueAtMs: session.nextDueAt ? Date.parse(session.nextDueAt) : null,
  }
  // Grades still on their way were given after this queue was read: the card must not return.
  for (const grade of pending) {
    if (!state.queue.some((card) => card.id === grade.cardId)) continue
    state = applyGrade(state, grade.cardId, grade.grade, new Date(grade.reviewedAt), grade.key)
  }
  return state
}

/** The card to show now, or null when nothing is due (yet). */
export function currentCard(state: StudyState, now: Date): Flashcard | null {
  const next = pickNext([...state.queue], now)
  return next ? (state.queue.find((card) => card.id === next.id) ?? null) : null
}

/** Grades a card at `at`: it leaves the queue, or comes back later today while (re)learning. */
export function applyGrade(
  state: StudyState,
  cardId: string,
  grade: Grade,
  at: Date,
  key: string,
): StudyState {
  const before = state.queue.find((card) => card.id === cardId)
  if (!before) return state
  const retention = state.retention.get(before.deckId) ?? DEFAULT_RETENTION
  const { schedule } = gradeCard(before.schedule, grade, at, retention)
  const after: Flashcard = { ...before, schedule }
  const comesBack =
    (schedule.state === 'LEARNING' || schedule.state === 'RELEARNING') &&
    Date.parse(schedule.due) < state.dayEndsAtMs
  const rest = state.queue.filter((card) => card.id !== cardId)
  return {
    ...state,
    queue: comesBack ? [...rest, after] : rest,
    history: [...state.history, { key, grade, before, after }],
  }
}

/** Takes back the last grade: the card returns as it was, first in line. */
export function undoLast(state: StudyState): { state: StudyState; entry: GradedEntry } | null {
  const entry = state.history.at(-1)
  if (!entry) return null
  const rest = state.queue.filter((card) => card.id !== entry.before.id)
  return {
    entry,
    state: { ...state, queue: [entry.before, ...rest], history: state.history.slice(0, -1) },
  }
}

/**
 * When the next card is due once this session's queue is done: the server's next due, or a
 * card graded away today if that comes sooner (each card by its latest grade).
 */
export function nextDueAtMs(state: StudyState): number | null {
  const inQueue = new Set(state.queue.map((card) => card.id))
  const latest = new Map(state.history.map((entry) => [entry.after.id, entry.after]))
  let next = state.serverNextDueAtMs
  for (const card of latest.values()) {
    if (!inQueue.has(card.id)) next = earlier(next, Date.parse(card.schedule.due))
  }
  return next
}

/** 'Zostało: 14': the new, (re)learning and review cards left in the queue. */
export function remainingCounts(state: StudyState): SessionCounts {
  const counts = { new: 0, learning: 0, review: 0 }
  for (const card of state.queue) {
    if (card.schedule.state === 'NEW') counts.new += 1
    else if (card.schedule.state === 'REVIEW') counts.review += 1
    else counts.learning += 1
  }
  return counts
}

/**
 * The session's progress bar: cards graded away for today of all the session's cards. A card
 * that comes back (graded 'Nie pamiętam' while learning) is not done until it leaves the queue,
 * so `total - done` is always 'Zostało'.
 */
export function sessionProgress(state: StudyState): { done: number; total: number } {
  const inQueue = new Set(state.queue.map((card) => card.id))
  const done = new Set(
    state.history.map((entry) => entry.before.id).filter((cardId) => !inQueue.has(cardId)),
  ).size
  return { done, total: done + state.queue.length }
}

/** What the finished screen says was done, per grade. */
export function gradeTally(history: readonly GradedEntry[]): Record<Grade, number> {
  const tally = Object.fromEntries(GRADES.map((grade) => [grade, 0])) as Record<Grade, number>
  for (const entry of history) tally[entry.grade] += 1
  return tally
}
