import type { AnswerInput, AnswerKey } from '@app/contract/exercises'
import { formatPolishNumber } from './answer-refusal'
import { CHECK_TEXT } from './exercise-check'
import { parseExpression } from './math-parse'
import { parseUnit } from './units'

/**
 * An author's key as the checker needs it (decision 0178): the schema checks its shape, this what
 * only the checker knows (its unit and its expression can be read). The server refuses to save a
 * key this rejects, and the editor says why before sending.
 */
export function validateAnswerKey(key: AnswerKey): string | null {
  if (key.type === 'NUMERIC' && key.unit !== null && !parseUnit(key.unit)) {
    return CHECK_TEXT.unknownUnit(key.unit)
  }
  if (key.type === 'EXPRESSION') {
    const parsed = parseExpression(key.expression, key.variables)
    if (parsed.refused) return parsed.message
  }
  return null
}

/**
 * The key written as a student would answer it: the editor's 'Sprawdź odpowiedź' and the seed's
 * test that every exercise accepts its own key. A FRACTION key is written as a reduced fraction.
 */
export function keyAsAnswer(key: AnswerKey): AnswerInput {
  switch (key.type) {
    case 'NUMERIC': {
      const value = key.form === 'FRACTION' ? fractionText(key.value) : null
      return {
        type: 'NUMERIC',
        value: value ?? formatPolishNumber(key.value),
        unit: key.unit ?? '',
      }
    }
    case 'SINGLE_CHOICE':
      return { type: 'SINGLE_CHOICE', optionId: key.correct }
    case 'MULTIPLE_CHOICE':
      return { type: 'MULTIPLE_CHOICE', optionIds: [...key.correct] }
    case 'EXPRESSION':
      return { type: 'EXPRESSION', expression: key.expression }
    case 'OPEN':
      return { type: 'OPEN', text: '—', selfGrade: 'CORRECT' }
  }
}

/** '−2/3' for -0.666…, '5' for 5; null when no denominator up to 1000 fits. */
function fractionText(value: number): string | null {
  for (let denominator = 1; denominator <= 1000; denominator++) {
    const numerator = Math.round(value * denominator)
    if (Math.abs(numerator / denominator - value) <= 1e-9 * Math.max(1, Math.abs(value))) {
      const sign = numerator < 0 ? '−' : ''
      const n = Math.abs(numerator)
      return denominator === 1 ? `${sign}${n}` : `${sign}${n}/${denominator}`
    }
  }
  return null
}
