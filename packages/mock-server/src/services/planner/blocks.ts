import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import {
  PLANNER_TEXT,
  type Block,
  type BlockChangesRequest,
  type BlockChangesResult,
  type CreateBlockRequest,
  type Unplaced,
} from '@app/contract/planner'
import {
  applyBlockChanges,
  applyReflow,
  newBlockRefusal,
  plannedMinutes,
} from '@app/domain/planner/block-changes'
import { reflow } from '@app/domain/planner/reflow'
import { apiError } from '../../errors'
import type { BlockRecord, PlanRecord } from '../../store/planner'
import type { Answer } from '../answer'
import {
  fingerprintOf,
  ownPlan,
  planNotFound,
  plannerInput,
  savedPlan,
  sortBlocks,
  toBlock,
  unplacedOf,
} from './plan-view'

type C = Contract['planner']

/** Missed blocks that found no room, replacing the entries of the blocks re-flowed now. */
const missedUnplaced = (plan: PlanRecord, tried: readonly string[], unplaced: Unplaced[]) => [
  ...plan.missedUnplaced.filter((entry) => !tried.includes(entry.blockId ?? '')),
  ...unplaced,
]

/** Activity of a batch: a done block once (its focus within its length), an undone one. */
export function recordActivity(
  app: FastifyInstance,
  userId: string,
  planId: string,
  { done, undone }: { done: BlockRecord[]; undone: BlockRecord[] },
  now: Date,
) {
  const { activity } = app.store
  for (const block of undone)
    activity.record(userId, 'planner_block_undone', { planId, blockId: block.id }, now)
  for (const block of done) {
    const { id: blockId, subject, kind, focusedMinutes } = block
    const payload = { planId, blockId, subject, kind, focusedMinutes }
    activity.record(
      userId,
      'planner_block_done',
      { ...payload, plannedMinutes: plannedMinutes(block) },
      now,
    )
  }
}

/**
 * A batch of changes, all or none (the domain's `applyBlockChanges`), once per Idempotency-Key:
 * the same key and batch again answer the first result (no second event), another batch is 409.
 * Blocks marked missed re-flow at once to the nearest free slot before their date.
 */
export async function changeBlocks(
  app: FastifyInstance,
  userId: string,
  planId: string,
  key: string,
  body: BlockChangesRequest,
): Answer<C['changeBlocks']> {
  const { idempotency } = app.store
  const fingerprint = fingerprintOf('changeBlocks', { planId, changes: body.changes })
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, PLANNER_TEXT.idempotencyConflict)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as BlockChangesResult }
  const plan = ownPlan(app, userId, planId)
  if (!plan) return planNotFound()
  const now = app.clock.now()
  const applied = applyBlockChanges(plan.blocks, body.changes, now.getTime())
  if ('refusal' in applied) return apiError(applied.refusal.status, applied.refusal.message)

  let { blocks } = applied
  let result: BlockChangesResult = {
    planVersion: plan.version,
    blocks: [],
    reflowed: [],
    unplaced: unplacedOf(plan),
  }
  if (applied.changed.length > 0) {
    const input = plannerInput(app, userId, plan.input, now)
    const moved = reflow({ input, blocks, blockIds: applied.missed }, now)
    const changedIds = new Set(applied.changed.map((block) => block.id))
    blocks = applyReflow(blocks, moved, changedIds).blocks
    recordActivity(app, userId, plan.id, applied, now)
    const saved = savedPlan(
      app,
      plan,
      {
        blocks: sortBlocks(blocks),
        missedUnplaced: missedUnplaced(plan, applied.missed, moved.unplaced),
      },
      now,
    )
    result = {
      planVersion: saved.version,
      blocks: blocks.filter((block) => changedIds.has(block.id)).map(toBlock),
      reflowed: moved.reflowed.map(({ blockId, from, to }) => ({ blockId, from, to })),
      unplaced: unplacedOf(saved),
    }
  }
  idempotency.remember(userId, key, fingerprint, { status: 200, body: result })
  return { status: 200, body: result }
}

/** A block added by hand, once per Idempotency-Key (another body with the key is 422). */
export async function createBlock(
  app: FastifyInstance,
  userId: string,
  planId: string,
  key: string,
  body: CreateBlockRequest,
): Answer<C['createBlock']> {
  const { planner, idempotency } = app.store
  const fingerprint = fingerprintOf('createBlock', { planId, ...body })
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(422, PLANNER_TEXT.idempotencyConflict)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as Block }
  const plan = ownPlan(app, userId, planId)
  if (!plan) return planNotFound()
  const now = app.clock.now()
  const start = Date.parse(body.startsAt)
  const span = {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + body.durationMinutes * 60_000).toISOString(),
  }
  const refusal = newBlockRefusal(plan.blocks, span, now.getTime())
  if (refusal) return apiError(422, refusal)
  const block: BlockRecord = {
    id: planner.newId(now),
    version: 1,
    subject: body.subject,
    topic: body.topic,
    kind: body.kind,
    ...span,
    status: 'PLANNED',
    focusedMinutes: 0,
    reflowedFrom: null,
  }
  savedPlan(app, plan, { blocks: sortBlocks([...plan.blocks, block]) }, now)
  const answer = toBlock(block)
  idempotency.remember(userId, key, fingerprint, { status: 200, body: answer })
  return { status: 201, body: answer }
}

/** Removes a block (a block of another plan is 404, as an unknown plan). */
export async function deleteBlock(
  app: FastifyInstance,
  userId: string,
  planId: string,
  blockId: string,
): Answer<C['deleteBlock']> {
  const plan = ownPlan(app, userId, planId)
  if (!plan?.blocks.some((block) => block.id === blockId)) return planNotFound()
  const blocks = plan.blocks.filter((block) => block.id !== blockId)
  const unplaced = plan.missedUnplaced.filter((entry) => entry.blockId !== blockId)
  savedPlan(app, plan, { blocks, missedUnplaced: unplaced }, app.clock.now())
  return { status: 204, body: {} }
}

/** Every missed block to the nearest free slot before its date; the rest stays in `unplaced`. */
export async function reflowPlan(
  app: FastifyInstance,
  userId: string,
  planId: string,
): Answer<C['reflowPlan']> {
  const plan = ownPlan(app, userId, planId)
  if (!plan) return planNotFound()
  const now = app.clock.now()
  const input = plannerInput(app, userId, plan.input, now)
  const moved = reflow({ input, blocks: plan.blocks }, now)
  const after = applyReflow(plan.blocks, moved)
  const saved = savedPlan(
    app,
    plan,
    { blocks: sortBlocks(after.blocks), missedUnplaced: moved.unplaced },
    now,
  )
  return {
    status: 200,
    body: {
      planVersion: saved.version,
      blocks: after.moved.map(toBlock),
      reflowed: moved.reflowed.map(({ blockId, from, to }) => ({ blockId, from, to })),
      unplaced: unplacedOf(saved),
    },
  }
}
