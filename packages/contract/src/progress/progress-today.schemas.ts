import { z } from 'zod'
import { DateKeySchema, IsoDateTimeSchema } from '../common.schemas'
import { CourseKeySchema } from '../courses/courses.schemas'
import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_LEVELS,
  EXERCISE_SUBJECTS,
} from '../exercises/exercises.constants'
import { SessionCountsSchema } from '../flashcards/flashcards-study.schemas'
import { BlockSchema, PlannerIdSchema } from '../planner/planner-blocks.schemas'

/** GET /api/saas/today: the 'Dziś' dashboard's cards (issue 30, decision 0193). */

/**
 * A block of today as the planner answers it, with its plan and its 1-based position among the
 * plan's blocks of the day (focus mode's address, decision 0163).
 */
export const TodayBlockSchema = BlockSchema.extend({
  planId: PlannerIdSchema,
  planName: z.string(),
  dayIndex: z.number().int().min(1),
})
export type TodayBlock = z.infer<typeof TodayBlockSchema>

/** The flashcards' session counts of every deck (what 'study all' would show), and their sum. */
export const DueFlashcardsSchema = SessionCountsSchema.extend({
  total: z.number().int().nonnegative(),
})
export type DueFlashcards = z.infer<typeof DueFlashcardsSchema>

export const SuggestedExerciseSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.enum(EXERCISE_SUBJECTS),
  level: z.enum(EXERCISE_LEVELS),
  difficulty: z.enum(EXERCISE_DIFFICULTIES),
})
export type SuggestedExercise = z.infer<typeof SuggestedExerciseSchema>

const CourseWeekRefSchema = z.object({
  index: z.number().int().nonnegative(),
  /** 'Tydzień 3', 'Moduł 2'; null for the one-week mini-course. */
  label: z.string().nullable(),
  title: z.string(),
})

/** The user's course on 'Dziś': where they are, what is next, when the next week opens. */
export const TodayCourseSchema = z.object({
  key: CourseKeySchema,
  title: z.string(),
  /** The week of the next video to watch, else the last open week. */
  week: CourseWeekRefSchema,
  /** The next video not watched yet in the open weeks; null when all are watched. */
  nextEpisode: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The earliest locked week with an opening date; null when none is scheduled. */
  nextUnlock: CourseWeekRefSchema.extend({ at: IsoDateTimeSchema }).nullable(),
  watchedVideos: z.number().int().nonnegative(),
  totalVideos: z.number().int().nonnegative(),
  percent: z.number().int().min(0).max(100),
})
export type TodayCourse = z.infer<typeof TodayCourseSchema>

/**
 * Each card is null when the user lacks what feeds it: `blocks` the planner, `dueFlashcards` the
 * flashcards, `suggestedExercise` the tasks tool (with it, `exercise` is null when nothing is
 * left to suggest), `course` a course group.
 */
export const TodaySchema = z.object({
  /** Today's Warsaw day. */
  date: DateKeySchema,
  /** Today's blocks of the active plans, by start. */
  blocks: z.array(TodayBlockSchema).nullable(),
  dueFlashcards: DueFlashcardsSchema.nullable(),
  suggestedExercise: z.object({ exercise: SuggestedExerciseSchema.nullable() }).nullable(),
  course: TodayCourseSchema.nullable(),
})
export type Today = z.infer<typeof TodaySchema>
