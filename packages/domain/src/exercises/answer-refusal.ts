import { EXERCISE_LIMITS } from '@app/contract/exercises/constants'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'

/**
 * Why an answer is not checked (issue 29). Not an attempt: the server answers with the message,
 * 422 for UNREADABLE (it could not read the answer: 'Nie rozumiem tego wyrażenia: …'), 400 for
 * INVALID_INPUT (too long, an unknown option, an answer of another type), and INVALID_KEY when
 * the exercise's own key cannot be read (an author's error, never the student's).
 */
export type RefusalReason = 'UNREADABLE' | 'INVALID_INPUT' | 'INVALID_KEY'

export interface Refusal {
  refused: true
  reason: RefusalReason
  message: string
}

export const refuse = (reason: RefusalReason, message: string): Refusal => ({
  refused: true,
  reason,
  message,
})

/** A numeric or expression answer (and an expression key) has at most this many characters. */
export const ANSWER_MAX_LENGTH = EXERCISE_LIMITS.answerMax

export const ANSWER_TOO_LONG = EXERCISES_TEXT.answerTooLong
export const ANSWER_EMPTY = EXERCISES_TEXT.answerEmpty

/** 'x' → 'Użyj zmiennej x.'; ['x', 'y'] → 'Użyj zmiennych x i y.'; three: 'x, y i z'. */
export function useVariablesMessage(variables: readonly string[]): string {
  if (variables.length <= 1) return `Użyj zmiennej ${variables[0] ?? 'x'}.`
  const last = variables[variables.length - 1]
  return `Użyj zmiennych ${variables.slice(0, -1).join(', ')} i ${last}.`
}

/** Polish decimal text of a number: 2.5 → '2,5', 1500 → '1500', 1e-7 → '0,0000001'. */
export function formatPolishNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Number(value.toPrecision(12))
  const magnitude = Math.abs(rounded)
  const text =
    magnitude !== 0 && (magnitude >= 1e15 || magnitude < 1e-6)
      ? rounded.toExponential().replace(/e\+?(-?\d+)$/, '·10^$1')
      : rounded.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 12 })
  return text.replace('.', ',').replace(/^-/, '−')
}
