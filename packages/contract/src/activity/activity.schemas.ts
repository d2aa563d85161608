import { z } from 'zod'
import { DateKeySchema, IsoDateTimeSchema, NextPageKeySchema, pageOf } from '../common.schemas'
import { ChatModeSchema, ChatSubjectSchema } from '../chat/chat.schemas'
import { CourseKeySchema } from '../courses/courses.schemas'
import { WeekKeySchema } from '../domination-plan/week-key'
import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_SUBJECTS,
} from '../exercises/exercises.constants'
import { BLOCK_KINDS } from '../planner/planner.constants'
import { SubjectIdSchema } from '../user/subjects'

/** A KSUID: 27 base62 characters; ids minted from the event's time sort by time (decision 0115). */
export const KsuidSchema = z
  .string()
  .regex(/^[0-9A-Za-z]{27}$/, 'Oczekiwano identyfikatora KSUID (27 znaków 0-9, A-Z, a-z)')

const EpisodeRefSchema = z.object({
  course: CourseKeySchema,
  episodeId: z.string().min(1).max(100),
})

/** A watch-time report with at least 1 s of playing (POST /api/update_watch_time). */
export const VideoWatchedPayloadSchema = EpisodeRefSchema.extend({
  week: z.number().int().nonnegative(),
  seconds: z.number().positive().max(3_600),
}).strict()

/** Notes saved, at most once per episode and Warsaw day; how long they are, never the text. */
export const NotesSavedPayloadSchema = EpisodeRefSchema.extend({
  chars: z.number().int().nonnegative(),
}).strict()

/** The initial quiz finished; the answers are in the educational profile, not here. */
export const QuizCompletedPayloadSchema = z.object({}).strict()

/** A flashcard graded (once per accepted review); `scheduledDays` is the interval it got. */
export const FlashcardReviewedPayloadSchema = z
  .object({
    reviewId: KsuidSchema,
    deckId: KsuidSchema,
    cardId: KsuidSchema,
    grade: z.number().int().min(1).max(4),
    stateBefore: z.enum(['NEW', 'LEARNING', 'REVIEW', 'RELEARNING']),
    scheduledDays: z.number().int().nonnegative(),
    durationMs: z.number().int().nonnegative(),
  })
  .strict()

/** A review taken back; its `flashcard_reviewed` stays in the log and this cancels it. */
export const FlashcardReviewUndonePayloadSchema = z.object({ reviewId: KsuidSchema }).strict()

/**
 * A chat message the tutor accepted (counted against the allowance): what it was about, never
 * its text. Crisis messages make no event (decision 0156).
 */
export const ChatMessagePayloadSchema = z
  .object({
    subject: ChatSubjectSchema.nullable(),
    mode: ChatModeSchema,
    contextKind: z.enum(['flashcard', 'exercise']).nullable(),
  })
  .strict()

/** The longest a block may be planned, in minutes (a whole day). */
const BLOCK_MINUTES_MAX = 24 * 60

/**
 * A planner block marked done, once per block (again only after `planner_block_undone`).
 * `focusedMinutes` are whole minutes of focus in focus mode, never above the planned length
 * (decision 0163); 0 when the block was ticked without it.
 */
export const PlannerBlockDonePayloadSchema = z
  .object({
    planId: KsuidSchema,
    blockId: KsuidSchema,
    subject: SubjectIdSchema,
    kind: z.enum(BLOCK_KINDS),
    plannedMinutes: z.number().int().min(1).max(BLOCK_MINUTES_MAX),
    focusedMinutes: z.number().int().min(0).max(BLOCK_MINUTES_MAX),
  })
  .strict()
  .refine((p) => p.focusedMinutes <= p.plannedMinutes, {
    message: 'Minut skupienia nie może być więcej niż zaplanowanych',
    path: ['focusedMinutes'],
  })

/** A done block taken back; its `planner_block_done` stays in the log and this cancels it. */
export const PlannerBlockUndonePayloadSchema = z
  .object({ planId: KsuidSchema, blockId: KsuidSchema })
  .strict()

/** A weekly check-in of the domination plan saved (once per week; a correction adds none). */
export const DominationCheckInPayloadSchema = z
  .object({
    weekKey: WeekKeySchema,
    rating: z.number().int().min(1).max(5),
    actionsDone: z.number().int().nonnegative(),
    actionsTotal: z.number().int().nonnegative(),
  })
  .strict()
  .refine((p) => p.actionsDone <= p.actionsTotal, {
    message: 'Zrobionych działań nie może być więcej niż zaplanowanych',
    path: ['actionsDone'],
  })

const ExerciseAttemptFields = {
  exerciseId: KsuidSchema,
  subject: z.enum(EXERCISE_SUBJECTS),
  level: z.enum(EXERCISE_LEVELS),
}

