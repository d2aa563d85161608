import type { AnswerInput, AnswerKey, AnswerKeyOf, ExerciseSource } from '@app/contract/exercises'
import type { ExerciseStatus, ExerciseSubject, Verdict } from '@app/contract/exercises/constants'

/**
 * The seeded exercises (issue 29): original Polish content, Markdown with $…$ KaTeX. Pictures are
 * uploads, so a seed describes a figure with a Markdown table or in words and has no images.
 */

/** Persona keys (seed/personas.ts); the bank is written by 'admin'. */
export type SeedAuthor = 'admin' | 'pro' | 'uczen' | 'recenzent' | 'nowy'

export interface SeedExercise {
  /** A fixed KSUID (decision 0185): its instant is when the exercise was written. */
  readonly id: string
  readonly author: SeedAuthor
  readonly status: ExerciseStatus
  readonly source: ExerciseSource
  /** What a student would type, Polish style; the checker must grade it CORRECT. */
  readonly correctAnswer: AnswerInput
  /** Other forms that must be CORRECT too ('18000 m' for 18 km). */
  readonly alsoCorrect?: readonly AnswerInput[]
  /** A typical mistake; never CORRECT. */
  readonly wrongAnswer: AnswerInput
  /** The reviewer's last comment (CHANGES_REQUESTED, REJECTED). */
  readonly reviewComment?: string
}

/** One exercise as a subject's file writes it: the source without subject and images. */
export interface ExerciseDraft extends Omit<ExerciseSource, 'subject' | 'images'> {
  id: string
  correct: AnswerInput
  also?: readonly AnswerInput[]
  wrong: AnswerInput
  reviewComment?: string
}

/** Turns a subject's drafts into seeds, by default published bank exercises written by 'admin'. */
export const inSubject =
  (subject: ExerciseSubject, author: SeedAuthor = 'admin', status: ExerciseStatus = 'PUBLISHED') =>
  ({ id, correct, also, wrong, reviewComment, ...source }: ExerciseDraft): SeedExercise => ({
    id,
    author,
    status,
    source: { subject, ...source, images: [] },
    correctAnswer: correct,
    ...(also ? { alsoCorrect: also } : {}),
    wrongAnswer: wrong,
    ...(reviewComment ? { reviewComment } : {}),
  })

/** Markdown lines (tables, paragraphs) joined into one text. */
export const md = (...lines: string[]) => lines.join('\n')

// Keys

/** A number, in `unit` when given, accepted within ±tolerance (in the key's unit). */
export const numeric = (value: number, unit: string | null = null, tolerance = 0): AnswerKey => ({
  type: 'NUMERIC',
  value,
  tolerance,
  unit,
  form: 'DECIMAL',
})

/** A fraction the student must give reduced (or as an integer). */
export const fraction = (numerator: number, denominator: number): AnswerKey => ({
  type: 'NUMERIC',
  value: numerator / denominator,
  tolerance: 0,
  unit: null,
  form: 'FRACTION',
})

const OPTION_IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const
const lettered = (texts: readonly string[]) =>
  texts.map((text, i) => ({ id: OPTION_IDS[i] ?? `o${i}`, text }))

/** Options named a, b, c, … in order; `correct` names the right one. */
export const single = (correct: string, ...texts: string[]): AnswerKeyOf<'SINGLE_CHOICE'> => ({
  type: 'SINGLE_CHOICE',
  options: lettered(texts),
  correct,
})

export const multiple = (
  correct: readonly string[],
  ...texts: string[]
): AnswerKeyOf<'MULTIPLE_CHOICE'> => ({
  type: 'MULTIPLE_CHOICE',
  options: lettered(texts),
  correct: [...correct],
})

/** Any equivalent expression counts, so the task asks for a result, not for a form. */
export const expression = (text: string, ...variables: string[]): AnswerKey => ({
  type: 'EXPRESSION',
  expression: text,
  variables: variables.length > 0 ? variables : ['x'],
})

export const OPEN: AnswerKey = { type: 'OPEN' }

// Answers as typed

export const typed = (value: string, unit = ''): AnswerInput => ({ type: 'NUMERIC', value, unit })
export const picked = (optionId: string): AnswerInput => ({ type: 'SINGLE_CHOICE', optionId })
export const pickedAll = (...optionIds: string[]): AnswerInput => ({
  type: 'MULTIPLE_CHOICE',
  optionIds,
})
export const written = (text: string): AnswerInput => ({ type: 'EXPRESSION', expression: text })
export const selfGraded = (text: string, selfGrade: Verdict): AnswerInput => ({
  type: 'OPEN',
  text,
  selfGrade,
})
