import type { SchoolType } from '@app/contract/user'

/**
 * What the tutor is asked and what it streams back, shared by the rule-based source and the
 * upstream adapter, so the chat service uses either the same way.
 */

export type TutorMode = 'socratic' | 'explain'

export interface TutorMessage {
  role: 'user' | 'assistant'
  content: string
}

/** The few facts of the educational profile the tutor uses; every field may be missing. */
export interface TutorProfile {
  schoolType?: SchoolType | null
  grade?: number | null
  /** Subject ids of the profile ('matematyka', 'fizyka' …). */
  subjects?: readonly string[]
}

/** A result the student's last message proposes, as the server's checker graded it. */
export interface TutorCheck {
  verdict: 'CORRECT' | 'PARTIAL' | 'INCORRECT'
  /** The checker's Polish feedback (never the key). */
  feedback: string
}

/**
 * An exercise of the tasks tool (issue 29): what the student sees of it, never its key; the
 * solution only once they solved it or revealed it; the server's check of the result their last
 * message proposes (null when it proposes none).
 */
export interface TutorExercise {
  kind: 'exercise'
  title: string
  statement: string
  /** The hints the student has revealed, in order. */
  hints: readonly string[]
  solution: string | null
  check: TutorCheck | null
}

/** What the conversation is about besides its messages: a flashcard or an exercise. */
export type TutorContext = { kind: 'flashcard'; front: string; back: string } | TutorExercise

export interface TutorInput {
  /** The conversation so far, oldest first; the last one is the student's new message. */
  messages: readonly TutorMessage[]
  mode: TutorMode
  /** The conversation's subject chip (a subject id or a label such as 'Inne'). */
  subject?: string | null
  profile?: TutorProfile | null
  context?: TutorContext | null
  /** Which take on the same input (0 first, then one more per regeneration): wording and timing vary. */
  variant?: number
}

/**
 * Forced behaviour of one answer (mock scenarios): `slow` waits 3 s for the first chunk and
 * 300 ms between chunks; `drop` ends the stream abruptly after `afterChunks` chunks; `error`
 * fails after `afterChunks` chunks.
 */
export interface TutorScenario {
  kind: 'normal' | 'slow' | 'drop' | 'error'
  afterChunks?: number
}

export type TutorFailureReason =
  | 'scenario'
  | 'upstream-status'
  | 'upstream-network'
  | 'upstream-malformed'
  | 'upstream-incomplete'
  | 'upstream-timeout'

/** Why an answer failed: `message` is for the student (Polish), `detail` for the AI diagnostic. */
export interface TutorFailure {
  reason: TutorFailureReason
  message: string
  detail: string
  /** The upstream's HTTP status, for 'upstream-status'. */
  status?: number
}

/**
 * One piece of a streamed answer. `drop`: the source ended abruptly, so the HTTP layer closes the
 * connection without `done`; `error`: the answer failed (an `error` event). Either is the last
 * chunk. A stream whose signal aborts ends without a further chunk.
 */
export type TutorChunk =
  { kind: 'text'; text: string } | { kind: 'drop' } | { kind: 'error'; failure: TutorFailure }

/** Waits `ms`; rejects or resolves early when `signal` aborts (the stream then ends). */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>
