import { z } from 'zod'
import { IsoDateTimeSchema, NextPageKeySchema, withMessage } from '../common.schemas'
import { KSUID_PATTERN } from '../constants'
import { ImageAltSchema } from '../flashcards/flashcards-cards.schemas'
import { AnswerKeySchema, ChoiceOptionSchema, VerdictSchema } from './exercises-answer.schemas'
import {
  ANSWER_TYPES,
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_LIMITS as L,
  EXERCISE_PROGRESS,
  EXERCISE_PROGRESS_FILTERS,
  EXERCISE_SCOPES,
  EXERCISE_STATUSES,
  EXERCISE_SUBJECTS,
  EXERCISE_TOPIC_IDS,
  EXERCISE_TOPICS,
  REVIEW_DECISIONS,
} from './exercises.constants'
import { EXERCISES_TEXT as T } from './exercises.text'

/**
 * Exercises (issue 29): what an author writes, what a student sees, the list and the review.
 * `@app/contract/exercises` names every schema of the area; the answer's are in their own module.
 */

export * from './exercises-answer.schemas'

/** Exercises and their pictures are named by KSUIDs (27 base62 characters, sortable by time). */
export const ExerciseIdSchema = z
  .string()
  .regex(KSUID_PATTERN, 'Oczekiwano identyfikatora KSUID (27 znaków 0-9, A-Z, a-z)')

export const ExerciseSubjectSchema = z.enum(EXERCISE_SUBJECTS, withMessage(T.subject))
export const ExerciseLevelSchema = z.enum(EXERCISE_LEVELS, withMessage(T.level))
export const ExerciseDifficultySchema = z.enum(EXERCISE_DIFFICULTIES, withMessage(T.difficulty))
export const ExerciseTopicSchema = z
  .string()
  .refine((id) => EXERCISE_TOPIC_IDS.includes(id), T.topic)
export const ExerciseStatusSchema = z.enum(EXERCISE_STATUSES)
export const AnswerTypeSchema = z.enum(ANSWER_TYPES)

/** A picture named by an exercise: one its author uploaded, with its text alternative. */
export const ExerciseImageRequestSchema = z
  .object({ id: ExerciseIdSchema, alt: ImageAltSchema })
  .strict()
export const ExerciseImageSchema = z.object({
  id: ExerciseIdSchema,
  url: z.string(),
  alt: z.string(),
})
export type ExerciseImage = z.infer<typeof ExerciseImageSchema>

const text = (max: number, message: string, min = 1) =>
  z.string(withMessage(message)).trim().min(min, message).max(max, message)

/** What an author writes: POST and PUT bodies, and `GET …/edit`'s source. */
export const ExerciseSourceSchema = z
  .object({
    subject: ExerciseSubjectSchema,
    level: ExerciseLevelSchema,
    topic: ExerciseTopicSchema,
    difficulty: ExerciseDifficultySchema,
    title: text(L.titleMax, T.title, L.titleMin),
    /** Markdown with $…$ math; stored as text, never rendered as HTML. */
    statement: text(L.statementMax, T.statement),
    solution: text(L.solutionMax, T.solution),
    answer: AnswerKeySchema,
    hints: z.array(text(L.hintMax, T.hint)).max(L.hintsMax, T.tooManyHints),
    images: z.array(ExerciseImageRequestSchema).max(L.imagesMax, T.tooManyImages),
  })
  .strict()
  .refine((s) => (EXERCISE_TOPICS[s.subject] ?? []).some((topic) => topic.id === s.topic), {
    message: T.topic,
    path: ['topic'],
  })
export type ExerciseSource = z.infer<typeof ExerciseSourceSchema>
export type ExerciseSourceInput = z.input<typeof ExerciseSourceSchema>

/** POST /api/saas/exercises: 'Wyślij do recenzji' (default) or 'Zapisz jako prywatne'. */
export const CreateExerciseRequestSchema = z
  .object({ source: ExerciseSourceSchema, submitForReview: z.boolean().default(true) })
  .strict()
export type CreateExerciseRequest = z.input<typeof CreateExerciseRequestSchema>

/** PUT /api/saas/exercises/{id}: the whole source and the version it was read at (409 when stale). */
export const UpdateExerciseRequestSchema = z
  .object({
    version: z.number().int().nonnegative(),
    source: ExerciseSourceSchema,
    submitForReview: z.boolean().default(false),
  })
  .strict()
export type UpdateExerciseRequest = z.input<typeof UpdateExerciseRequestSchema>

/** What the caller may do with an exercise, decided on the server by the domain's rights. */
export const ExerciseRightsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  review: z.boolean(),
})
export type ExerciseRights = z.infer<typeof ExerciseRightsSchema>

export const ProgressSchema = z.enum(EXERCISE_PROGRESS)

export const AttemptSchema = z.object({
  attemptNo: z.number().int().min(1),
  at: IsoDateTimeSchema,
  verdict: VerdictSchema,
  /** The answer as typed (a choice as its options' texts), for the page's past attempts. */
  answerText: z.string(),
  feedback: z.string(),
})
export type Attempt = z.infer<typeof AttemptSchema>

