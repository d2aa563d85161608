import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import {
  DOMINATION_PLAN_TEXT as TEXT,
  type CheckIn,
  type CreateCheckInRequest,
  type UpdateCheckInRequest,
} from '@app/contract/domination-plan'
import { applyCheckIn, tickWeek } from '@app/domain/planner/check-in-actions'
import { checkInAcceptance, currentCheckIn } from '@app/domain/planner/check-in-window'
import { apiError } from '../../errors'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import {
  checkInNotFound,
  currentPlan,
  fingerprintOf,
  savePlanActions,
  toCheckIn,
} from './plan-view'
import { armCheckInReminder } from './reminders'

type C = Contract['dominationPlan']

/** The caller's check-ins, the latest week first, and the one due now on the server's clock. */
export async function listCheckIns(
  app: FastifyInstance,
  user: UserRecord,
): Answer<C['listCheckIns']> {
  armCheckInReminder(app, user.id)
  const checkIns = app.store.dominationPlan.checkIns(user.id)
  const now = app.clock.now()
  const { window, state } = currentCheckIn(
    now,
    user.settings.dominationPlan,
    checkIns.map((checkIn) => checkIn.weekKey),
  )
  const due = checkIns.find((checkIn) => checkIn.weekKey === window.weekKey)
  return {
    status: 200,
    body: {
      items: checkIns.map(toCheckIn),
      current: {
        weekKey: window.weekKey,
        state,
        opensAt: window.opensAt.toISOString(),
        lateFrom: window.lateFrom.toISOString(),
        closesAt: window.closesAt.toISOString(),
        checkInId: due?.id ?? null,
      },
    },
  }
}

/**
 * A week summed up, once per Idempotency-Key (decision 0138): the same key and body again answer
 * the first check-in (200) with no second event; another body is 409. The week's ticks and next
 * week's actions go into the plan (one version more when it changes); `domination_check_in` is
 * recorded once. Nothing awaits between the key's check and its record.
 */
export async function createCheckIn(
  app: FastifyInstance,
  user: UserRecord,
  key: string,
  body: CreateCheckInRequest,
): Answer<C['createCheckIn']> {
  armCheckInReminder(app, user.id)
  const { dominationPlan, idempotency, activity } = app.store
  const fingerprint = fingerprintOf('createCheckIn', body)
  const seen = idempotency.check(user.id, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, TEXT.idempotencyConflict)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as CheckIn }
  if (dominationPlan.checkInOfWeek(user.id, body.weekKey)) return apiError(409, TEXT.checkInExists)

  const now = app.clock.now()
  const schedule = user.settings.dominationPlan
  const acceptance = checkInAcceptance(body.weekKey, now, schedule)
  if (!acceptance.accepted)
    return apiError(
      422,
      acceptance.reason === 'NOT_YET'
        ? TEXT.checkInNotYet(schedule.checkInWeekday, schedule.checkInTime)
        : TEXT.checkInClosed,
    )
  const plan = currentPlan(app, user.id)
  const applied = applyCheckIn(plan, body)
  if (!applied.ok) return apiError(422, applied.message)

  if (applied.changed) savePlanActions(app, user.id, plan, applied.actions, now)
  const { weekKey, doneActionIds, rating, wentWell, gotInTheWay, willChange } = body
  const { actionsDone, actionsTotal } = applied
  const saved = dominationPlan.saveCheckIn({
    id: dominationPlan.newId(now),
    userId: user.id,
    version: 1,
    weekKey,
    doneActionIds,
    rating,
    wentWell,
    gotInTheWay,
    willChange,
    actionsDone,
    actionsTotal,
    late: acceptance.late,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  })
  activity.record(
    user.id,
    'domination_check_in',
    { weekKey, rating, actionsDone, actionsTotal },
    now,
  )
  const answer = toCheckIn(saved)
  idempotency.remember(user.id, key, fingerprint, { status: 200, body: answer })
  return { status: 201, body: answer }
}

/**
 * A check-in corrected: its answers and ticks, with its version (409 when stale); the plan's
 * actions of that week follow. No second event. Another user's check-in is 404 as unknown.
 */
export async function updateCheckIn(
  app: FastifyInstance,
  user: UserRecord,
  checkInId: string,
  body: UpdateCheckInRequest,
): Answer<C['updateCheckIn']> {
  armCheckInReminder(app, user.id)
  const { dominationPlan } = app.store
  const checkIn = dominationPlan.checkIn(user.id, checkInId)
  if (!checkIn) return checkInNotFound()
  if (body.version !== checkIn.version) return apiError(409, TEXT.checkInStaleVersion)
  const now = app.clock.now()
  const plan = currentPlan(app, user.id)
  const ticked = tickWeek(plan.actions, checkIn.weekKey, body.doneActionIds)
  if (!ticked.ok) return apiError(422, ticked.message)

  if (ticked.changed) savePlanActions(app, user.id, plan, ticked.actions, now)
  const { doneActionIds, rating, wentWell, gotInTheWay, willChange } = body
  const saved = dominationPlan.saveCheckIn({
    ...checkIn,
    version: checkIn.version + 1,
    doneActionIds,
    rating,
    wentWell,
    gotInTheWay,
    willChange,
    actionsDone: ticked.actionsDone,
    actionsTotal: ticked.actionsTotal,
    updatedAt: now.toISOString(),
  })
  return { status: 200, body: toCheckIn(saved) }
}
