import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PLANNER_TEXT, type Block, type FocusResult } from '@app/contract/planner'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { call } from '../helper'
import {
  NOW,
  PRO,
  UCZEN,
  UNKNOWN_ID,
  clockTo,
  createPlan,
  envelope,
  getPlan,
  listPlans,
  newKey,
  pl,
  planInput,
  usePlannerApp,
} from './planner-helper'

let app: FastifyInstance
usePlannerApp((built) => (app = built))

const MIN = 60_000
const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * MIN).toISOString()

const focus = (as: string, planId: string, blockId: string, action: string, key = newKey()) =>
  pl(
    app,
    as,
    'POST',
    `/plans/${planId}/blocks/${blockId}/focus`,
    { action },
    {
      'idempotency-key': key,
    },
  )

async function act(planId: string, blockId: string, action: string): Promise<Block> {
  const res = await focus(PRO, planId, blockId, action)
  if (res.statusCode !== 200) throw new Error(res.body)
  return (res.json() as FocusResult).block
}

/** pro's plan made at NOW (Wednesday 12:00 Warsaw): today's 45-minute block and Friday's. */
async function proPlan() {
  const plan = await createPlan(app, PRO)
  const [today, friday] = plan.blocks as [Block, Block]
  expect([today.startsAt, today.endsAt, today.focus]).toEqual([
    '2025-10-15T14:00:00.000Z',
    '2025-10-15T14:45:00.000Z',
    null,
  ])
  return { plan, today, friday }
}

const doneEvents = () =>
  app.store.activity.forUser(PERSONA_IDS.pro).filter((e) => e.type === 'planner_block_done')

