// TEMPORARY until ex-domain's checker is merged: replaced by a re-export of
// @app/domain/exercises/exercise-check.
import type { AnswerInput, AnswerKey } from '@app/contract/exercises'
import type { Verdict } from '@app/contract/exercises/constants'

export type CheckOutcome =
  { verdict: Verdict; feedback: string; understoodAs?: string } | { refused: true; message: string }

const num = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'))

export function checkAnswer(key: AnswerKey, answer: AnswerInput): CheckOutcome {
  const right = { verdict: 'CORRECT' as const, feedback: 'Dobrze!' }
  const wrong = { verdict: 'INCORRECT' as const, feedback: 'Niestety, źle.' }
  if (key.type === 'NUMERIC' && answer.type === 'NUMERIC') {
    const value = num(answer.value)
    if (Number.isNaN(value)) return { refused: true, message: 'Nie rozumiem tej liczby.' }
    return Math.abs(value - key.value) <= key.tolerance ? right : wrong
  }
  if (key.type === 'SINGLE_CHOICE' && answer.type === 'SINGLE_CHOICE')
    return key.correct === answer.optionId ? right : wrong
  if (key.type === 'MULTIPLE_CHOICE' && answer.type === 'MULTIPLE_CHOICE')
    return [...key.correct].sort().join() === [...answer.optionIds].sort().join() ? right : wrong
  if (key.type === 'EXPRESSION' && answer.type === 'EXPRESSION') {
    if (answer.expression.split('(').length !== answer.expression.split(')').length)
      return {
        refused: true,
        message: 'Nie rozumiem tego wyrażenia: brakuje nawiasu zamykającego.',
      }
    return answer.expression.replace(/\s/g, '') === key.expression.replace(/\s/g, '')
      ? right
      : wrong
  }
  if (key.type === 'OPEN' && answer.type === 'OPEN')
    return { verdict: answer.selfGrade, feedback: 'Oceniono samodzielnie.' }
  return { refused: true, message: 'Ta odpowiedź nie pasuje do rodzaju zadania.' }
}
