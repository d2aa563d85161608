import type { FastifyInstance } from 'fastify'
import {
  DOMINATION_PLAN_TEXT,
  type CheckIn,
  type DominationPlan,
} from '@app/contract/domination-plan'
import { apiError } from '../../errors'
import { fingerprintOf as keyedRequest } from '../../idempotency/idempotency-store'
import type { CheckInRecord, DominationPlanRecord } from '../../store/domination-plan'

/** The plan before the first save: version 0, empty (decision 0164). */
const EMPTY_PLAN: DominationPlan = {
  version: 0,
  vision: '',
  goals: [],
  actions: [],
  updatedAt: null,
}

/** The contract's plan: the record without whose it is, or the empty plan before the first save. */
export function toDominationPlan(record: DominationPlanRecord | undefined): DominationPlan {
  if (!record) return EMPTY_PLAN
  const { userId: _, ...plan } = record
  return plan
}

/** The user's plan as it is now (the empty one before the first save). */
export const currentPlan = (app: FastifyInstance, userId: string): DominationPlan =>
  toDominationPlan(app.store.dominationPlan.plan(userId))

/** The contract's check-in: the record without whose it is. */
export function toCheckIn(record: CheckInRecord): CheckIn {
  const { userId: _, ...checkIn } = record
  return checkIn
}

export const checkInNotFound = () => apiError(404, DOMINATION_PLAN_TEXT.checkInNotFound)

/** A keyed write's fingerprint (decision 0138): its route and its parsed body. */
export const fingerprintOf = (route: string, request: unknown) =>
  keyedRequest({ method: 'POST', route: `dominationPlan.${route}`, request })

/** The plan with new actions saved: one version more, saved now. */
export function savePlanActions(
  app: FastifyInstance,
  userId: string,
  plan: DominationPlan,
  actions: DominationPlan['actions'],
  now: Date,
) {
  const { updatedAt: _, ...content } = plan
  app.store.dominationPlan.savePlan({
    ...content,
    userId,
    actions,
    version: plan.version + 1,
    updatedAt: now.toISOString(),
  })
}
