import type { FastifyInstance } from 'fastify'
import { LIMITS, type Contract } from '@app/contract'
import {
  PLANNER_TEXT,
  type Plan,
  type PlanInput,
  type UpdatePlanRequest,
} from '@app/contract/planner'
import { planDatesRefusal } from '@app/domain/planner/input-check'
import { generatePlan } from '@app/domain/planner/schedule'
import { apiError } from '../../errors'
import type { BlockRecord } from '../../store/planner'
import type { Answer } from '../answer'
import { armDayPlanEmail } from './day-plan-email'
import {
  fingerprintOf,
  listOrder,
  ownPlan,
  planNotFound,
  plannerInput,
  savedPlan,
  sortBlocks,
  toPlan,
  toSummary,
} from './plan-view'

type C = Contract['planner']

const activePlans = (app: FastifyInstance, userId: string) =>
  app.store.planner.plans(userId).filter((plan) => plan.archivedAt === null).length

/** The domain's plan from `now` as new blocks, and what did not fit. */
function made(
  app: FastifyInstance,
  userId: string,
  input: PlanInput,
  now: Date,
  keep: BlockRecord[] = [],
) {
  const base = plannerInput(app, userId, input, now)
  // Blocks kept from before (past ones, done ones) are fixed events for the new ones.
  const fixedEvents = [
    ...(base.fixedEvents ?? []),
    ...keep.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
  ]
  const plan = generatePlan({ ...base, fixedEvents }, now)
  const blocks = plan.blocks.map((block): BlockRecord => ({
    ...block,
    id: app.store.planner.newId(now),
    version: 1,
    status: 'PLANNED',
    focusedMinutes: 0,
    reflowedFrom: null,
  }))
  return { blocks, unplaced: plan.unplaced }
}

export async function listPlans(app: FastifyInstance, userId: string): Answer<C['listPlans']> {
  const now = app.clock.now()
  const plans = app.store.planner.plans(userId).sort(listOrder)
  return { status: 200, body: { items: plans.map((plan) => toSummary(plan, now)) } }
}

/**
 * A plan from the wizard's inputs, once per Idempotency-Key (decision 0138): the same key and
 * inputs again answer the first answer (200), other inputs are 409. A date in the past or more
 * than 12 months ahead is 400; an 11th active plan 409.
 */
export async function createPlan(
  app: FastifyInstance,
  userId: string,
  key: string,
  input: PlanInput,
): Answer<C['createPlan']> {
  const { planner, idempotency } = app.store
  const now = app.clock.now()
  const fingerprint = fingerprintOf('createPlan', input)
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, PLANNER_TEXT.idempotencyConflict)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as Plan }
  const refusal = planDatesRefusal(input, now)
  if (refusal) return apiError(400, refusal)
  if (activePlans(app, userId) >= LIMITS.activePlansMax)
    return apiError(409, PLANNER_TEXT.tooManyActivePlans)
  const { blocks, unplaced } = made(app, userId, input, now)
  const plan = planner.save({
    id: planner.newId(now),
    userId,
    version: 1,
    input,
    blocks,
    unplaced,
    missedUnplaced: [],
    archivedAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  })
  const answer = toPlan(plan)
  idempotency.remember(userId, key, fingerprint, { status: 200, body: answer })
  armDayPlanEmail(app, userId)
  return { status: 201, body: answer }
}

export async function getPlan(
  app: FastifyInstance,
  userId: string,
  planId: string,
): Answer<C['getPlan']> {
  const plan = ownPlan(app, userId, planId)
  if (!plan) return planNotFound()
  return { status: 200, body: toPlan(plan) }
}

/**
 * New inputs for the version read (409 for another): the blocks that started before now, and
 * done ones, stay; the rest are made again from now around them.
 */
export async function updatePlan(
  app: FastifyInstance,
  userId: string,
  planId: string,
  body: UpdatePlanRequest,
): Answer<C['updatePlan']> {
  const plan = ownPlan(app, userId, planId)
  if (!plan) return planNotFound()
  if (body.version !== plan.version) return apiError(409, PLANNER_TEXT.staleVersion)
  const { version: _, ...input } = body
  const now = app.clock.now()
  const refusal = planDatesRefusal(input, now)
  if (refusal) return apiError(400, refusal)
  const keep = plan.blocks.filter(
    (block) => Date.parse(block.startsAt) < now.getTime() || block.status === 'DONE',
  )
  const { blocks, unplaced } = made(app, userId, input, now, keep)
  const kept = new Set(keep.map((block) => block.id))
  const saved = savedPlan(
    app,
    plan,
    {
      input,
      blocks: sortBlocks([...keep, ...blocks]),
      unplaced,
      missedUnplaced: plan.missedUnplaced.filter((u) => u.blockId && kept.has(u.blockId)),
    },
    now,
  )
  return { status: 200, body: toPlan(saved) }
}

export async function deletePlan(
  app: FastifyInstance,
  userId: string,
  planId: string,
): Answer<C['deletePlan']> {
  if (!ownPlan(app, userId, planId)) return planNotFound()
  app.store.planner.delete(userId, planId)
  return { status: 204, body: {} }
}

/** To 'Zarchiwizowane'; an archived plan answers as it is. */
export async function archivePlan(
  app: FastifyInstance,
  userId: string,
  planId: string,
): Answer<C['archivePlan']> {
  const plan = ownPlan(app, userId, planId)
  if (!plan) return planNotFound()
  if (plan.archivedAt !== null) return { status: 200, body: toPlan(plan) }
  const now = app.clock.now()
  return { status: 200, body: toPlan(savedPlan(app, plan, { archivedAt: now.toISOString() }, now)) }
}

/** Back among the active plans (409 over 10 of them); an active plan answers as it is. */
export async function restorePlan(
  app: FastifyInstance,
  userId: string,
  planId: string,
): Answer<C['restorePlan']> {
  const plan = ownPlan(app, userId, planId)
  if (!plan) return planNotFound()
  if (plan.archivedAt === null) return { status: 200, body: toPlan(plan) }
  if (activePlans(app, userId) >= LIMITS.activePlansMax)
    return apiError(409, PLANNER_TEXT.tooManyActivePlans)
  const now = app.clock.now()
  return { status: 200, body: toPlan(savedPlan(app, plan, { archivedAt: null }, now)) }
}