/** An answer graded (once per counted attempt); `hintsUsed` revealed before it. */
export const ExerciseAttemptedPayloadSchema = z
  .object({
    ...ExerciseAttemptFields,
    correct: z.boolean(),
    attemptNo: z.number().int().min(1),
    hintsUsed: z.number().int().nonnegative(),
  })
  .strict()

/**
 * The first correct answer of an exercise (never again for it); `difficulty` is the exercise's
 * at that moment (XP by difficulty, decision 0190).
 */
export const ExerciseSolvedPayloadSchema = z
  .object({
    ...ExerciseAttemptFields,
    difficulty: z.enum(EXERCISE_DIFFICULTIES),
    attempts: z.number().int().min(1),
    hintsUsed: z.number().int().nonnegative(),
    solutionRevealed: z.boolean(),
    selfGraded: z.boolean(),
  })
  .strict()

const eventOf = <T extends string, P extends z.ZodTypeAny>(type: T, payload: P) =>
  z
    .object({ id: KsuidSchema, type: z.literal(type), occurredAt: IsoDateTimeSchema, payload })
    .strict()

/**
 * One entry of a student's activity log (GET /api/saas/activity). A tool adds its type with one
 * line here (and its payload schema above); the list of types follows.
 */
export const ActivityEventSchema = z.discriminatedUnion('type', [
  eventOf('video_watched', VideoWatchedPayloadSchema),
  eventOf('notes_saved', NotesSavedPayloadSchema),
  eventOf('quiz_completed', QuizCompletedPayloadSchema),
  eventOf('flashcard_reviewed', FlashcardReviewedPayloadSchema),
  eventOf('flashcard_review_undone', FlashcardReviewUndonePayloadSchema),
  eventOf('chat_message', ChatMessagePayloadSchema),
  eventOf('planner_block_done', PlannerBlockDonePayloadSchema),
  eventOf('planner_block_undone', PlannerBlockUndonePayloadSchema),
  eventOf('domination_check_in', DominationCheckInPayloadSchema),
  eventOf('exercise_attempted', ExerciseAttemptedPayloadSchema),
  eventOf('exercise_solved', ExerciseSolvedPayloadSchema),
])
export type ActivityEvent = z.infer<typeof ActivityEventSchema>
export type ActivityType = ActivityEvent['type']
export type ActivityPayload<T extends ActivityType = ActivityType> = Extract<
  ActivityEvent,
  { type: T }
>['payload']

export const ACTIVITY_TYPES = ActivityEventSchema.options.map(
  (option) => option.shape.type.value,
) as [ActivityType, ...ActivityType[]]

/** The longest range one activity request may cover, in Warsaw calendar days (both ends in). */
export const ACTIVITY_MAX_DAYS = 366
export const ACTIVITY_PAGE_SIZE = 100

const DAY_MS = 86_400_000
const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / DAY_MS
const isCalendarDay = (key: string) => {
  const n = dayNumber(key)
  return Number.isInteger(n) && new Date(n * DAY_MS).toISOString().slice(0, 10) === key
}
const CalendarDaySchema = DateKeySchema.refine(isCalendarDay, 'Nie ma takiego dnia w kalendarzu')

/** `types`: one or more types, comma-separated ('video_watched,notes_saved'). */
const TypesSchema = z
  .string()
  .max(500)
  .transform((text, context) => {
    const types = [...new Set(text.split(','))]
    const unknown = types.find((type) => !(ACTIVITY_TYPES as string[]).includes(type))
    if (unknown === undefined) return types as ActivityType[]
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message: `Nieznany typ zdarzenia „${unknown}”. Dozwolone: ${ACTIVITY_TYPES.join(', ')}`,
    })
    return z.NEVER
  })

/**
 * GET /api/saas/activity: the caller's own events from `from` to `to` (Warsaw calendar days, both
 * included, at most ACTIVITY_MAX_DAYS), optionally only some `types`. No other parameter is taken.
 */
export const ListActivityQuerySchema = z
  .object({
    from: CalendarDaySchema,
    to: CalendarDaySchema,
    types: TypesSchema.optional(),
    nextPageKey: NextPageKeySchema.optional(),
  })
  .strict()
  .superRefine((query, context) => {
    const days = dayNumber(query.to) - dayNumber(query.from) + 1
    if (days < 1) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['from'],
        message: 'Data „od” nie może być późniejsza niż data „do”',
      })
    } else if (days > ACTIVITY_MAX_DAYS) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['to'],
        message: `Zakres może obejmować najwyżej ${ACTIVITY_MAX_DAYS} dni (jest ${days})`,
      })
    }
  })
export type ListActivityQuery = z.input<typeof ListActivityQuerySchema>

/** Newest first, ACTIVITY_PAGE_SIZE a page. */
export const ActivityPageSchema = pageOf(ActivityEventSchema)
export type ActivityPage = z.infer<typeof ActivityPageSchema>
