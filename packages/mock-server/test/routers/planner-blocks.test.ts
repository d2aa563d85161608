import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PLANNER_TEXT, type Block, type Plan } from '@app/contract/planner'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import {
  PRO,
  changeBlocks,
  clockTo,
  createPlan,
  envelope,
  getPlan,
  newKey,
  patchBlocks,
  pl,
  usePlannerApp,
} from './planner-helper'

let app: FastifyInstance
usePlannerApp((built) => (app = built))

/** pro's plan made at NOW (Wednesday 15 October 2025, 12:00 Warsaw): its first blocks. */
async function proPlan() {
  const plan = await createPlan(app, PRO)
  const [today, friday, mondayReview] = plan.blocks as [Block, Block, Block]
  // Wednesday 16:00–16:45 and Friday 16:00–16:45 learning, Monday 16:00–16:15 a review.
  expect([today.startsAt, friday.startsAt, mondayReview.startsAt]).toEqual([
    '2025-10-15T14:00:00.000Z',
    '2025-10-17T14:00:00.000Z',
    '2025-10-20T14:00:00.000Z',
  ])
  return { plan, today, friday, mondayReview }
}

const plannerEvents = () =>
  app.store.activity
    .forUser(PERSONA_IDS.pro)
    .filter((e) => e.type === 'planner_block_done' || e.type === 'planner_block_undone')

describe('a batch of block changes', () => {
  it('is all or nothing: one bad change leaves every block and the log as they were', async () => {
    const { plan, today, friday } = await proPlan()
    const res = await patchBlocks(app, PRO, plan.id, [
      { blockId: today.id, version: 1, status: 'DONE', focusedMinutes: 40 },
      { blockId: friday.id, version: 1, status: 'DONE' },
    ])
    expect(res.json()).toEqual(envelope(422, PLANNER_TEXT.doneBeforeItsDay))
    expect(await getPlan(app, PRO, plan.id)).toEqual(plan)
    expect(plannerEvents()).toEqual([])
  })

  it('answers a replayed key with the first answer and records one done event', async () => {
    const { plan, today } = await proPlan()
    const key = newKey()
    const change = [{ blockId: today.id, version: 1, status: 'DONE', focusedMinutes: 50 }]
    const first = await patchBlocks(app, PRO, plan.id, change, key)
    expect(first.statusCode).toBe(200)
    const done = { ...today, status: 'DONE', version: 2, focusedMinutes: 45 }
    expect(first.json()).toEqual({ planVersion: 2, blocks: [done], reflowed: [], unplaced: [] })
    const again = await patchBlocks(app, PRO, plan.id, change, key)
    expect([again.statusCode, again.json()]).toEqual([200, first.json()])
    const other = await patchBlocks(app, PRO, plan.id, [{ ...change[0], focusedMinutes: 5 }], key)
    expect(other.json()).toEqual(envelope(409, PLANNER_TEXT.idempotencyConflict))

    const events = plannerEvents()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      type: 'planner_block_done',
      occurredAt: '2025-10-15T10:00:00.000Z',
      payload: {
        planId: plan.id,
        blockId: today.id,
        subject: 'matematyka',
        kind: 'LEARN',
        plannedMinutes: 45,
        focusedMinutes: 45,
      },
    })
    expect((await getPlan(app, PRO, plan.id)).version).toBe(2)
  })

  it('refuses a stale block version with 409', async () => {
    const { plan, today } = await proPlan()
    await changeBlocks(app, PRO, plan.id, [{ blockId: today.id, version: 1, focusedMinutes: 5 }])
    const stale = await patchBlocks(app, PRO, plan.id, [
      { blockId: today.id, version: 1, status: 'DONE' },
    ])
    expect(stale.json()).toEqual(envelope(409, PLANNER_TEXT.staleVersion))
  })

  it.each([
    ['a move into the past', { startsAt: '2025-10-15T09:55:00.000Z' }, PLANNER_TEXT.movedIntoPast],
    ['done before its day', { status: 'DONE' }, PLANNER_TEXT.doneBeforeItsDay],
    [
      'a move onto a review',
      { startsAt: '2025-10-20T16:10:00+02:00' },
      'W tym czasie masz już: Matematyka — powtórka, 16:00–16:15.',
    ],
  ])('refuses %s with 422', async (_name, change, message) => {
    const { plan, friday } = await proPlan()
    const res = await patchBlocks(app, PRO, plan.id, [
      { blockId: friday.id, version: 1, ...change },
    ])
    expect(res.json()).toEqual(envelope(422, message))
  })

  it('names the block in the way: subject, kind and its Warsaw times', async () => {
    const { plan, friday } = await proPlan()
    const headers = { 'idempotency-key': newKey() }
    const biology = {
      subject: 'biologia',
      topic: 'Genetyka',
      kind: 'REVIEW',
      startsAt: '2025-10-21T16:00:00+02:00',
      durationMinutes: 45,
    }
    const made = await pl(app, PRO, 'POST', `/plans/${plan.id}/blocks`, biology, headers)
    expect(made.statusCode).toBe(201)
    const res = await patchBlocks(app, PRO, plan.id, [
      { blockId: friday.id, version: 1, startsAt: '2025-10-21T14:30:00.000Z' },
    ])
    expect(res.json()).toEqual(
      envelope(422, 'W tym czasie masz już: Biologia — powtórka, 16:00–16:45.'),
    )
  })
})

