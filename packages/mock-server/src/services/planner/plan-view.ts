import type { FastifyInstance } from 'fastify'
import {
  PLANNER_TEXT,
  type Block,
  type Plan,
  type PlanInput,
  type PlanSummary,
  type Unplaced,
} from '@app/contract/planner'
import { introMeetingEnd } from '@app/domain/courses/consultations'
import { plannerFixedEvents } from '@app/domain/planner/fixed-events'
import { nextBlock, nextDeadline, weekProgress } from '@app/domain/planner/plan-summary'
import type { PlannerInput } from '@app/domain/planner/schedule'
import { apiError } from '../../errors'
import { fingerprintOf as keyedRequest } from '../../idempotency/idempotency-store'
import type { BlockRecord, PlanRecord } from '../../store/planner'

export const planNotFound = () => apiError(404, PLANNER_TEXT.planNotFound)

/** The contract's block: the record without where its last re-flow took it from. */
export function toBlock(block: BlockRecord): Block {
  const { id, version, subject, topic, kind, startsAt, endsAt, status, focusedMinutes } = block
  const focus = block.focus ?? null
  return { id, version, subject, topic, kind, startsAt, endsAt, status, focusedMinutes, focus }
}

const byStart = (a: BlockRecord, b: BlockRecord) =>
  a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id)

/** Blocks by start, as a plan keeps them. */
export const sortBlocks = (blocks: BlockRecord[]) => blocks.sort(byStart)

/** The plan's whole `unplaced`: what its making left out, then missed blocks still missed. */
export function unplacedOf(plan: PlanRecord): Unplaced[] {
  const missed = new Set(plan.blocks.filter((b) => b.status === 'MISSED').map((b) => b.id))
  return [
    ...plan.unplaced,
    ...plan.missedUnplaced.filter((u) => u.blockId && missed.has(u.blockId)),
  ]
}

export function toPlan(plan: PlanRecord): Plan {
  const { id, version, input, archivedAt, createdAt, updatedAt } = plan
  return {
    id,
    version,
    input,
    blocks: plan.blocks.map(toBlock),
    unplaced: unplacedOf(plan),
    archived: archivedAt !== null,
    archivedAt,
    createdAt,
    updatedAt,
  }
}

/** The list's row: the next exam or goal, this week's blocks done and in all, the next block. */
export function toSummary(plan: PlanRecord, now: Date): PlanSummary {
  const ms = now.getTime()
  const next = nextBlock(plan.blocks, ms)
  return {
    id: plan.id,
    name: plan.input.name,
    version: plan.version,
    archived: plan.archivedAt !== null,
    archivedAt: plan.archivedAt,
    createdAt: plan.createdAt,
    nextDeadline: nextDeadline(plan.input.subjects, ms),
    week: weekProgress(plan.blocks, ms),
    nextBlock: next && toBlock(next),
    unplacedCount: unplacedOf(plan).length,
  }
}

/** The plan's active ones first (newest first), then the archived (latest archived first). */
export function listOrder(a: PlanRecord, b: PlanRecord): number {
  if ((a.archivedAt === null) !== (b.archivedAt === null)) return a.archivedAt === null ? -1 : 1
  if (a.archivedAt && b.archivedAt && a.archivedAt !== b.archivedAt)
    return b.archivedAt.localeCompare(a.archivedAt)
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)
}

/** The user's plan, or undefined (another user's is as unknown as a missing one). */
export const ownPlan = (app: FastifyInstance, userId: string, planId: string) =>
  app.store.planner.plan(userId, planId)

/** The plan's last exam or goal date. */
const lastDate = (input: PlanInput) =>
  input.subjects.map((s) => s.deadline.date).reduce((a, b) => (a > b ? a : b))

/**
 * What the domain plans with: the inputs and the fixed events from now to the last date, the
 * Saturday consultations and the user's booked introductory meeting.
 */
export function plannerInput(
  app: FastifyInstance,
  userId: string,
  input: PlanInput,
  now: Date,
): PlannerInput {
  const booking = app.store.community.bookingOf(userId, now)
  const meeting = booking && {
    startsAt: booking.startsAt,
    endsAt: introMeetingEnd(Date.parse(booking.startsAt)).toISOString(),
  }
  return { ...input, fixedEvents: plannerFixedEvents(now.getTime(), lastDate(input), meeting) }
}

/** The request a planner write's Idempotency-Key is used for (decision 0138). */
export const fingerprintOf = (route: string, request: unknown) =>
  keyedRequest({ method: 'POST', route: `planner.${route}`, request })

/** The plan with its changed blocks and a new version, as saved. */
export function savedPlan(
  app: FastifyInstance,
  plan: PlanRecord,
  changes: Partial<PlanRecord>,
  now: Date,
): PlanRecord {
  return app.store.planner.save({
    ...plan,
    ...changes,
    version: plan.version + 1,
    updatedAt: now.toISOString(),
  })
}
