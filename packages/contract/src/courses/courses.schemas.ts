import { z } from 'zod'
import { IsoDateTimeSchema } from '../common.schemas'
import { COURSE_KEYS } from '../constants'
import { LIMITS } from '../limits'

/** KED: the full course, PED: the one-week basics (mini-course), ZN: the parents course (SPEC §3). */
export { COURSE_KEYS }
export const CourseKeySchema = z.enum(COURSE_KEYS)
export type CourseKey = z.infer<typeof CourseKeySchema>

export const ResourceSchema = z.object({ title: z.string(), link: z.string() })

/**
 * An exercise that asks for a number of own items and keeps a list of them (week 7: at least 3
 * own mind maps). `itemForms` are the Polish forms of the item's name for 1, 2-4 and 5+.
 */
export const EpisodeTrackerSchema = z.object({
  minimum: z.number().int().positive(),
  itemForms: z.object({ one: z.string(), few: z.string(), many: z.string() }),
  itemLabel: z.string(),
})
export type EpisodeTracker = z.infer<typeof EpisodeTrackerSchema>

export const EpisodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  durationMinutes: z.number().int().nonnegative(),
  vimeoUrl: z.string().nullable(),
  description: z.string().nullable(),
  resources: z.array(ResourceSchema),
  showNotes: z.boolean(),
  tracker: EpisodeTrackerSchema.nullable(),
})
export type Episode = z.infer<typeof EpisodeSchema>

/** A week (KED, PED) or a module (ZN). */
export const WeekSchema = z.object({
  index: z.number().int().nonnegative(),
  title: z.string(),
  description: z.string(),
  episodes: z.array(EpisodeSchema),
})
export type Week = z.infer<typeof WeekSchema>

export const CourseSchema = z.object({
  key: CourseKeySchema,
  title: z.string(),
  fullName: z.string(),
  welcomeMessage: z.string(),
  length: z.string(),
  description: z.string(),
  route: z.string(),
  weeks: z.array(WeekSchema),
})
export type Course = z.infer<typeof CourseSchema>

export const EpisodeProgressSchema = z.object({
  positionSeconds: z.number().nonnegative(),
  watchedSeconds: z.number().nonnegative(),
  notes: z.string(),
  notesSavedAt: IsoDateTimeSchema.nullable(),
  /** The items recorded for the episode's tracker, oldest first. */
  trackedItems: z.array(z.string()),
})
export type EpisodeProgress = z.infer<typeof EpisodeProgressSchema>

/**
 * GET /api/get_week_and_episodes: the course as this user sees it now. A locked week lists its
 * episodes without video, description or resources.
 */
export const CourseViewSchema = CourseSchema.omit({ weeks: true }).extend({
  weeks: z.array(
    WeekSchema.omit({ episodes: true }).extend({
      startedAt: IsoDateTimeSchema.nullable(),
      unlocksAt: IsoDateTimeSchema.nullable(),
      isUnlocked: z.boolean(),
      episodes: z.array(EpisodeSchema.extend({ progress: EpisodeProgressSchema })),
    }),
  ),
})
export type CourseView = z.infer<typeof CourseViewSchema>

export const GetWeekAndEpisodesQuerySchema = z.object({ course: CourseKeySchema }).strict()

export const WATCH_EVENTS = ['START', 'PROGRESS', 'LEAVE'] as const
/** POST /api/update_watch_time: START on the first play (records the week start), then periodic PROGRESS and LEAVE. */
export const WatchTimeUpdateSchema = z
  .object({
    course: CourseKeySchema,
    episodeId: z.string().min(1).max(100),
    event: z.enum(WATCH_EVENTS),
    positionSeconds: z.number().nonnegative().max(86_400),
    watchedSecondsDelta: z.number().nonnegative().max(3_600),
  })
  .strict()
export type WatchTimeUpdate = z.infer<typeof WatchTimeUpdateSchema>

export const WatchTimeResultSchema = z.object({
  weekIndex: z.number().int().nonnegative(),
  weekStartedAt: IsoDateTimeSchema,
  positionSeconds: z.number().nonnegative(),
  watchedSeconds: z.number().nonnegative(),
})

/** POST /api/update_episode_notes: last write wins. */
export const EpisodeNotesUpdateSchema = z
  .object({
    course: CourseKeySchema,
    episodeId: z.string().min(1).max(100),
    notes: z.string().max(LIMITS.notesMax, `Notatka może mieć najwyżej ${LIMITS.notesMax} znaków`),
  })
  .strict()
export type EpisodeNotesUpdate = z.infer<typeof EpisodeNotesUpdateSchema>
export const EpisodeNotesSavedSchema = z.object({
  notes: z.string(),
  notesSavedAt: IsoDateTimeSchema,
})

/** POST /api/update_episode_tracker: the whole list of the user's items, replacing the previous one. */
export const EpisodeTrackerUpdateSchema = z
  .object({
    course: CourseKeySchema,
    episodeId: z.string().min(1).max(100),
    items: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Wpisz nazwę')
          .max(LIMITS.trackedItemMax, `Nazwa może mieć najwyżej ${LIMITS.trackedItemMax} znaków`),
      )
      .max(LIMITS.trackedItemsMax, `Możesz zapisać najwyżej ${LIMITS.trackedItemsMax} pozycji`),
  })
  .strict()
export type EpisodeTrackerUpdate = z.infer<typeof EpisodeTrackerUpdateSchema>
export const EpisodeTrackerSavedSchema = z.object({ trackedItems: z.array(z.string()) })
