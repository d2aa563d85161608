import { z } from 'zod'
import { withMessage } from '../common.schemas'
import { LIMITS } from '../limits'
import { SUBJECT_IDS } from '../user/subjects'
import { ChronotypeAnswerSchema } from '../user/quiz.schemas'
import { WeekWindowsSchema } from '../user/planner-settings'
import { DEADLINE_KINDS, DIFFICULTIES, PREFERRED_TIMES } from './planner.constants'
import { PLANNER_TEXT } from './planner.text'

/**
 * What a plan is made from (issue 28, the wizard's steps): subjects with their difficulty, exam
 * or goal date and topics sized in hours; the week's study windows, days off, preferred parts of
 * the day, the session length and the chronotype. Dates are Warsaw calendar days.
 */

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether 'yyyy-mm-dd' names a day of the calendar (2025-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_KEY.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

/** A Warsaw calendar day 'yyyy-mm-dd'; anything else is 'Nieprawidłowa data: <text>.' */
export const PlanDateSchema = z
  .string(withMessage(PLANNER_TEXT.invalidDate('')))
  .superRefine((text, context) => {
    if (!isCalendarDate(text))
      context.addIssue({ code: 'custom', message: PLANNER_TEXT.invalidDate(text) })
  })

/** A subject of the profile's list (the wizard offers the profile's own first). */
export const PlanSubjectIdSchema = z.enum(SUBJECT_IDS, withMessage(PLANNER_TEXT.subject))
export const DifficultySchema = z.enum(DIFFICULTIES, withMessage(PLANNER_TEXT.difficulty))
export const DeadlineKindSchema = z.enum(DEADLINE_KINDS, withMessage(PLANNER_TEXT.deadlineKind))
export const PreferredTimeSchema = z.enum(PREFERRED_TIMES, withMessage(PLANNER_TEXT.preferredTimes))

const text = (max: number, message: string) =>
  z.string(withMessage(message)).trim().min(1, message).max(max, message)

export const PlanNameSchema = text(LIMITS.planNameMax, PLANNER_TEXT.planName)

export const PlanTopicSchema = z
  .object({
    title: text(LIMITS.planTopicTitleMax, PLANNER_TEXT.topicTitle),
    /** Hours of new material, in half hours. */
    hours: z
      .number(withMessage(PLANNER_TEXT.topicHours))
      .min(0.5, PLANNER_TEXT.topicHours)
      .max(LIMITS.planTopicHoursMax, PLANNER_TEXT.topicHours)
      .refine((hours) => Number.isInteger(hours * 2), PLANNER_TEXT.topicHours),
  })
  .strict()
export type PlanTopic = z.infer<typeof PlanTopicSchema>

/** The subject's exam or goal: learning, reviews and the mock exam all end before this day. */
export const PlanDeadlineSchema = z
  .object({
    kind: DeadlineKindSchema,
    date: PlanDateSchema,
    /** 'Sprawdzian', 'FCE' …; a mock exam is named by it. */
    title: text(LIMITS.planDeadlineTitleMax, PLANNER_TEXT.deadlineTitle).nullable(),
  })
  .strict()
export type PlanDeadline = z.infer<typeof PlanDeadlineSchema>

const distinct = (values: readonly string[]) => new Set(values).size === values.length

export const PlanSubjectSchema = z
  .object({
    subject: PlanSubjectIdSchema,
    difficulty: DifficultySchema,
    deadline: PlanDeadlineSchema,
    /** Learned in this order. */
    topics: z
      .array(PlanTopicSchema, withMessage(PLANNER_TEXT.topics))
      .min(1, PLANNER_TEXT.topics)
      .max(LIMITS.planTopicsPerSubjectMax, PLANNER_TEXT.topics)
      .refine((topics) => distinct(topics.map((t) => t.title)), PLANNER_TEXT.topicTwice),
  })
  .strict()
export type PlanSubject = z.infer<typeof PlanSubjectSchema>

export const PlanInputSchema = z
  .object({
    name: PlanNameSchema,
    subjects: z
      .array(PlanSubjectSchema, withMessage(PLANNER_TEXT.subjects))
      .min(1, PLANNER_TEXT.subjects)
      .max(LIMITS.planSubjectsMax, PLANNER_TEXT.subjects)
      .refine((subjects) => distinct(subjects.map((s) => s.subject)), PLANNER_TEXT.subjectTwice),
    /** 0–3 windows per weekday in Warsaw wall time; at least one in the week. */
    windows: WeekWindowsSchema,
    /** Warsaw days with no study at all. */
    daysOff: z
      .array(PlanDateSchema, withMessage(PLANNER_TEXT.daysOff))
      .max(LIMITS.planDaysOffMax, PLANNER_TEXT.daysOff),
    /** Parts of the day used first (decision 0161); none: no preference. */
    preferredTimes: z
      .array(PreferredTimeSchema, withMessage(PLANNER_TEXT.preferredTimes))
      .max(PREFERRED_TIMES.length, PLANNER_TEXT.preferredTimes)
      .refine(distinct, PLANNER_TEXT.preferredTimes),
    /** A learning block's length in minutes (decision 0161). */
    sessionMinutes: z
      .number(withMessage(PLANNER_TEXT.sessionMinutes))
      .int(PLANNER_TEXT.sessionMinutes)
      .min(LIMITS.focusSessionMinutesMin, PLANNER_TEXT.sessionMinutes)
      .max(LIMITS.focusSessionMinutesMax, PLANNER_TEXT.sessionMinutes),
    /** From the educational profile; 'unknown' plans as 'intermediate' (decision 0162). */
    chronotype: ChronotypeAnswerSchema,
  })
  .strict()
export type PlanInput = z.infer<typeof PlanInputSchema>
