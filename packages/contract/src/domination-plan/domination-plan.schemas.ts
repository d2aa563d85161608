import { z } from 'zod'
import { KsuidSchema } from '../activity/activity.schemas'
import { IsoDateTimeSchema, withMessage } from '../common.schemas'
import { LIMITS } from '../limits'
import { CHECK_IN_STATES } from './domination-plan.constants'
import { DOMINATION_PLAN_TEXT as TEXT } from './domination-plan.text'
import { WeekKeySchema } from './week-key'

/**
 * The domination plan (issue 28, decision 0164): a vision, yearly goals with quarterly milestones,
 * and each week's actions; one weekly check-in per week. One plan per student.
 */

export { DOMINATION_PLAN_TEXT } from './domination-plan.text'
export * from './domination-plan.constants'
export { WeekKeySchema } from './week-key'

/** A goal's, milestone's or action's id, minted by the browser (e.g. `crypto.randomUUID()`). */
export const PlanItemIdSchema = z
  .string(withMessage(TEXT.itemId))
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${LIMITS.dominationItemIdMax}}$`), TEXT.itemId)

const title = (max: number, message: string) =>
  z.string(withMessage(message)).trim().min(1, message).max(max, message)

/** A quarter of the plan's year (1–4); the year starts in `yearStartMonth` of the settings. */
export const QuarterSchema = z
  .number(withMessage(TEXT.quarter))
  .int(TEXT.quarter)
  .min(1, TEXT.quarter)
  .max(4, TEXT.quarter)

export const MilestoneSchema = z
  .object({
    id: PlanItemIdSchema,
    quarter: QuarterSchema,
    title: title(LIMITS.dominationMilestoneTitleMax, TEXT.milestoneTitle),
    done: z.boolean(),
  })
  .strict()
export type Milestone = z.infer<typeof MilestoneSchema>

export const GoalSchema = z
  .object({
    id: PlanItemIdSchema,
    title: title(LIMITS.dominationGoalTitleMax, TEXT.goalTitle),
    /** Why the goal matters; may be empty. */
    why: z.string(withMessage(TEXT.goalWhy)).trim().max(LIMITS.dominationGoalWhyMax, TEXT.goalWhy),
    milestones: z
      .array(MilestoneSchema)
      .max(LIMITS.dominationMilestonesPerGoalMax, TEXT.tooManyMilestones),
  })
  .strict()
export type Goal = z.infer<typeof GoalSchema>

/** One of a week's actions, under a milestone of the plan. */
export const WeeklyActionSchema = z
  .object({
    id: PlanItemIdSchema,
    weekKey: WeekKeySchema,
    milestoneId: PlanItemIdSchema,
    title: title(LIMITS.dominationActionTitleMax, TEXT.actionTitle),
    done: z.boolean(),
  })
  .strict()
export type WeeklyAction = z.infer<typeof WeeklyActionSchema>

const planFields = {
  vision: z.string(withMessage(TEXT.vision)).trim().max(LIMITS.dominationVisionMax, TEXT.vision),
  goals: z.array(GoalSchema).max(LIMITS.dominationGoalsMax, TEXT.tooManyGoals),
  actions: z.array(WeeklyActionSchema).max(LIMITS.dominationActionsMax, TEXT.tooManyActions),
}

const VersionSchema = z.number().int().nonnegative()

type PlanContent = { goals: Goal[]; actions: WeeklyAction[] }

/** Ids unique across the plan, every action under a milestone of the plan, ≤ 10 actions a week. */
function checkPlan(plan: PlanContent, context: z.RefinementCtx) {
  const ids = new Set<string>()
  const milestones = new Set<string>()
  const perWeek = new Map<string, number>()
  const seen = (id: string, path: (string | number)[]) => {
    if (ids.has(id)) context.addIssue({ code: 'custom', path, message: TEXT.duplicateId })
    ids.add(id)
  }
  plan.goals.forEach((goal, g) => {
    seen(goal.id, ['goals', g, 'id'])
    goal.milestones.forEach((milestone, m) => {
      seen(milestone.id, ['goals', g, 'milestones', m, 'id'])
      milestones.add(milestone.id)
    })
  })
  plan.actions.forEach((action, a) => {
    seen(action.id, ['actions', a, 'id'])
    if (!milestones.has(action.milestoneId))
      context.addIssue({
        code: 'custom',
        path: ['actions', a, 'milestoneId'],
        message: TEXT.unknownMilestone,
      })
    const count = (perWeek.get(action.weekKey) ?? 0) + 1
    perWeek.set(action.weekKey, count)
    if (count === LIMITS.dominationActionsPerWeekMax + 1)
      context.addIssue({ code: 'custom', path: ['actions', a], message: TEXT.tooManyActionsInWeek })
  })
}

/**
 * GET /api/saas/domination-plan. Before the first save: version 0, an empty vision, no goals and
 * no actions, `updatedAt` null.
 */
export const DominationPlanSchema = z
  .object({ version: VersionSchema, ...planFields, updatedAt: IsoDateTimeSchema.nullable() })
  .strict()
export type DominationPlan = z.infer<typeof DominationPlanSchema>

/** PUT: the whole plan and the version it changes (409 when it is not the current one). */
export const UpdateDominationPlanRequestSchema = z
  .object({ version: VersionSchema, ...planFields })
  .strict()
  .superRefine(checkPlan)
export type UpdateDominationPlanRequest = z.infer<typeof UpdateDominationPlanRequestSchema>

// --- Weekly check-ins ---

export const CheckInIdSchema = KsuidSchema

export const RatingSchema = z
  .number(withMessage(TEXT.rating))
  .int(TEXT.rating)
  .min(1, TEXT.rating)
  .max(5, TEXT.rating)

const AnswerSchema = z
  .string(withMessage(TEXT.answer))
  .trim()
  .max(LIMITS.checkInAnswerMax, TEXT.answer)

/** The week's actions the student ticks (ids of the plan's actions of that week), each once. */
const DoneActionIdsSchema = z
  .array(PlanItemIdSchema)
  .max(LIMITS.dominationActionsPerWeekMax, TEXT.tooManyActionsInWeek)
  .refine((ids) => new Set(ids).size === ids.length, TEXT.duplicateAction)

const answers = {
  doneActionIds: DoneActionIdsSchema,
  /** 'Jak oceniasz ten tydzień?' (1–5). */
  rating: RatingSchema,
  /** 'Co poszło dobrze?' */
  wentWell: AnswerSchema,
  /** 'Co przeszkodziło?' */
  gotInTheWay: AnswerSchema,
  /** 'Co zmienię?' */
  willChange: AnswerSchema,
}

/** A next week's action made with the check-in; it joins the plan under the next week's key. */
export const NextWeekActionSchema = WeeklyActionSchema.pick({
  id: true,
  milestoneId: true,
  title: true,
})

/**
 * POST …/check-ins: the week it sums up (the one open now, or last week's while it is late),
 * the answers and next week's actions (`Idempotency-Key`).
 */
export const CreateCheckInRequestSchema = z
  .object({
    weekKey: WeekKeySchema,
    ...answers,
    nextWeekActions: z
      .array(NextWeekActionSchema)
      .max(LIMITS.dominationActionsPerWeekMax, TEXT.tooManyActionsInWeek),
  })
  .strict()
export type CreateCheckInRequest = z.infer<typeof CreateCheckInRequestSchema>

/** PUT …/check-ins/{id}: new answers and the version they change (409 when it is not current). */
export const UpdateCheckInRequestSchema = z.object({ version: VersionSchema, ...answers }).strict()
export type UpdateCheckInRequest = z.infer<typeof UpdateCheckInRequestSchema>

export const CheckInSchema = z
  .object({
    id: CheckInIdSchema,
    version: VersionSchema,
    weekKey: WeekKeySchema,
    ...answers,
    /** The week's actions done and planned when the check-in was saved (or last changed). */
    actionsDone: z.number().int().nonnegative(),
    actionsTotal: z.number().int().nonnegative(),
    /** Saved after the week ended (Monday to Wednesday of the next week). */
    late: z.boolean(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .strict()
export type CheckIn = z.infer<typeof CheckInSchema>

export const CheckInStateSchema = z.enum(CHECK_IN_STATES)

/** The check-in the student can act on now, on the server's clock (decision 0164). */
export const CurrentCheckInSchema = z
  .object({
    weekKey: WeekKeySchema,
    state: CheckInStateSchema,
    opensAt: IsoDateTimeSchema,
    /** Monday 00:00 of the next week. */
    lateFrom: IsoDateTimeSchema,
    /** Thursday 00:00 of the next week (exclusive): Wednesday 23:59 is the last minute. */
    closesAt: IsoDateTimeSchema,
    checkInId: CheckInIdSchema.nullable(),
  })
  .strict()
export type CurrentCheckIn = z.infer<typeof CurrentCheckInSchema>

/** GET …/check-ins: every check-in, the latest week first, and the one due now. */
export const CheckInListSchema = z
  .object({ items: z.array(CheckInSchema), current: CurrentCheckInSchema })
  .strict()
export type CheckInList = z.infer<typeof CheckInListSchema>
