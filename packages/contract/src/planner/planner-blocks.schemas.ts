import { z } from 'zod'
import { IsoDateTimeSchema, withMessage } from '../common.schemas'
import { KSUID_PATTERN } from '../constants'
import { LIMITS } from '../limits'
import { BLOCK_KINDS, BLOCK_STATUSES, FOCUS_ACTIONS } from './planner.constants'
import { PlanSubjectIdSchema } from './planner-input.schemas'
import { PLANNER_TEXT } from './planner.text'

/** A plan's blocks: what they are, how a batch of changes is sent and what it answers. */

/** Plans and blocks are named by KSUIDs (27 base62 characters, sortable by time). */
export const PlannerIdSchema = z
  .string()
  .regex(KSUID_PATTERN, 'Oczekiwano identyfikatora KSUID (27 znaków 0-9, A-Z, a-z)')

export const BlockKindSchema = z.enum(BLOCK_KINDS, withMessage(PLANNER_TEXT.blockKind))
export const BlockStatusSchema = z.enum(BLOCK_STATUSES, withMessage(PLANNER_TEXT.blockStatus))

const minutes = (min: number, max: number, message: string) =>
  z.number(withMessage(message)).int(message).min(min, message).max(max, message)

export const BlockMinutesSchema = minutes(
  LIMITS.planBlockMinutesMin,
  LIMITS.planBlockMinutesMax,
  PLANNER_TEXT.blockMinutes,
)
export const FocusedMinutesSchema = minutes(
  0,
  LIMITS.planFocusedMinutesMax,
  PLANNER_TEXT.focusedMinutes,
)
const StartsAtSchema = z
  .string(withMessage(PLANNER_TEXT.startsAt))
  .datetime({ offset: true, message: PLANNER_TEXT.startsAt })

/** A pause of focus mode's timer; `to` is null while it lasts. */
export const FocusPauseSchema = z.object({
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema.nullable(),
})

/**
 * Focus mode's timer on a block (decisions 0163, 0174): instants on the server's clock, from which
 * every tab derives the Pomodoro phase and time left. The latest session only; the minutes of
 * earlier ones are in `focusedMinutes`.
 */
export const FocusTimingSchema = z.object({
  startedAt: IsoDateTimeSchema,
  /** By start; at most the last one is open. */
  pauses: z.array(FocusPauseSchema),
  /** 'Gotowe' or 'Zakończ'; null while the timer runs or is paused. */
  endedAt: IsoDateTimeSchema.nullable(),
})
export type FocusTiming = z.infer<typeof FocusTimingSchema>

export const BlockSchema = z.object({
  id: PlannerIdSchema,
  /** Bumped by each change of the block; a change names the version it changes. */
  version: z.number().int().nonnegative(),
  subject: PlanSubjectIdSchema,
  /** The topic's title; a mock exam's is the exam's title. */
  topic: z.string(),
  kind: BlockKindSchema,
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  status: BlockStatusSchema,
  /** Minutes of focus mode spent on it. */
  focusedMinutes: z.number().int().nonnegative(),
  /** Focus mode's latest timer on it; null before it was first started. */
  focus: FocusTimingSchema.nullable(),
})
export type Block = z.infer<typeof BlockSchema>

/** Learning or a mock exam that finds no room before its date, or a missed block re-flow left. */
export const UnplacedSchema = z.object({
  subject: PlanSubjectIdSchema,
  topic: z.string(),
  kind: BlockKindSchema,
  minutes: z.number().int().positive(),
  /** The missed block that found no room; null for what a plan's making left out. */
  blockId: PlannerIdSchema.nullable(),
  /** 'Nie mieści się przed sprawdzianem: brakuje ok. 2 godz.' */
  message: z.string(),
})
export type Unplaced = z.infer<typeof UnplacedSchema>

export const BlockChangeSchema = z
  .object({
    blockId: PlannerIdSchema,
    version: z.number().int().nonnegative(),
    status: BlockStatusSchema.optional(),
    startsAt: StartsAtSchema.optional(),
    durationMinutes: BlockMinutesSchema.optional(),
    focusedMinutes: FocusedMinutesSchema.optional(),
  })
  .strict()
  .refine(
    ({ status, startsAt, durationMinutes, focusedMinutes }) =>
      [status, startsAt, durationMinutes, focusedMinutes].some((value) => value !== undefined),
    PLANNER_TEXT.nothingToChange,
  )
export type BlockChange = z.infer<typeof BlockChangeSchema>

/** PATCH …/plans/{id}/blocks: all of the changes or none of them. */
export const BlockChangesRequestSchema = z
  .object({
    changes: z
      .array(BlockChangeSchema, withMessage(PLANNER_TEXT.changes))
      .min(1, PLANNER_TEXT.changes)
      .max(LIMITS.planBlockChangesMax, PLANNER_TEXT.changes)
      .refine(
        (changes) => new Set(changes.map((c) => c.blockId)).size === changes.length,
        PLANNER_TEXT.blockTwice,
      ),
  })
  .strict()
export type BlockChangesRequest = z.infer<typeof BlockChangesRequestSchema>

/** Where a missed block went: its start before and after. */
export const ReflowedSchema = z.object({
  blockId: PlannerIdSchema,
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
})
export type Reflowed = z.infer<typeof ReflowedSchema>

/**
 * The answer of a batch of changes and of a re-flow: the plan's new version, every block the call
 * changed (re-flowed ones too), where missed blocks went and the plan's whole `unplaced` list.
 */
export const BlockChangesResultSchema = z.object({
  planVersion: z.number().int().nonnegative(),
  blocks: z.array(BlockSchema),
  reflowed: z.array(ReflowedSchema),
  unplaced: z.array(UnplacedSchema),
})
export type BlockChangesResult = z.infer<typeof BlockChangesResultSchema>

/** POST …/plans/{id}/blocks: a block the student adds by hand (PLANNED). */
export const CreateBlockRequestSchema = z
  .object({
    subject: PlanSubjectIdSchema,
    topic: z
      .string(withMessage(PLANNER_TEXT.topicTitle))
      .trim()
      .min(1, PLANNER_TEXT.topicTitle)
      .max(LIMITS.planTopicTitleMax, PLANNER_TEXT.topicTitle),
    kind: BlockKindSchema,
    startsAt: StartsAtSchema,
    durationMinutes: BlockMinutesSchema,
  })
  .strict()
export type CreateBlockRequest = z.infer<typeof CreateBlockRequestSchema>

export const FocusActionSchema = z.enum(FOCUS_ACTIONS, withMessage(PLANNER_TEXT.focusAction))

/** POST …/plans/{id}/blocks/{blockId}/focus: the server stamps the instant on its own clock. */
export const FocusRequestSchema = z.object({ action: FocusActionSchema }).strict()
export type FocusRequest = z.infer<typeof FocusRequestSchema>

/** The block after a focus action, and the plan's version. */
export const FocusResultSchema = z.object({
  planVersion: z.number().int().nonnegative(),
  block: BlockSchema,
})
export type FocusResult = z.infer<typeof FocusResultSchema>
