import type { Expected } from '../text'
import type { TutorInput } from '../types'

export type TopicId =
  | 'quadratic'
  | 'linear'
  | 'logarithms'
  | 'trigonometry'
  | 'kinematics'
  | 'chemistry'
  | 'genetics'
  | 'study-plan'
  | 'methods'

/** One exercise a conversation works on (for a coaching topic: the question it coaches). */
export interface Problem {
  /** Its identity: another key in a later message may start a new exercise. */
  key: string
  /** Socratic first turn: what the student knows, then the first step as a question with a hint. Never the result. */
  opener: string
  /** The next steps, each a question with a hint, one per later turn. */
  hints: readonly string[]
  /** The results that solve it; none for coaching topics. */
  expected: readonly Expected[]
  /** Numbers of the task itself: writing them is no attempt. */
  given?: readonly number[]
  /** A message matching it states a final result (`x = …`): its numbers are no intermediate steps. */
  answerPattern?: RegExp
  /** Right intermediate values (coefficients, Δ, a molar mass): writing them is progress. */
  steps?: readonly number[]
  /** Solved by words rather than numbers ('brak rozwiązań'). */
  solvedByWords?: (folded: string) => boolean
  /** The answer to a right result (the student has tried: the result may be shown). */
  confirm: string
  /** What to check after a wrong result (`folded`: the student's message). */
  wrong?: (values: readonly number[], folded: string) => string
  /** What to say once the hints have run out (a coaching topic's summary); a default otherwise. */
  closing?: string
  /** Explain mode: a structured explanation that works this exercise through. */
  explanation: string
  /** Another exercise, offered once this one is solved. */
  practice: { text: string; problem?: () => Problem }
}

export interface Topic {
  id: TopicId
  /** Patterns over folded text; the topic with most matching wins (ties: the list's order). */
  patterns: readonly RegExp[]
  /** The exercise a message names (an equation, a sub-topic's words), or null. */
  read(text: string, folded: string, input: TutorInput): Problem | null
  /** The topic's own exercise, when the message names none. */
  seeded(input: TutorInput): Problem
}