describe('a missed block', () => {
  it('re-flows to the nearest free slot, and Cofnij puts it back', async () => {
    const { plan, today } = await proPlan()
    // 17:00 Warsaw: today's 16:00 block is over.
    await clockTo(app, '2025-10-15T15:00:00.000Z')
    const missed = await changeBlocks(app, PRO, plan.id, [
      { blockId: today.id, version: 1, status: 'MISSED' },
    ])
    const moved = {
      ...today,
      status: 'PLANNED',
      version: 2,
      startsAt: '2025-10-15T15:00:00.000Z',
      endsAt: '2025-10-15T15:45:00.000Z',
    }
    expect(missed).toEqual({
      planVersion: 2,
      blocks: [moved],
      reflowed: [
        { blockId: today.id, from: '2025-10-15T14:00:00.000Z', to: '2025-10-15T15:00:00.000Z' },
      ],
      unplaced: [],
    })
    const back = await changeBlocks(app, PRO, plan.id, [
      { blockId: today.id, version: 2, status: 'PLANNED', startsAt: today.startsAt },
    ])
    expect(back.blocks).toEqual([{ ...today, version: 3 }])
    // Once back, it is a past block like any other.
    const again = await patchBlocks(app, PRO, plan.id, [
      { blockId: today.id, version: 3, startsAt: '2025-10-15T15:00:00.000Z' },
    ])
    expect(again.statusCode).toBe(200)
    const past = await patchBlocks(app, PRO, plan.id, [
      { blockId: today.id, version: 4, startsAt: today.startsAt },
    ])
    expect(past.json()).toEqual(envelope(422, PLANNER_TEXT.movedIntoPast))
  })

  it('taken back from done records planner_block_undone, done again a new done', async () => {
    const { plan, today } = await proPlan()
    const id = { planId: plan.id, blockId: today.id }
    await changeBlocks(app, PRO, plan.id, [{ blockId: today.id, version: 1, status: 'DONE' }])
    await changeBlocks(app, PRO, plan.id, [{ blockId: today.id, version: 2, status: 'PLANNED' }])
    await changeBlocks(app, PRO, plan.id, [{ blockId: today.id, version: 3, status: 'DONE' }])
    expect(plannerEvents().map((e) => [e.type, e.payload])).toEqual([
      [
        'planner_block_done',
        { ...id, subject: 'matematyka', kind: 'LEARN', plannedMinutes: 45, focusedMinutes: 0 },
      ],
      ['planner_block_undone', id],
      [
        'planner_block_done',
        { ...id, subject: 'matematyka', kind: 'LEARN', plannedMinutes: 45, focusedMinutes: 0 },
      ],
    ])
  })
})

