import type { Goal, WeeklyAction } from '@app/contract/domination-plan'
import { DOMINATION_PLAN_TEXT as TEXT } from '@app/contract/domination-plan/text'
import { LIMITS } from '@app/contract/limits'
import { shiftWeek } from './check-in-window'

/**
 * What a weekly check-in does to the domination plan (issue 28, decisions 0164 and 0168): its
 * ticks set the week's actions done or not done, and next week's actions join the plan under the
 * next week's key. Pure: the caller saves the result and records the event.
 */

/** A next week's action as the check-in names it: the week is the one after the check-in's. */
export type NewAction = Pick<WeeklyAction, 'id' | 'milestoneId' | 'title'>

export interface CheckInActions {
  /** The plan's actions after the check-in, in the plan's order, the new ones last. */
  actions: WeeklyAction[]
  /** The check-in's week: actions ticked and planned. */
  actionsDone: number
  actionsTotal: number
  /** Whether any action of the plan changed (a tick, a new action). */
  changed: boolean
}

export type CheckInActionsResult = ({ ok: true } & CheckInActions) | { ok: false; message: string }

/**
 * The week's actions ticked as `doneActionIds` says, the others of the week not done. An id that
 * is not an action of that week (another week's, unknown) refuses the whole check-in.
 */
export function tickWeek(
  actions: readonly WeeklyAction[],
  weekKey: string,
  doneActionIds: readonly string[],
): CheckInActionsResult {
  const week = new Set(actions.filter((a) => a.weekKey === weekKey).map((a) => a.id))
  if (doneActionIds.some((id) => !week.has(id))) return { ok: false, message: TEXT.actionNotInWeek }
  const done = new Set(doneActionIds)
  let changed = false
  const ticked = actions.map((action) => {
    if (action.weekKey !== weekKey || action.done === done.has(action.id)) return action
    changed = true
    return { ...action, done: done.has(action.id) }
  })
  return { ok: true, actions: ticked, actionsDone: done.size, actionsTotal: week.size, changed }
}

export interface CheckInRequest {
  weekKey: string
  doneActionIds: readonly string[]
  nextWeekActions: readonly NewAction[]
}

/**
 * A new check-in on the plan: the week ticked (`tickWeek`), then next week's actions added, each
 * under a milestone of the plan, with an id no goal, milestone or action has, at most 10 in that
 * week and 530 in the plan (the limits a saved plan keeps).
 */
export function applyCheckIn(
  plan: { goals: readonly Goal[]; actions: readonly WeeklyAction[] },
  request: CheckInRequest,
): CheckInActionsResult {
  const ticked = tickWeek(plan.actions, request.weekKey, request.doneActionIds)
  if (!ticked.ok || request.nextWeekActions.length === 0) return ticked
  const nextWeek = shiftWeek(request.weekKey, 1)
  const milestones = new Set(plan.goals.flatMap((goal) => goal.milestones.map((m) => m.id)))
  const ids = new Set([
    ...plan.goals.map((goal) => goal.id),
    ...milestones,
    ...plan.actions.map((action) => action.id),
  ])
  for (const action of request.nextWeekActions) {
    if (!milestones.has(action.milestoneId)) return { ok: false, message: TEXT.unknownMilestone }
    if (ids.has(action.id)) return { ok: false, message: TEXT.duplicateId }
    ids.add(action.id)
  }
  const inNextWeek = plan.actions.filter((a) => a.weekKey === nextWeek).length
  if (inNextWeek + request.nextWeekActions.length > LIMITS.dominationActionsPerWeekMax)
    return { ok: false, message: TEXT.tooManyActionsInWeek }
  if (plan.actions.length + request.nextWeekActions.length > LIMITS.dominationActionsMax)
    return { ok: false, message: TEXT.tooManyActions }
  const added = request.nextWeekActions.map(({ id, milestoneId, title }) => ({
    id,
    weekKey: nextWeek,
    milestoneId,
    title,
    done: false,
  }))
  return { ...ticked, actions: [...ticked.actions, ...added], changed: true }
}
