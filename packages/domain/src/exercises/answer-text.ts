import type { AnswerInput, AnswerKey } from '@app/contract/exercises'

/**
 * An answer as the page's past attempts show it: a number with its unit, a choice as its
 * options' texts (in the exercise's order), an expression or an open answer as typed.
 */
export function answerText(key: AnswerKey, answer: AnswerInput): string {
  switch (answer.type) {
    case 'NUMERIC':
      return answer.unit ? `${answer.value} ${answer.unit}` : answer.value
    case 'SINGLE_CHOICE':
      return optionTexts(key, [answer.optionId])
    case 'MULTIPLE_CHOICE':
      return optionTexts(key, answer.optionIds)
    case 'EXPRESSION':
      return answer.expression
    case 'OPEN':
      return answer.text
  }
}

function optionTexts(key: AnswerKey, ids: readonly string[]): string {
  const options = key.type === 'SINGLE_CHOICE' || key.type === 'MULTIPLE_CHOICE' ? key.options : []
  const chosen = options.filter((option) => ids.includes(option.id)).map((option) => option.text)
  return chosen.length > 0 ? chosen.join('; ') : ids.join(', ')
}
