import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import {
  DOMINATION_PLAN_TEXT,
  type UpdateDominationPlanRequest,
} from '@app/contract/domination-plan'
import { apiError } from '../../errors'
import type { UserRecord } from '../../store/users'
import type { Answer } from '../answer'
import { currentPlan, toDominationPlan } from './plan-view'
import { armCheckInReminder } from './reminders'

type C = Contract['dominationPlan']

/** The caller's plan; version 0 and empty before the first save. */
export async function getDominationPlan(
  app: FastifyInstance,
  user: UserRecord,
): Answer<C['getDominationPlan']> {
  armCheckInReminder(app, user.id)
  return { status: 200, body: currentPlan(app, user.id) }
}

/** The whole plan replaced, one version more; a stale version is 409 (the client keeps it). */
export async function updateDominationPlan(
  app: FastifyInstance,
  user: UserRecord,
  body: UpdateDominationPlanRequest,
): Answer<C['updateDominationPlan']> {
  armCheckInReminder(app, user.id)
  const plan = currentPlan(app, user.id)
  if (body.version !== plan.version) return apiError(409, DOMINATION_PLAN_TEXT.staleVersion)
  const saved = app.store.dominationPlan.savePlan({
    userId: user.id,
    version: plan.version + 1,
    vision: body.vision,
    goals: body.goals,
    actions: body.actions,
    updatedAt: app.clock.now().toISOString(),
  })
  return { status: 200, body: toDominationPlan(saved) }
}
