import { z } from 'zod'
import { DateKeySchema, IsoDateTimeSchema } from '../common.schemas'
import { BlockSchema, PlannerIdSchema, UnplacedSchema } from './planner-blocks.schemas'
import { DeadlineKindSchema, PlanInputSchema, PlanSubjectIdSchema } from './planner-input.schemas'

/**
 * The learning planner (issue 28): `@app/contract/planner` names every schema of plans, their
 * inputs and blocks, and the calendar feed; the texts are `@app/contract/planner/text`.
 */

export {
  BLOCK_KIND_LABELS,
  DEADLINE_KIND_LABELS,
  DIFFICULTY_LABELS,
  PLANNER_TEXT,
  PREFERRED_TIME_LABELS,
  approximateDuration,
  type TakenSlot,
} from './planner.text'
export * from './planner.constants'
export * from './planner-input.schemas'
export * from './planner-blocks.schemas'

/** A plan: what it was made from, its blocks and what did not fit. */
export const PlanSchema = z.object({
  id: PlannerIdSchema,
  /** Bumped by each change of the plan or its blocks; PUT names the version it changes. */
  version: z.number().int().nonnegative(),
  input: PlanInputSchema,
  /** By start. */
  blocks: z.array(BlockSchema),
  unplaced: z.array(UnplacedSchema),
  archived: z.boolean(),
  archivedAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
})
export type Plan = z.infer<typeof PlanSchema>

/** A plan on the list: the next exam, this Warsaw week's blocks done, the next block. */
export const PlanSummarySchema = z.object({
  id: PlannerIdSchema,
  name: z.string(),
  version: z.number().int().nonnegative(),
  archived: z.boolean(),
  archivedAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  /** The nearest exam or goal date not yet past, or null. */
  nextDeadline: z
    .object({
      subject: PlanSubjectIdSchema,
      kind: DeadlineKindSchema,
      date: DateKeySchema,
      title: z.string().nullable(),
    })
    .nullable(),
  /** 'zrobione 6 z 10': this week's (Monday to Sunday, Warsaw) blocks done and in all. */
  week: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  nextBlock: BlockSchema.nullable(),
  unplacedCount: z.number().int().nonnegative(),
})
export type PlanSummary = z.infer<typeof PlanSummarySchema>

/** Active plans first (by creation, newest first), then the archived ones. */
export const PlanListSchema = z.object({ items: z.array(PlanSummarySchema) })
export type PlanList = z.infer<typeof PlanListSchema>

/** PUT …/plans/{id}: new inputs for the version read; past blocks stay as they are. */
export const UpdatePlanRequestSchema = PlanInputSchema.extend({
  version: z.number().int().nonnegative(),
}).strict()
export type UpdatePlanRequest = z.infer<typeof UpdatePlanRequestSchema>

/** A calendar subscription's address: `…/api/saas/planner/feeds/<token>.ics`. */
export const PlanFeedSchema = z.object({ url: z.string().url() })
export type PlanFeed = z.infer<typeof PlanFeedSchema>
