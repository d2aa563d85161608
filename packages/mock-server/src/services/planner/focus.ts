import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import {
  PLANNER_TEXT,
  type FocusAction,
  type FocusRequest,
  type FocusResult,
  type FocusTiming,
} from '@app/contract/planner'
import { DEFAULT_LEARNING_PLANNER_SETTINGS } from '@app/contract/user'
import { applyBlockChanges, plannedMinutes } from '@app/domain/planner/block-changes'
import { focusedMinutes, type PomodoroSettings } from '@app/domain/planner/pomodoro'
import { apiError } from '../../errors'
import type { BlockRecord } from '../../store/planner'
import type { Answer } from '../answer'
import { recordActivity } from './blocks'
import { fingerprintOf, ownPlan, planNotFound, savedPlan, toBlock } from './plan-view'

type C = Contract['planner']

/** What an action does to a block: a new timer (and minutes), nothing, or a refusal (422). */
type Step =
  | { kind: 'same' }
  | { kind: 'refused'; message: string }
  | { kind: 'timer'; focus: FocusTiming; focusedMinutes: number }
  | { kind: 'done'; focus: FocusTiming | null; focusedMinutes: number }

const isRunning = (focus: FocusTiming | null): focus is FocusTiming =>
  focus !== null && focus.endedAt === null
const isPaused = (focus: FocusTiming) => focus.pauses.at(-1)?.to === null

/** The timer ended at `now` (an open pause closed there) and the block's minutes with it, capped. */
function ended(block: BlockRecord, focus: FocusTiming, settings: PomodoroSettings, now: string) {
  const planned = plannedMinutes(block)
  const session = focusedMinutes(focus, settings, now, planned)
  const pauses = focus.pauses.map((pause) => (pause.to === null ? { ...pause, to: now } : pause))
  return {
    focus: { ...focus, pauses, endedAt: now },
    focusedMinutes: Math.min(planned, block.focusedMinutes + session),
  }
}

/**
 * One action of focus mode on a block at the server's `now` (decisions 0163, 0174). Asking for
 * what already holds (START while it runs, PAUSE while paused, DONE on a done block) changes
 * nothing, so two tabs agree; PAUSE and RESUME need a running timer.
 */
export function focusStep(
  block: BlockRecord,
  action: FocusAction,
  settings: PomodoroSettings,
  now: string,
): Step {
  const focus = block.focus ?? null
  if (block.status === 'DONE')
    return action === 'DONE'
      ? { kind: 'same' }
      : { kind: 'refused', message: PLANNER_TEXT.focusOnDoneBlock }
  switch (action) {
    case 'START':
      if (isRunning(focus)) return { kind: 'same' }
      return {
        kind: 'timer',
        focus: { startedAt: now, pauses: [], endedAt: null },
        focusedMinutes: block.focusedMinutes,
      }
    case 'PAUSE':
    case 'RESUME': {
      if (!isRunning(focus)) return { kind: 'refused', message: PLANNER_TEXT.focusNotStarted }
      if (isPaused(focus) === (action === 'PAUSE')) return { kind: 'same' }
      const pauses =
        action === 'PAUSE'
          ? [...focus.pauses, { from: now, to: null }]
          : focus.pauses.map((pause) => (pause.to === null ? { ...pause, to: now } : pause))
      return { kind: 'timer', focus: { ...focus, pauses }, focusedMinutes: block.focusedMinutes }
    }
    case 'STOP':
      if (!isRunning(focus)) return { kind: 'same' }
      return { kind: 'timer', ...ended(block, focus, settings, now) }
    case 'DONE':
      if (!isRunning(focus)) return { kind: 'done', focus, focusedMinutes: block.focusedMinutes }
      return { kind: 'done', ...ended(block, focus, settings, now) }
  }
}

const pomodoroSettings = (app: FastifyInstance, userId: string): PomodoroSettings =>
  app.store.users.byId(userId)?.settings.learningPlanner ?? DEFAULT_LEARNING_PLANNER_SETTINGS

/**
 * `POST …/plans/{id}/blocks/{blockId}/focus`, once per Idempotency-Key: the same key and action
 * again answer the first result (one `planner_block_done`), another action with it is 409. The
 * instants are the mock clock's; 'Gotowe' counts the focused minutes from them and the user's
 * Pomodoro settings, the client sends none.
 */
export async function focusBlock(
  app: FastifyInstance,
  userId: string,
  planId: string,
  blockId: string,
  key: string,
  body: FocusRequest,
): Answer<C['focusBlock']> {
  const { idempotency } = app.store
  const fingerprint = fingerprintOf('focusBlock', { planId, blockId, action: body.action })
  const seen = idempotency.check(userId, key, fingerprint)
  if (seen.kind === 'conflict') return apiError(409, PLANNER_TEXT.idempotencyConflict)
  if (seen.kind === 'replay') return { status: 200, body: seen.body as FocusResult }
  const plan = ownPlan(app, userId, planId)
  const block = plan?.blocks.find((b) => b.id === blockId)
  if (!plan || !block) return planNotFound()
  const now = app.clock.now()
  const step = focusStep(block, body.action, pomodoroSettings(app, userId), now.toISOString())
  if (step.kind === 'refused') return apiError(422, step.message)

  let result: FocusResult = { planVersion: plan.version, block: toBlock(block) }
  if (step.kind === 'timer') {
    const { focus, focusedMinutes: minutes } = step
    const updated = { ...block, focus, focusedMinutes: minutes, version: block.version + 1 }
    const blocks = plan.blocks.map((b) => (b.id === blockId ? updated : b))
    const saved = savedPlan(app, plan, { blocks }, now)
    result = { planVersion: saved.version, block: toBlock(updated) }
  } else if (step.kind === 'done') {
    const timed = { ...block, focus: step.focus }
    const change = { blockId, version: block.version, status: 'DONE' as const }
    const applied = applyBlockChanges(
      plan.blocks.map((b) => (b.id === blockId ? timed : b)),
      [{ ...change, focusedMinutes: step.focusedMinutes }],
      now.getTime(),
    )
    if ('refusal' in applied) return apiError(422, applied.refusal.message)
    recordActivity(app, userId, plan.id, applied, now)
    const saved = savedPlan(app, plan, { blocks: applied.blocks }, now)
    const done = applied.blocks.find((b) => b.id === blockId) as BlockRecord
    result = { planVersion: saved.version, block: toBlock(done) }
  }
  idempotency.remember(userId, key, fingerprint, { status: 200, body: result })
  return { status: 200, body: result }
}
