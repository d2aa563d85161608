import type { AnswerKey } from '@app/contract/exercises'
import type { Verdict } from '@app/contract/exercises/constants'
import { checkAnswer } from '@app/domain/exercises/exercise-check'

/**
 * The domain's checker on a sample answer (the editor's 'Sprawdź odpowiedź'). Imported lazily
 * (see ./key-check.tsx): the checker and mathjs load only when an author tries an answer.
 */
export interface SampleVerdict {
  verdict: Verdict
  feedback: string
  /** How the checker read the sample: '18000 m', '2·x + 2'. */
  understoodAs: string | null
}

export function checkSample(key: AnswerKey, sample: string): SampleVerdict | { problem: string } {
  const input =
    key.type === 'EXPRESSION'
      ? ({ type: 'EXPRESSION', expression: sample } as const)
      : ({ type: 'NUMERIC', value: sample, unit: '' } as const)
  const result = checkAnswer(key, input)
  return result.refused
    ? { problem: result.message }
    : {
        verdict: result.verdict,
        feedback: result.feedback,
        understoodAs: result.understoodAs ?? null,
      }
}
