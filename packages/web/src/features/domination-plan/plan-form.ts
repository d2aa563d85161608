import {
  DOMINATION_PLAN_TEXT,
  DominationPlanSchema,
  WeeklyActionSchema,
  type DominationPlan,
  type UpdateDominationPlanRequest,
  type WeeklyAction,
} from '@app/contract/domination-plan'
import { LIMITS } from '@app/contract/limits'

/**
 * The plan editor's model (decision 0172): the form holds the vision, the goals with their
 * milestones and this week's actions; PUT replaces the whole plan, so the other weeks' actions
 * come from the plan as last read (after a 409, the refetched one), and the form's edit is put
 * over it again.
 */

export interface ActionFields {
  id: string
  milestoneId: string
  title: string
  done: boolean
}

export interface PlanFormValues {
  vision: string
  goals: DominationPlan['goals']
  /** This week's actions. */
  actions: ActionFields[]
}

/** A new id for a goal, milestone or action (1–40 letters, digits, '-': a UUID fits). */
export const newItemId = (): string => crypto.randomUUID()

export const newGoal = (): PlanFormValues['goals'][number] => ({
  id: newItemId(),
  title: '',
  why: '',
  milestones: [],
})

export const newMilestone = (quarter: number) => ({
  id: newItemId(),
  quarter,
  title: '',
  done: false,
})

/** The plan as the editor starts it; an empty plan starts with one goal to write. */
export function toFormValues(plan: DominationPlan, weekKey: string): PlanFormValues {
  return {
    vision: plan.vision,
    goals: plan.goals.length > 0 ? plan.goals : [newGoal()],
    actions: plan.actions
      .filter((action) => action.weekKey === weekKey)
      .map(({ id, milestoneId, title, done }) => ({ id, milestoneId, title, done })),
  }
}

/** The plan as PUT takes it: everything but `updatedAt`. */
export function planRequest(plan: DominationPlan): UpdateDominationPlanRequest {
  const { version, vision, goals, actions } = plan
  return { version, vision, goals, actions }
}

/**
 * The PUT body of an edit: the form's vision, goals and this week's actions over `base` (the plan
 * as last read, whose version it names). Actions of other weeks are kept unless their milestone
 * was removed (an action must stay under a milestone of the plan); the edited week keeps its
 * place among them.
 */
export function editedPlanRequest(
  base: DominationPlan,
  values: PlanFormValues,
  weekKey: string,
): UpdateDominationPlanRequest {
  const milestones = new Set(values.goals.flatMap((goal) => goal.milestones.map((m) => m.id)))
  const kept = (action: { milestoneId: string }) => milestones.has(action.milestoneId)
  const edited: WeeklyAction[] = values.actions.filter(kept).map((action) => ({
    id: action.id,
    weekKey,
    milestoneId: action.milestoneId,
    title: action.title.trim(),
    done: action.done,
  }))
  const others = base.actions.filter((action) => action.weekKey !== weekKey && kept(action))
  const firstAfter = others.findIndex((action) => action.weekKey > weekKey)
  const at = firstAfter === -1 ? others.length : firstAfter
  return {
    version: base.version,
    vision: values.vision.trim(),
    goals: values.goals.map((goal) => ({
      id: goal.id,
      title: goal.title.trim(),
      why: goal.why.trim(),
      milestones: goal.milestones.map((m) => ({ ...m, title: m.title.trim() })),
    })),
    actions: [...others.slice(0, at), ...edited, ...others.slice(at)],
  }
}

/** The plan with one milestone or action ticked or unticked. */
export function withToggled(plan: DominationPlan, itemId: string): UpdateDominationPlanRequest {
  const request = planRequest(plan)
  return {
    ...request,
    goals: request.goals.map((goal) => ({
      ...goal,
      milestones: goal.milestones.map((m) => (m.id === itemId ? { ...m, done: !m.done } : m)),
    })),
    actions: request.actions.map((a) => (a.id === itemId ? { ...a, done: !a.done } : a)),
  }
}

/** The plan with a new action of `weekKey` under a milestone, after the other actions. */
export function withNewAction(
  plan: DominationPlan,
  weekKey: string,
  milestoneId: string,
  title: string,
): UpdateDominationPlanRequest {
  const request = planRequest(plan)
  const action = { id: newItemId(), weekKey, milestoneId, title: title.trim(), done: false }
  return { ...request, actions: [...request.actions, action] }
}

/** Whether a week has room for another action (at most 10 a week). */
export const weekHasRoom = (plan: DominationPlan, weekKey: string) =>
  plan.actions.filter((action) => action.weekKey === weekKey).length <
  LIMITS.dominationActionsPerWeekMax

/** The editor's schema: the contract's fields, this week's actions without their week. */
export const PlanFormSchema = DominationPlanSchema.pick({ vision: true, goals: true }).extend({
  actions: WeeklyActionSchema.omit({ weekKey: true })
    .array()
    .max(LIMITS.dominationActionsPerWeekMax, DOMINATION_PLAN_TEXT.tooManyActionsInWeek),
})
