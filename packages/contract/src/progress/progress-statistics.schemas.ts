import { z } from 'zod'
import { DateKeySchema } from '../common.schemas'
import { CourseKeySchema } from '../courses/courses.schemas'
import { EXERCISE_SUBJECTS } from '../exercises/exercises.constants'
import { STATISTICS_MAX_DAYS } from './progress.constants'
import { PROGRESS_TEXT } from './progress.text'

/** GET /api/saas/statistics (issue 30, decision 0193): the caller's own study in a range of days. */

const DAY_MS = 86_400_000
const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / DAY_MS
const isCalendarDay = (key: string) => {
  const n = dayNumber(key)
  return Number.isInteger(n) && new Date(n * DAY_MS).toISOString().slice(0, 10) === key
}
const StatisticsDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROGRESS_TEXT.dayKey)
  .refine(isCalendarDay, PROGRESS_TEXT.noSuchDay)

/** Warsaw days 'YYYY-MM-DD', both included, at most STATISTICS_MAX_DAYS. Nothing else is taken. */
export const StatisticsQuerySchema = z
  .object({ from: StatisticsDaySchema, to: StatisticsDaySchema })
  .strict()
  .superRefine((query, context) => {
    const days = dayNumber(query.to) - dayNumber(query.from) + 1
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['from'], message: PROGRESS_TEXT.reversedRange })
    else if (days > STATISTICS_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: PROGRESS_TEXT.rangeTooLong(days) })
  })
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>

const count = z.number().int().nonnegative()
/** A share 0–1; null when there was nothing to divide ('—'). */
const share = z.number().min(0).max(1).nullable()

export const StatisticsDayEntrySchema = z.object({
  date: DateKeySchema,
  studySeconds: z.number().nonnegative(),
  xp: count,
})

export const StreakSchema = z.object({ current: count, longest: count })
export type Streak = z.infer<typeof StreakSchema>

export const FlashcardStatisticsSchema = z.object({
  reviewed: count,
  /** Reviews not graded 'Again' / reviews. */
  retention: share,
})

export const ExerciseSubjectStatisticsSchema = z.object({
  subject: z.enum(EXERCISE_SUBJECTS),
  solved: count,
  attempts: count,
  accuracy: share,
})

export const ExerciseStatisticsSchema = z.object({
  solved: count,
  attempts: count,
  /** Correct / graded attempts. */
  accuracy: share,
  bySubject: z.array(ExerciseSubjectStatisticsSchema),
})

export const PlannerStatisticsSchema = z.object({
  blocksDone: count,
  /** Blocks of the range that have started by now (done, missed or still planned). */
  pastPlanned: count,
  /** Done / past planned blocks of the range. */
  adherence: share,
  focusedMinutes: count,
})

export const CourseWeekStatisticsSchema = z.object({
  index: z.number().int().nonnegative(),
  /** 'Tydzień 3', 'Moduł 2'; null for the one-week mini-course. */
  label: z.string().nullable(),
  title: z.string(),
  isUnlocked: z.boolean(),
  watchedVideos: count,
  totalVideos: count,
  percent: z.number().int().min(0).max(100),
})

export const CourseStatisticsSchema = z.object({
  key: CourseKeySchema,
  title: z.string(),
  percent: z.number().int().min(0).max(100),
  weeks: z.array(CourseWeekStatisticsSchema),
})

/** Each tool's section is null without the tool (courses: without a course group). */
export const StatisticsSchema = z.object({
  from: DateKeySchema,
  to: DateKeySchema,
  /** Every day of the range, in order. */
  days: z.array(StatisticsDayEntrySchema),
  /** As of now, whatever the range. */
  streak: StreakSchema,
  totals: z.object({ studySeconds: z.number().nonnegative(), xp: count, activeDays: count }),
  flashcards: FlashcardStatisticsSchema.nullable(),
  exercises: ExerciseStatisticsSchema.nullable(),
  planner: PlannerStatisticsSchema.nullable(),
  courses: z.array(CourseStatisticsSchema).nullable(),
})
export type Statistics = z.infer<typeof StatisticsSchema>
