import { z } from 'zod'
import { withMessage } from '../common.schemas'
import { EXERCISE_LIMITS as L, VERDICTS } from './exercises.constants'
import { EXERCISES_TEXT as T } from './exercises.text'

/**
 * An exercise's answer: the key its author writes (never sent to a student before it is solved
 * or its solution revealed) and what a student types at it. Checked on the server by the
 * domain's `checkAnswer`.
 */

export const VerdictSchema = z.enum(VERDICTS)

const OptionIdSchema = z.string().regex(/^[a-z0-9-]{1,20}$/, T.unknownOption)
export const ChoiceOptionSchema = z
  .object({
    id: OptionIdSchema,
    text: z.string(withMessage(T.option)).trim().min(1, T.option).max(L.optionMax, T.option),
  })
  .strict()
export type ChoiceOption = z.infer<typeof ChoiceOptionSchema>

const OptionsSchema = z
  .array(ChoiceOptionSchema)
  .min(L.optionsMin, T.options)
  .max(L.optionsMax, T.options)
  .refine((options) => new Set(options.map((o) => o.id)).size === options.length, T.options)

const UnitSchema = z.string().trim().min(1, T.unit).max(L.unitMax, T.unit)

const NumericKeySchema = z
  .object({
    type: z.literal('NUMERIC'),
    value: z.number(withMessage(T.numericKey)).finite(T.numericKey),
    /** Absolute, inclusive: |answer - value| <= tolerance (in the key's unit). */
    tolerance: z.number(withMessage(T.tolerance)).finite().nonnegative(T.tolerance),
    /** The key's unit ('m/s', 'g/mol'); null: a plain number. */
    unit: UnitSchema.nullable(),
    /** FRACTION: the answer must be an integer or a reduced fraction ('Skróć ułamek.'). */
    form: z.enum(['DECIMAL', 'FRACTION']),
  })
  .strict()

const SingleChoiceKeySchema = z
  .object({ type: z.literal('SINGLE_CHOICE'), options: OptionsSchema, correct: OptionIdSchema })
  .strict()
  .refine((k) => k.options.some((o) => o.id === k.correct), {
    message: T.correctOption,
    path: ['correct'],
  })

const MultipleChoiceKeySchema = z
  .object({
    type: z.literal('MULTIPLE_CHOICE'),
    options: OptionsSchema,
    correct: z.array(OptionIdSchema).min(1, T.correctOption),
  })
  .strict()
  .refine((k) => k.correct.every((id) => k.options.some((o) => o.id === id)), {
    message: T.correctOption,
    path: ['correct'],
  })

const ExpressionKeySchema = z
  .object({
    type: z.literal('EXPRESSION'),
    expression: z
      .string(withMessage(T.expressionKey))
      .trim()
      .min(1, T.expressionKey)
      .max(L.answerMax, T.expressionKey),
    /** The letters the answer may use, e.g. ['x']. */
    variables: z
      .array(z.string().regex(/^[a-z]$/, T.variables))
      .min(1, T.variables)
      .max(L.variablesMax, T.variables),
  })
  .strict()

const OpenKeySchema = z.object({ type: z.literal('OPEN') }).strict()

export const AnswerKeySchema = z.union([
  NumericKeySchema,
  SingleChoiceKeySchema,
  MultipleChoiceKeySchema,
  ExpressionKeySchema,
  OpenKeySchema,
])
export type AnswerKey = z.infer<typeof AnswerKeySchema>
export type AnswerKeyOf<T extends AnswerKey['type']> = Extract<AnswerKey, { type: T }>

const typed = (max: number, message: string) =>
  z.string(withMessage(T.answerEmpty)).trim().min(1, T.answerEmpty).max(max, message)

/** What a student sends; the unit may also be typed in `value` ('36 km/h'). */
export const AnswerInputSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('NUMERIC'),
        value: typed(L.answerMax, T.answerTooLong),
        unit: z.string().trim().max(L.unitMax, T.unit).default(''),
      })
      .strict(),
    z.object({ type: z.literal('SINGLE_CHOICE'), optionId: OptionIdSchema }).strict(),
    z
      .object({
        type: z.literal('MULTIPLE_CHOICE'),
        optionIds: z.array(OptionIdSchema).min(1, T.answerEmpty).max(L.optionsMax),
      })
      .strict(),
    z
      .object({ type: z.literal('EXPRESSION'), expression: typed(L.answerMax, T.answerTooLong) })
      .strict(),
    z
      .object({
        type: z.literal('OPEN'),
        text: typed(L.openAnswerMax, T.openAnswerTooLong),
        selfGrade: z.enum(VERDICTS, withMessage(T.selfGrade)),
      })
      .strict(),
  ],
  withMessage(T.answerType),
)
export type AnswerInput = z.infer<typeof AnswerInputSchema>
