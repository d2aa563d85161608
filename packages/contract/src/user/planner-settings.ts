import { z } from 'zod'
import { withMessage } from '../common.schemas'
import { LIMITS } from '../limits'
import { PLANNER_SETTINGS_TEXT as TEXT, WEEKDAYS, type Weekday } from './planner-settings.text'

/**
 * The settings of the learning planner and the domination plan (issue 28; decisions 0163, 0164):
 * focus lengths, the default study windows a new plan starts from, the weekly check-in.
 */

export {
  ON_WEEKDAY,
  PLANNER_SETTINGS_TEXT,
  WEEKDAYS,
  WEEKDAY_NAMES,
  type Weekday,
} from './planner-settings.text'

/** Minutes since midnight of 'hh:mm' ('24:00' is 1440); NaN for anything else. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return Number.NaN
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return Number.NaN
  return hours * 60 + minutes
}

/** A Warsaw wall time 'hh:mm', 00:00–23:59. */
export const TimeOfDaySchema = z
  .string(withMessage(TEXT.time))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TEXT.time)

/** A window's end: 00:01–24:00 (24:00 is the day's midnight, so a window may end the day). */
export const EndTimeSchema = z
  .string(withMessage(TEXT.endTime))
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, TEXT.endTime)
  .refine((time) => minutesOfDay(time) > 0, TEXT.endTime)

/** One window of a day, in Warsaw wall time; it never crosses midnight. */
export const StudyWindowSchema = z
  .object({ start: TimeOfDaySchema, end: EndTimeSchema })
  .strict()
  .refine((w) => minutesOfDay(w.end) > minutesOfDay(w.start), {
    message: TEXT.endAfterStart,
    path: ['end'],
  })
export type StudyWindow = z.infer<typeof StudyWindowSchema>

export const DayWindowsSchema = z
  .array(StudyWindowSchema)
  .max(LIMITS.studyWindowsPerDayMax, TEXT.tooManyWindows)

/** Whether a day's windows overlap or together last more than 24 hours. */
export function dayOverfull(windows: readonly StudyWindow[]): boolean {
  const sorted = windows
    .map((w) => [minutesOfDay(w.start), minutesOfDay(w.end)] as const)
    .sort((a, b) => a[0] - b[0])
  let total = 0
  for (let i = 0; i < sorted.length; i++) {
    const [start, end] = sorted[i] as readonly [number, number]
    total += end - start
    if (i > 0 && start < (sorted[i - 1] as readonly [number, number])[1]) return true
  }
  return total > 24 * 60
}

/** 0–3 windows per weekday, every day named; at least one window in the week. */
export const WeekWindowsSchema = z
  .object({
    MON: DayWindowsSchema,
    TUE: DayWindowsSchema,
    WED: DayWindowsSchema,
    THU: DayWindowsSchema,
    FRI: DayWindowsSchema,
    SAT: DayWindowsSchema,
    SUN: DayWindowsSchema,
  })
  .strict()
  .superRefine((week, context) => {
    for (const day of WEEKDAYS) {
      if (dayOverfull(week[day]))
        context.addIssue({ code: 'custom', path: [day], message: TEXT.dayOverfull(day) })
    }
    if (WEEKDAYS.every((day) => week[day].length === 0))
      context.addIssue({ code: 'custom', message: TEXT.noStudyDay })
  })
export type WeekWindows = z.infer<typeof WeekWindowsSchema>

const intIn = (min: number, max: number, message: string) =>
  z.number(withMessage(message)).int(message).min(min, message).max(max, message)

export const LearningPlannerSettingsSchema = z
  .object({
    /** One Pomodoro focus session, in minutes. */
    sessionMinutes: intIn(
      LIMITS.focusSessionMinutesMin,
      LIMITS.focusSessionMinutesMax,
      TEXT.sessionMinutes,
    ),
    breakMinutes: intIn(
      LIMITS.focusBreakMinutesMin,
      LIMITS.focusBreakMinutesMax,
      TEXT.breakMinutes,
    ),
    longBreakMinutes: intIn(
      LIMITS.focusLongBreakMinutesMin,
      LIMITS.focusLongBreakMinutesMax,
      TEXT.longBreakMinutes,
    ),
    /** A long break instead of a short one after every this many focus sessions. */
    longBreakEvery: intIn(
      LIMITS.focusLongBreakEveryMin,
      LIMITS.focusLongBreakEveryMax,
      TEXT.longBreakEvery,
    ),
    /** The windows a new plan's wizard starts from. */
    windows: WeekWindowsSchema,
    /** 'Plan dnia na e-mail': the day's blocks by e-mail in the morning. */
    dailyPlanEmail: z.boolean(),
    /** A notification (where the browser allows it) this many minutes before a block; null: none. */
    reminderMinutesBefore: intIn(
      0,
      LIMITS.reminderMinutesBeforeMax,
      TEXT.reminderMinutesBefore,
    ).nullable(),
    /** A chime when a focus phase changes. */
    sound: z.boolean(),
  })
  .strict()
export type LearningPlannerSettings = z.infer<typeof LearningPlannerSettingsSchema>

/** The check-in closes on Wednesday 23:59 of the next week, so it opens from Thursday on. */
export const CHECK_IN_WEEKDAYS = ['THU', 'FRI', 'SAT', 'SUN'] as const satisfies readonly Weekday[]
export type CheckInWeekday = (typeof CHECK_IN_WEEKDAYS)[number]

export const DominationPlanSettingsSchema = z
  .object({
    /** The day of the week the weekly check-in opens (Warsaw), Thursday to Sunday. */
    checkInWeekday: z.enum(CHECK_IN_WEEKDAYS, withMessage(TEXT.checkInWeekday)),
    checkInTime: TimeOfDaySchema,
    /** The month the plan's year starts: 9 is the school year (1.09–31.08), 1 the calendar year. */
    yearStartMonth: intIn(1, 12, TEXT.yearStartMonth),
    /** An e-mail when the check-in opens. */
    emailReminder: z.boolean(),
  })
  .strict()
export type DominationPlanSettings = z.infer<typeof DominationPlanSettingsSchema>

const AFTER_SCHOOL: StudyWindow[] = [{ start: '16:00', end: '18:00' }]

/** A new account's planner settings (the mock's `defaultSettings()`). */
export const DEFAULT_LEARNING_PLANNER_SETTINGS: LearningPlannerSettings = {
  sessionMinutes: 25,
  breakMinutes: 5,
  longBreakMinutes: 15,
  longBreakEvery: 4,
  windows: {
    MON: AFTER_SCHOOL,
    TUE: AFTER_SCHOOL,
    WED: AFTER_SCHOOL,
    THU: AFTER_SCHOOL,
    FRI: AFTER_SCHOOL,
    SAT: [],
    SUN: [],
  },
  dailyPlanEmail: false,
  reminderMinutesBefore: 10,
  sound: true,
}

/** A new account's domination plan settings: Sunday 18:00, the school year, an e-mail. */
export const DEFAULT_DOMINATION_PLAN_SETTINGS: DominationPlanSettings = {
  checkInWeekday: 'SUN',
  checkInTime: '18:00',
  yearStartMonth: 9,
  emailReminder: true,
}
