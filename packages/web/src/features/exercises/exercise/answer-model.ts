import {
  AnswerInputSchema,
  type AnswerInput,
  type AnswerKey,
  type ChoiceOption,
} from '@app/contract/exercises'
import type { AnswerType, Verdict } from '@app/contract/exercises/constants'

/**
 * What the exercise page's answer form holds, whatever the exercise's type, and how it becomes
 * the `answer` of `POST …/attempts`. Kept as typed: the server reads Polish numbers ('0,5',
 * '1 500', '36 km/h'), not the page.
 */
export interface AnswerDraft {
  value: string
  unit: string
  optionId: string | null
  optionIds: readonly string[]
  expression: string
  text: string
}

export const EMPTY_DRAFT: AnswerDraft = {
  value: '',
  unit: '',
  optionId: null,
  optionIds: [],
  expression: '',
  text: '',
}

/** The draft as the answer of an exercise of `type`; `selfGrade` only for an open one. */
export function toAnswerInput(
  type: AnswerType,
  draft: AnswerDraft,
  selfGrade?: Verdict,
): { answer: AnswerInput } | { error: string } {
  const candidate = (() => {
    switch (type) {
      case 'NUMERIC':
        return { type, value: draft.value, unit: draft.unit }
      case 'SINGLE_CHOICE':
        return { type, optionId: draft.optionId ?? '' }
      case 'MULTIPLE_CHOICE':
        return { type, optionIds: [...draft.optionIds] }
      case 'EXPRESSION':
        return { type, expression: draft.expression }
      case 'OPEN':
        return { type, text: draft.text, selfGrade }
    }
  })()
  const parsed = AnswerInputSchema.safeParse(candidate)
  if (parsed.success) return { answer: parsed.data }
  // Nothing chosen is the same 'Wpisz odpowiedź.' for every type, as the schema says it.
  const issue = parsed.error.issues[0]
  if (type === 'SINGLE_CHOICE' && !draft.optionId) return { error: 'Wybierz odpowiedź.' }
  if (type === 'MULTIPLE_CHOICE' && draft.optionIds.length === 0)
    return { error: 'Zaznacz co najmniej jedną odpowiedź.' }
  return { error: issue?.message ?? 'Wpisz odpowiedź.' }
}

/** A number as Polish text: a decimal comma, no exponent for everyday sizes. */
export function formatNumberPl(value: number): string {
  const text =
    Math.abs(value) >= 1e-6 || value === 0 ? String(+value.toPrecision(12)) : String(value)
  return text.replace('.', ',').replace('-', '−')
}

const optionTexts = (options: readonly ChoiceOption[], ids: readonly string[]) =>
  options.filter((option) => ids.includes(option.id)).map((option) => option.text)

/**
 * The key as a sentence of the solution ('Odpowiedź: 18 km (±0,5)'), or null for an open
 * exercise, whose solution is the model answer itself.
 */
export function describeKey(key: AnswerKey): string | null {
  switch (key.type) {
    case 'NUMERIC': {
      const value = formatNumberPl(key.value) + (key.unit ? ` ${key.unit}` : '')
      return key.tolerance > 0 ? `${value} (±${formatNumberPl(key.tolerance)})` : value
    }
    case 'SINGLE_CHOICE':
      return optionTexts(key.options, [key.correct]).join('')
    case 'MULTIPLE_CHOICE':
      return optionTexts(key.options, key.correct).join('; ')
    case 'EXPRESSION':
      return key.expression
    case 'OPEN':
      return null
  }
}