/** One exercise in a list: no statement, never the key. */
export const ExerciseSummarySchema = z.object({
  id: ExerciseIdSchema,
  subject: ExerciseSubjectSchema,
  level: ExerciseLevelSchema,
  topic: z.string(),
  difficulty: ExerciseDifficultySchema,
  title: z.string(),
  answerType: AnswerTypeSchema,
  status: ExerciseStatusSchema,
  progress: ProgressSchema,
  /** The author's display name; null when the author deleted their account. */
  authorName: z.string().nullable(),
  /** The reviewer's last comment, shown to the author with 'Do poprawy' and 'Odrzucone'. */
  reviewComment: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  /** When it was last sent for review (the review queue's order); null when never. */
  submittedAt: IsoDateTimeSchema.nullable(),
})
export type ExerciseSummary = z.infer<typeof ExerciseSummarySchema>

/**
 * GET /api/saas/exercises/{id}: what a student sees. The key, the correct options, the hints not
 * yet revealed and the solution are absent until the exercise is solved or its solution revealed.
 */
export const ExerciseSchema = ExerciseSummarySchema.extend({
  statement: z.string(),
  images: z.array(ExerciseImageSchema),
  /** Choice exercises: the options to pick from (without which are correct). */
  options: z.array(ChoiceOptionSchema).nullable(),
  /** Numeric exercises: whether the result has a unit (not which). */
  expectsUnit: z.boolean(),
  /** Expression exercises: the letters the answer may use. */
  variables: z.array(z.string()),
  hintsTotal: z.number().int().nonnegative(),
  hintsRevealed: z.array(z.string()),
  solved: z.boolean(),
  solutionRevealed: z.boolean(),
  /** Present once solved or revealed (and always to its editors). */
  solution: z.string().nullable(),
  key: AnswerKeySchema.nullable(),
  attempts: z.array(AttemptSchema),
  rights: ExerciseRightsSchema,
  version: z.number().int().nonnegative(),
})
export type Exercise = z.infer<typeof ExerciseSchema>

export const HISTORY_ACTIONS = [
  'CREATED',
  'EDITED',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'CHANGES_REQUESTED',
] as const
export const ExerciseHistoryEntrySchema = z.object({
  at: IsoDateTimeSchema,
  action: z.enum(HISTORY_ACTIONS),
  actorName: z.string(),
  comment: z.string().nullable(),
})
export type ExerciseHistoryEntry = z.infer<typeof ExerciseHistoryEntrySchema>

/** GET /api/saas/exercises/{id}/edit: the source with its key, for its editors only. */
export const ExerciseEditSchema = z.object({
  id: ExerciseIdSchema,
  version: z.number().int().nonnegative(),
  status: ExerciseStatusSchema,
  source: ExerciseSourceSchema,
  images: z.array(ExerciseImageSchema),
  rights: ExerciseRightsSchema,
  history: z.array(ExerciseHistoryEntrySchema),
  authorName: z.string().nullable(),
  updatedAt: IsoDateTimeSchema,
})
export type ExerciseEdit = z.infer<typeof ExerciseEditSchema>

const csv = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
    z.array(item).max(max),
  )

/** GET /api/saas/exercises: arrays as comma-separated values or repeated keys. */
export const ExerciseListQuerySchema = z
  .object({
    scope: z.enum(EXERCISE_SCOPES).default('BANK'),
    subjects: csv(ExerciseSubjectSchema, L.filterSubjectsMax).optional(),
    levels: csv(ExerciseLevelSchema, EXERCISE_LEVELS.length).optional(),
    topics: csv(ExerciseTopicSchema, L.filterTopicsMax).optional(),
    difficulty: csv(ExerciseDifficultySchema, EXERCISE_DIFFICULTIES.length).optional(),
    status: z.enum(EXERCISE_PROGRESS_FILTERS).default('ALL'),
    nextPageKey: NextPageKeySchema.optional(),
  })
  .strict()
export type ExerciseListQuery = z.input<typeof ExerciseListQuerySchema>

export const ExercisePageSchema = z.object({
  items: z.array(ExerciseSummarySchema),
  total: z.number().int().nonnegative(),
  nextPageKey: z.string().nullable(),
})
export type ExercisePage = z.infer<typeof ExercisePageSchema>

export const ReviewQueueQuerySchema = z
  .object({ nextPageKey: NextPageKeySchema.optional() })
  .strict()

/** POST …/attempts: the answer's verdict, computed on the server. */
export const AttemptResultSchema = z.object({
  verdict: VerdictSchema,
  feedback: z.string(),
  /** 'Rozumiem to jako: …': how the server read the answer; null when there is nothing to say. */
  understoodAs: z.string().nullable(),
  attemptNo: z.number().int().min(1),
  solved: z.boolean(),
  /** Present once solved (or revealed before). */
  solution: z.string().nullable(),
  key: AnswerKeySchema.nullable(),
})
export type AttemptResult = z.infer<typeof AttemptResultSchema>

/** POST …/hints: every hint revealed so far, the new one last. */
export const HintsSchema = z.object({
  hintsRevealed: z.array(z.string()),
  hintsTotal: z.number().int().nonnegative(),
})
export type Hints = z.infer<typeof HintsSchema>

/** POST …/solution: the worked solution and the key. */
export const SolutionSchema = z.object({ solution: z.string(), key: AnswerKeySchema })
export type Solution = z.infer<typeof SolutionSchema>

/** POST …/review: the comment is required unless approving. */
export const ReviewRequestSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    comment: z.string().trim().max(L.reviewCommentMax, T.reviewComment).default(''),
  })
  .strict()
  .refine((r) => r.decision === 'APPROVE' || r.comment.length >= L.reviewCommentMin, {
    message: T.reviewComment,
    path: ['comment'],
  })
export type ReviewRequest = z.input<typeof ReviewRequestSchema>
