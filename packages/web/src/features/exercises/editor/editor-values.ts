import type { AnswerKey, ExerciseImage, ExerciseSource } from '@app/contract/exercises'
import type {
  AnswerType,
  ExerciseDifficulty,
  ExerciseLevel,
  ExerciseSubject,
} from '@app/contract/exercises/constants'
import { formatNumberPl } from '../exercise/answer-model'

/**
 * The editor's form as typed (decision 0189): numbers as text (a Polish '0,5' stays as written
 * until saving), every answer type's fields kept side by side so that switching the type back
 * loses nothing, options with their correct marks. `toSourceCandidate` makes the contract's
 * `ExerciseSource` of it, which the schema then checks.
 */
export interface EditorValues {
  subject: ExerciseSubject | ''
  level: ExerciseLevel | ''
  topic: string
  difficulty: ExerciseDifficulty | ''
  title: string
  statement: string
  solution: string
  answerType: AnswerType
  numeric: { value: string; tolerance: string; unit: string; form: 'DECIMAL' | 'FRACTION' }
  options: EditedOption[]
  expression: { expression: string; variables: string }
  hints: { text: string }[]
  images: EditedImage[]
}

export interface EditedOption {
  id: string
  text: string
  correct: boolean
}

/** A picture of the exercise: uploaded (id), shown from `url` (empty when it cannot be shown). */
export interface EditedImage {
  id: string
  url: string
  alt: string
}

const OPTION_IDS = 'abcdefghijklmnopqrstuvwxyz'.split('')

/** The first letter id the options do not use yet. */
export function nextOptionId(options: readonly EditedOption[]): string {
  const used = new Set(options.map((o) => o.id))
  return OPTION_IDS.find((id) => !used.has(id)) ?? `o-${options.length + 1}`
}

export const EMPTY_VALUES: EditorValues = {
  subject: '',
  level: '',
  topic: '',
  difficulty: '',
  title: '',
  statement: '',
  solution: '',
  answerType: 'NUMERIC',
  numeric: { value: '', tolerance: '0', unit: '', form: 'DECIMAL' },
  options: [
    { id: 'a', text: '', correct: false },
    { id: 'b', text: '', correct: false },
  ],
  expression: { expression: '', variables: 'x' },
  hints: [],
  images: [],
}

/**
 * A number typed the Polish way: a decimal comma or point, spaces between thousands (also the
 * non-breaking ones), a Unicode minus. NaN when it is not a plain number (the schema then says so).
 */
export function parseDecimal(text: string): number {
  const plain = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
    .replace('−', '-')
  return /^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(plain) ? Number(plain) : Number.NaN
}

const splitVariables = (text: string) => text.split(/[\s,;]+/).filter(Boolean)

/** The answer key of the chosen type, as the schema checks it. */
function keyCandidate(values: EditorValues): unknown {
  const options = values.options.map(({ id, text }) => ({ id, text }))
  const correct = values.options.filter((o) => o.correct).map((o) => o.id)
  switch (values.answerType) {
    case 'NUMERIC':
      return {
        type: 'NUMERIC',
        value: parseDecimal(values.numeric.value),
        tolerance: values.numeric.tolerance.trim() ? parseDecimal(values.numeric.tolerance) : 0,
        unit: values.numeric.unit.trim() || null,
        form: values.numeric.form,
      }
    case 'SINGLE_CHOICE':
      return { type: 'SINGLE_CHOICE', options, correct: correct[0] ?? '' }
    case 'MULTIPLE_CHOICE':
      return { type: 'MULTIPLE_CHOICE', options, correct }
    case 'EXPRESSION':
      return {
        type: 'EXPRESSION',
        expression: values.expression.expression,
        variables: splitVariables(values.expression.variables),
      }
    case 'OPEN':
      return { type: 'OPEN' }
  }
}

/** The form as the contract's source (unchecked: `ExerciseSourceSchema` decides). */
export function toSourceCandidate(values: EditorValues): unknown {
  return {
    subject: values.subject,
    level: values.level,
    topic: values.topic,
    difficulty: values.difficulty,
    title: values.title,
    statement: values.statement,
    solution: values.solution,
    answer: keyCandidate(values),
    hints: values.hints.map((hint) => hint.text),
    images: values.images.map(({ id, alt }) => ({ id, alt: alt.trim() })),
  }
}

/** A saved source (and its pictures' addresses) as the form shows it. */
export function fromSource(source: ExerciseSource, images: readonly ExerciseImage[]): EditorValues {
  const key: AnswerKey = source.answer
  const urls = new Map(images.map((image) => [image.id, image.url]))
  return {
    subject: source.subject,
    level: source.level,
    topic: source.topic,
    difficulty: source.difficulty,
    title: source.title,
    statement: source.statement,
    solution: source.solution,
    answerType: key.type,
    numeric:
      key.type === 'NUMERIC'
        ? {
            value: formatNumberPl(key.value).replace('−', '-'),
            tolerance: formatNumberPl(key.tolerance),
            unit: key.unit ?? '',
            form: key.form,
          }
        : EMPTY_VALUES.numeric,
    options:
      key.type === 'SINGLE_CHOICE' || key.type === 'MULTIPLE_CHOICE'
        ? key.options.map((option) => ({
            ...option,
            correct:
              key.type === 'SINGLE_CHOICE'
                ? key.correct === option.id
                : key.correct.includes(option.id),
          }))
        : EMPTY_VALUES.options,
    expression:
      key.type === 'EXPRESSION'
        ? { expression: key.expression, variables: key.variables.join(', ') }
        : EMPTY_VALUES.expression,
    hints: source.hints.map((text) => ({ text })),
    images: source.images.map(({ id, alt }) => ({ id, alt, url: urls.get(id) ?? '' })),
  }
}

/** The values in one key order, whatever order the form keeps them in. */
const canonical = (v: EditorValues) =>
  JSON.stringify([
    v.subject,
    v.level,
    v.topic,
    v.difficulty,
    v.title,
    v.statement,
    v.solution,
    v.answerType,
    [v.numeric.value, v.numeric.tolerance, v.numeric.unit, v.numeric.form],
    v.options.map((o) => [o.id, o.text, o.correct]),
    [v.expression.expression, v.expression.variables],
    v.hints.map((h) => h.text),
    v.images.map((i) => [i.id, i.alt]),
  ])

/** Two forms hold the same exercise (a draft equal to the saved one is no draft). */
export const sameValues = (a: EditorValues, b: EditorValues) => canonical(a) === canonical(b)
