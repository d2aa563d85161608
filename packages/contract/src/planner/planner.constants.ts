/** The planner's plain values, free of zod, for code that must not load a schema library. */

/** How hard a subject is for the student: hard subjects get the chronotype's peak first. */
export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

/** A subject's date: an exam (2 buffer days and a mock exam before it) or a goal. */
export const DEADLINE_KINDS = ['EXAM', 'GOAL'] as const
export type DeadlineKind = (typeof DEADLINE_KINDS)[number]

/** New material, a spaced review of a topic, or a mock exam before an exam. */
export const BLOCK_KINDS = ['LEARN', 'REVIEW', 'MOCK_EXAM'] as const
export type BlockKind = (typeof BLOCK_KINDS)[number]

/**
 * Focus mode's timer on a block (decision 0174): start, pause, resume, 'Zakończ' (stop, the block
 * stays planned) and 'Gotowe' (done, with the focused minutes the server counts).
 */
export const FOCUS_ACTIONS = ['START', 'PAUSE', 'RESUME', 'STOP', 'DONE'] as const
export type FocusAction = (typeof FOCUS_ACTIONS)[number]

export const BLOCK_STATUSES = ['PLANNED', 'DONE', 'MISSED'] as const
export type BlockStatus = (typeof BLOCK_STATUSES)[number]

/** Parts of the day a student would rather study in (decision 0161): 05–12, 12–17, 17–24. */
export const PREFERRED_TIMES = ['MORNING', 'AFTERNOON', 'EVENING'] as const
export type PreferredTime = (typeof PREFERRED_TIMES)[number]

/** Each part of the day as minutes since midnight, [start, end). */
export const PREFERRED_TIME_MINUTES: Record<PreferredTime, readonly [number, number]> = {
  MORNING: [5 * 60, 12 * 60],
  AFTERNOON: [12 * 60, 17 * 60],
  EVENING: [17 * 60, 24 * 60],
}

/** A feed's file name: 32 random bytes in base64url (43 characters) and '.ics'. */
export const FEED_FILE_PATTERN = /^[A-Za-z0-9_-]{43}\.ics$/
export const ICS_CONTENT_TYPE = 'text/calendar'
