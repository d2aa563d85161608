import { z } from 'zod'
import { CHRONOTYPE_ANSWERS, GOALS, QUIZ_FIELDS, SCHOOL_TYPES, type QuizField } from '../constants'
import { SUBJECT_IDS } from './subjects'

/** The initial quiz (decision 0116): seven questions, a parent answers the first four about the child. */

// The plain values live with the contract's other zod-free constants (decision 0118).
export {
  CHRONOTYPE_ANSWERS,
  GOALS,
  QUIZ_FIELDS,
  SCHOOL_TYPES,
  type ChronotypeAnswer,
  type Goal,
  type QuizField,
  type SchoolType,
} from '../constants'

export const QUIZ_LIMITS = {
  /** The widest grade range (primary school); each school type narrows it (domain gradeRange). */
  gradeMin: 1,
  gradeMax: 8,
  subjectsMin: 1,
  subjectsMax: 10,
  goalsMin: 1,
  goalsMax: 3,
  weeklyHoursMin: 1,
  weeklyHoursMax: 20,
  challengeMax: 500,
} as const

/** The questions in their order (QUIZ_FIELDS); a parent answers the first PARENT_QUIZ_FIELD_COUNT. */
export const QuizFieldSchema = z.enum(QUIZ_FIELDS)
export const PARENT_QUIZ_FIELD_COUNT = 4

/** One message per question for any bad value (forms show it; the API names the path too). */
export const QUIZ_FIELD_MESSAGES: Record<QuizField, string> = {
  schoolType: 'Wybierz typ szkoły z listy.',
  grade: `Wybierz klasę: liczbę od ${QUIZ_LIMITS.gradeMin} do ${QUIZ_LIMITS.gradeMax}.`,
  subjects: `Wybierz od ${QUIZ_LIMITS.subjectsMin} do ${QUIZ_LIMITS.subjectsMax} przedmiotów z listy, każdy raz.`,
  goals: `Wybierz od ${QUIZ_LIMITS.goalsMin} do ${QUIZ_LIMITS.goalsMax} celów z listy, każdy raz.`,
  chronotype: 'Wybierz chronotyp z listy albo „Nie wiem”.',
  weeklyStudyHours: `Podaj liczbę godzin nauki w tygodniu: od ${QUIZ_LIMITS.weeklyHoursMin} do ${QUIZ_LIMITS.weeklyHoursMax}.`,
  biggestChallenge: `Opisz największe wyzwanie tekstem do ${QUIZ_LIMITS.challengeMax} znaków.`,
}

const says = (field: QuizField) => ({
  errorMap: () => ({ message: QUIZ_FIELD_MESSAGES[field] }),
})
const unique = (values: readonly string[]) => new Set(values).size === values.length
/** A list of distinct choices; `min` 0 for the profile before the quiz. */
const choices = <T extends Readonly<[string, ...string[]]>>(
  field: 'subjects' | 'goals',
  values: T,
  min: number,
  max: number,
) =>
  z
    .array(z.enum(values, says(field)), says(field))
    .min(min)
    .max(max)
    .refine(unique, QUIZ_FIELD_MESSAGES[field])

/** The schema of each question's answer. */
export const QUIZ_VALUE_SCHEMAS = {
  schoolType: z.enum(SCHOOL_TYPES, says('schoolType')),
  grade: z.number(says('grade')).int().min(QUIZ_LIMITS.gradeMin).max(QUIZ_LIMITS.gradeMax),
  subjects: choices('subjects', SUBJECT_IDS, QUIZ_LIMITS.subjectsMin, QUIZ_LIMITS.subjectsMax),
  goals: choices('goals', GOALS, QUIZ_LIMITS.goalsMin, QUIZ_LIMITS.goalsMax),
  chronotype: z.enum(CHRONOTYPE_ANSWERS, says('chronotype')),
  weeklyStudyHours: z
    .number(says('weeklyStudyHours'))
    .int()
    .min(QUIZ_LIMITS.weeklyHoursMin)
    .max(QUIZ_LIMITS.weeklyHoursMax),
  biggestChallenge: z.string(says('biggestChallenge')).trim().max(QUIZ_LIMITS.challengeMax),
} satisfies Record<QuizField, z.ZodTypeAny>

export const SchoolTypeSchema = QUIZ_VALUE_SCHEMAS.schoolType
export const GoalSchema = z.enum(GOALS)
export const ChronotypeAnswerSchema = QUIZ_VALUE_SCHEMAS.chronotype

/** The quiz's answers, kept up to date on /ustawienia/profil-edukacyjny; empty before the quiz. */
export const EducationalProfileSchema = z
  .object({
    schoolType: QUIZ_VALUE_SCHEMAS.schoolType.nullable(),
    grade: QUIZ_VALUE_SCHEMAS.grade.nullable(),
    subjects: choices('subjects', SUBJECT_IDS, 0, QUIZ_LIMITS.subjectsMax),
    goals: choices('goals', GOALS, 0, QUIZ_LIMITS.goalsMax),
    chronotype: QUIZ_VALUE_SCHEMAS.chronotype.nullable(),
    weeklyStudyHours: QUIZ_VALUE_SCHEMAS.weeklyStudyHours.nullable(),
    biggestChallenge: QUIZ_VALUE_SCHEMAS.biggestChallenge,
  })
  .strict()
export type EducationalProfile = z.infer<typeof EducationalProfileSchema>

/** The answers given so far, any subset of the questions. */
export const QuizAnswersSchema = z.object(QUIZ_VALUE_SCHEMAS).partial().strict()
export type QuizAnswers = z.infer<typeof QuizAnswersSchema>

/**
 * POST /api/saas/user/initial_quiz ('Zakończ'): the first four answers always; a student's
 * chronotype and weekly hours are required by the domain check (a parent leaves them out).
 */
export const InitialQuizResultsSchema = z
  .object(QUIZ_VALUE_SCHEMAS)
  .partial({ chronotype: true, weeklyStudyHours: true, biggestChallenge: true })
  .strict()
export type InitialQuizResults = z.infer<typeof InitialQuizResultsSchema>

const userId = z.string().min(1).max(200)
const progressOf = <F extends QuizField>(field: F) =>
  z.object({ userId, field: z.literal(field), value: QUIZ_VALUE_SCHEMAS[field] }).strict()

/** POST /api/saas/user/quiz-progress ('Dalej'): one answered question of the caller's quiz. */
export const QuizProgressSchema = z.discriminatedUnion(
  'field',
  [
    progressOf('schoolType'),
    progressOf('grade'),
    progressOf('subjects'),
    progressOf('goals'),
    progressOf('chronotype'),
    progressOf('weeklyStudyHours'),
    progressOf('biggestChallenge'),
  ],
  {
    errorMap: (issue, ctx) => ({
      message:
        issue.code === 'invalid_union_discriminator'
          ? `Dozwolone wartości: ${QUIZ_FIELDS.join(', ')}`
          : ctx.defaultError,
    }),
  },
)
export type QuizProgress = z.infer<typeof QuizProgressSchema>

/** The caller's quiz, for resuming: the answers so far and the first question still open. */
export const QuizStateSchema = z.object({
  hasSolvedInitialQuiz: z.boolean(),
  answers: QuizAnswersSchema,
  /** The first unanswered question of this user (a parent's four only); null when all are. */
  nextField: QuizFieldSchema.nullable(),
})
export type QuizState = z.infer<typeof QuizStateSchema>