describe('focus mode on a block', () => {
  it('keeps the instants on the mock clock and counts "Gotowe" from them, once', async () => {
    const { plan, today } = await proPlan()
    const started = await act(plan.id, today.id, 'START')
    expect([started.version, started.focus]).toEqual([
      2,
      { startedAt: NOW, pauses: [], endedAt: null },
    ])
    // A second tab starting it again changes nothing.
    expect(await act(plan.id, today.id, 'START')).toEqual(started)

    await clockTo(app, at(10))
    await act(plan.id, today.id, 'PAUSE')
    expect(await act(plan.id, today.id, 'PAUSE')).toMatchObject({ version: 3 })
    await clockTo(app, at(15))
    const resumed = await act(plan.id, today.id, 'RESUME')
    expect(resumed.focus?.pauses).toEqual([{ from: at(10), to: at(15) }])

    // 40 running minutes with the default 25/5: 25 + 5 (break) + 10 focused = 35.
    await clockTo(app, at(45))
    const key = newKey()
    const done = await focus(PRO, plan.id, today.id, 'DONE', key)
    const body = done.json() as FocusResult
    expect(body.block).toMatchObject({
      status: 'DONE',
      focusedMinutes: 35,
      version: 5,
      focus: { startedAt: NOW, endedAt: at(45) },
    })
    expect(body.planVersion).toBe((await getPlan(app, PRO, plan.id)).version)

    const replay = await focus(PRO, plan.id, today.id, 'DONE', key)
    expect([replay.statusCode, replay.json()]).toEqual([200, body])
    // Another tab's 'Gotowe' finds it done: the same block, no second event.
    expect(await act(plan.id, today.id, 'DONE')).toEqual(body.block)
    expect(doneEvents()).toHaveLength(1)
    expect(doneEvents()[0]).toMatchObject({
      occurredAt: at(45),
      payload: { planId: plan.id, blockId: today.id, plannedMinutes: 45, focusedMinutes: 35 },
    })

    expect((await focus(PRO, plan.id, today.id, 'START')).json()).toEqual(
      envelope(422, PLANNER_TEXT.focusOnDoneBlock),
    )
    expect((await focus(PRO, plan.id, today.id, 'PAUSE', key)).json()).toEqual(
      envelope(409, PLANNER_TEXT.idempotencyConflict),
    )
  })

  it('"Zakończ" leaves the block planned with its minutes; later sessions add, capped', async () => {
    const { plan, today } = await proPlan()
    await act(plan.id, today.id, 'START')
    await clockTo(app, at(20))
    const stopped = await act(plan.id, today.id, 'STOP')
    expect(stopped).toMatchObject({ status: 'PLANNED', focusedMinutes: 20 })
    expect(stopped.focus?.endedAt).toBe(at(20))
    expect(await act(plan.id, today.id, 'STOP')).toEqual(stopped)
    expect((await focus(PRO, plan.id, today.id, 'PAUSE')).json()).toEqual(
      envelope(422, PLANNER_TEXT.focusNotStarted),
    )

    await clockTo(app, at(30))
    const again = await act(plan.id, today.id, 'START')
    expect(again.focus).toEqual({ startedAt: at(30), pauses: [], endedAt: null })
    await act(plan.id, today.id, 'PAUSE')
    // Stopped while paused: the pause ends there. 20 + 25 = 45, the block's length.
    await clockTo(app, at(70))
    const capped = await act(plan.id, today.id, 'STOP')
    expect(capped.focusedMinutes).toBe(20)
    expect(capped.focus?.pauses).toEqual([{ from: at(30), to: at(70) }])
    await act(plan.id, today.id, 'START')
    await clockTo(app, at(115))
    expect(await act(plan.id, today.id, 'DONE')).toMatchObject({
      status: 'DONE',
      focusedMinutes: 45,
    })
    expect(doneEvents()).toHaveLength(1)
    expect(app.store.activity.forUser(PERSONA_IDS.pro).at(-1)?.payload).toMatchObject({
      focusedMinutes: 45,
      plannedMinutes: 45,
    })
  })

  it('follows the Pomodoro settings: a 15-minute session counts 15, not 25', async () => {
    const { plan, today } = await proPlan()
    const settings = await call(app, PRO, {
      method: 'PUT',
      url: '/api/saas/user/settings',
      payload: { learningPlanner: { sessionMinutes: 15 } },
    })
    expect(settings.statusCode).toBe(200)
    await act(plan.id, today.id, 'START')
    // 15 focused, then the 5-minute break.
    await clockTo(app, at(20))
    expect(await act(plan.id, today.id, 'DONE')).toMatchObject({ focusedMinutes: 15 })
  })

  it('refuses "Gotowe" before the block\'s day and leaves it as it was', async () => {
    const { plan, friday } = await proPlan()
    await act(plan.id, friday.id, 'START')
    const before = await getPlan(app, PRO, plan.id)
    expect((await focus(PRO, plan.id, friday.id, 'DONE')).json()).toEqual(
      envelope(422, PLANNER_TEXT.doneBeforeItsDay),
    )
    expect(await getPlan(app, PRO, plan.id)).toEqual(before)
    expect(doneEvents()).toEqual([])
  })

  it("answers 404 for another user's plan, a block of another plan and an unknown one", async () => {
    const [seeded] = await listPlans(app, UCZEN)
    const theirs = await getPlan(app, UCZEN, seeded!.id)
    const theirBlock = theirs.blocks.find((b) => b.status === 'PLANNED')!
    const { plan, today } = await proPlan()
    const other = await createPlan(app, PRO, planInput('2025-11-05', { name: 'Drugi plan' }))
    const notFound = envelope(404, PLANNER_TEXT.planNotFound)
    for (const [planId, blockId] of [
      [theirs.id, theirBlock.id],
      [plan.id, theirBlock.id],
      [plan.id, other.blocks.at(-1)!.id],
      [UNKNOWN_ID, today.id],
      [plan.id, UNKNOWN_ID],
    ] as const)
      expect((await focus(PRO, planId, blockId, 'START')).json()).toEqual(notFound)
    expect(await getPlan(app, UCZEN, theirs.id)).toEqual(theirs)
  })

  it('refuses a made-up action or minutes sent by the client with 400', async () => {
    const { plan, today } = await proPlan()
    const res = await pl(
      app,
      PRO,
      'POST',
      `/plans/${plan.id}/blocks/${today.id}/focus`,
      { action: 'DONE', focusedMinutes: 45 },
      { 'idempotency-key': newKey() },
    )
    expect(res.statusCode).toBe(400)
    expect((await focus(PRO, plan.id, today.id, 'SKIP')).statusCode).toBe(400)
  })
})