describe('blocks added and removed', () => {
  it('adds a block once per key, refuses one in the past or over another', async () => {
    const { plan } = await proPlan()
    const body = {
      subject: 'fizyka',
      topic: 'Dynamika',
      kind: 'LEARN',
      startsAt: '2025-10-18T10:00:00+02:00',
      durationMinutes: 60,
    }
    const key = { 'idempotency-key': newKey() }
    const made = await pl(app, PRO, 'POST', `/plans/${plan.id}/blocks`, body, key)
    expect(made.statusCode).toBe(201)
    expect(made.json()).toMatchObject({
      subject: 'fizyka',
      status: 'PLANNED',
      version: 1,
      startsAt: '2025-10-18T08:00:00.000Z',
      endsAt: '2025-10-18T09:00:00.000Z',
    })
    const again = await pl(app, PRO, 'POST', `/plans/${plan.id}/blocks`, body, key)
    expect([again.statusCode, again.json()]).toEqual([200, made.json()])
    const other = await pl(
      app,
      PRO,
      'POST',
      `/plans/${plan.id}/blocks`,
      { ...body, topic: 'Inne' },
      key,
    )
    expect(other.json()).toEqual(envelope(422, PLANNER_TEXT.idempotencyConflict))
    const over = await pl(app, PRO, 'POST', `/plans/${plan.id}/blocks`, body, {
      'idempotency-key': newKey(),
    })
    expect(over.json()).toEqual(
      envelope(422, 'W tym czasie masz już: Fizyka — nauka, 10:00–11:00.'),
    )
    const past = await pl(
      app,
      PRO,
      'POST',
      `/plans/${plan.id}/blocks`,
      { ...body, startsAt: '2025-10-15T09:00:00.000Z' },
      { 'idempotency-key': newKey() },
    )
    expect(past.json()).toEqual(envelope(422, PLANNER_TEXT.addedInPast))
    expect((await getPlan(app, PRO, plan.id)).blocks).toHaveLength(plan.blocks.length + 1)
  })

  it('removes a block; it is then unknown', async () => {
    const { plan, friday } = await proPlan()
    expect((await pl(app, PRO, 'DELETE', `/plans/${plan.id}/blocks/${friday.id}`)).statusCode).toBe(
      204,
    )
    const after = await getPlan(app, PRO, plan.id)
    expect(after.blocks.map((b) => b.id)).not.toContain(friday.id)
    const again = await pl(app, PRO, 'DELETE', `/plans/${plan.id}/blocks/${friday.id}`)
    expect(again.json()).toEqual(envelope(404, PLANNER_TEXT.planNotFound))
  })

  it('re-flows on request: nothing missed, nothing moved', async () => {
    const { plan } = await proPlan()
    const res = await pl(app, PRO, 'POST', `/plans/${plan.id}/reflow`)
    expect(res.json()).toEqual({ planVersion: 2, blocks: [], reflowed: [], unplaced: [] })
    expect((await getPlan(app, PRO, plan.id)).version).toBe(2)
  })
})

describe('a plan that cannot hold a missed block', () => {
  it('keeps it missed and names it in unplaced', async () => {
    const plan: Plan = await createPlan(app, PRO)
    const mock = plan.blocks.find((b) => b.kind === 'MOCK_EXAM')!
    // The day before the exam, 19:00 Warsaw: no 90 minutes are left before the exam's day.
    await clockTo(app, '2025-10-28T18:00:00.000Z')
    const res = await changeBlocks(app, PRO, plan.id, [
      { blockId: mock.id, version: 1, status: 'MISSED' },
    ])
    expect(res.reflowed).toEqual([])
    expect(res.blocks).toEqual([{ ...mock, status: 'MISSED', version: 2 }])
    expect(res.unplaced).toEqual([
      {
        subject: 'matematyka',
        topic: 'Funkcja kwadratowa',
        kind: 'MOCK_EXAM',
        minutes: 90,
        blockId: mock.id,
        message: 'Nie mieści się przed sprawdzianem: brakuje ok. 1,5 godz.',
      },
    ])
    expect((await getPlan(app, PRO, plan.id)).unplaced).toEqual(res.unplaced)
  })
})
