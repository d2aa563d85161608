import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PLANNER_TEXT, type Plan } from '@app/contract/planner'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { tokenFor } from '../helper'
import {
  PRO,
  clockTo,
  createPlan,
  envelope,
  getPlan,
  listPlans,
  newKey,
  pl,
  planInput,
  postPlan,
  usePlannerApp,
} from './planner-helper'

let app: FastifyInstance
usePlannerApp((built) => (app = built))

const warsawDay = (iso: string) => toWarsawDateKey(Date.parse(iso))

describe('a plan made, read and listed', () => {
  it('is made from the inputs by the domain: blocks from now, inside the windows, by start', async () => {
    const plan = await createPlan(app, PRO)
    expect(plan).toMatchObject({ version: 1, input: planInput(), archived: false, unplaced: [] })
    expect(plan.blocks.length).toBeGreaterThan(3)
    expect(plan.blocks.every((b) => b.status === 'PLANNED' && b.version === 1)).toBe(true)
    expect(plan.blocks[0]!.startsAt >= '2025-10-15T10:00:00.000Z').toBe(true)
    const starts = plan.blocks.map((b) => b.startsAt)
    expect(starts).toEqual([...starts].sort())
    expect(plan.blocks.some((b) => b.kind === 'MOCK_EXAM')).toBe(true)
    // Nothing on the exam's day, nor at the weekend (no windows).
    expect(plan.blocks.some((b) => warsawDay(b.startsAt) >= '2025-10-29')).toBe(false)
    expect(await getPlan(app, PRO, plan.id)).toEqual(plan)
  })

  it('lists it with the next exam, this week done of all and the next block', async () => {
    const plan = await createPlan(app, PRO)
    const thisWeek = plan.blocks.filter((b) => warsawDay(b.startsAt) <= '2025-10-19')
    expect(await listPlans(app, PRO)).toEqual([
      {
        id: plan.id,
        name: 'Sprawdzian z matematyki',
        version: 1,
        archived: false,
        archivedAt: null,
        createdAt: '2025-10-15T10:00:00.000Z',
        nextDeadline: {
          subject: 'matematyka',
          kind: 'EXAM',
          date: '2025-10-29',
          title: 'Funkcja kwadratowa',
        },
        week: { done: 0, total: thisWeek.length },
        nextBlock: plan.blocks[0],
        unplacedCount: 0,
      },
    ])
  })

  it('answers the same plan to the same key (200), 409 to the key with other inputs', async () => {
    const key = newKey()
    const first = await postPlan(app, PRO, planInput(), key)
    expect(first.statusCode).toBe(201)
    const again = await postPlan(app, PRO, planInput(), key)
    expect([again.statusCode, again.json()]).toEqual([200, first.json()])
    const other = await postPlan(app, PRO, planInput('2025-10-30'), key)
    expect(other.json()).toEqual(envelope(409, PLANNER_TEXT.idempotencyConflict))
    expect(await listPlans(app, PRO)).toHaveLength(1)
  })
})

describe('bad inputs (400 in the envelope, never 5xx)', () => {
  it.each([
    [
      'a day that does not exist',
      planInput('2025-02-30'),
      'Nieprawidłowe dane: subjects.0.deadline.date — Nieprawidłowa data: 2025-02-30.',
    ],
    ['an exam in the past', planInput('2025-10-14'), PLANNER_TEXT.examInPast],
    ['an exam more than 12 months ahead', planInput('2026-10-16'), PLANNER_TEXT.tooFarAhead],
    [
      'a window ending before it starts',
      planInput(undefined, {
        windows: { ...planInput().windows, MON: [{ start: '18:00', end: '16:00' }] },
      }),
      `Nieprawidłowe dane: windows.MON.0.end — ${PLANNER_TEXT.endAfterStart}`,
    ],
    [
      'overlapping windows',
      planInput(undefined, {
        windows: {
          ...planInput().windows,
          MON: [
            { start: '16:00', end: '18:00' },
            { start: '17:00', end: '19:00' },
          ],
        },
      }),
      'Nieprawidłowe dane: windows.MON — W poniedziałek dostępny czas przekracza 24 godziny.',
    ],
    [
      'no window in the week',
      planInput(undefined, {
        windows: { MON: [], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] },
      }),
      `Nieprawidłowe dane: windows — ${PLANNER_TEXT.noStudyDay}`,
    ],
    [
      'a name of 81 characters',
      planInput(undefined, { name: 'x'.repeat(81) }),
      `Nieprawidłowe dane: name — ${PLANNER_TEXT.planName}`,
    ],
  ])('refuses %s', async (_name, input, message) => {
    const res = await postPlan(app, PRO, input)
    expect(res.json()).toEqual(envelope(400, message))
    expect(await listPlans(app, PRO)).toEqual([])
  })

  it('refuses malformed JSON, a list and a missing key with 400', async () => {
    const authorization = `Bearer ${await tokenFor(app, PRO)}`
    for (const payload of ['{"name":', '[]', 'null', '"plan"']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/saas/planner/plans',
        headers: { authorization, 'content-type': 'application/json', 'idempotency-key': newKey() },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
      expect(res.json().httpsStatus, payload).toBe(400)
    }
    const noKey = await pl(app, PRO, 'POST', '/plans', planInput())
    expect(noKey.statusCode).toBe(400)
  })
})

describe('a plan changed', () => {
  it('takes new inputs for the version read, 409 for a stale one; past blocks stay', async () => {
    const plan = await createPlan(app, PRO)
    // Thursday 18:00 Warsaw: the blocks before it stay as they were.
    await clockTo(app, '2025-10-16T16:00:00.000Z')
    const past = plan.blocks.filter((b) => b.startsAt < '2025-10-16T16:00:00.000Z')
    expect(past.length).toBeGreaterThan(0)
    const put = (version: number, date: string) =>
      pl(app, PRO, 'PUT', `/plans/${plan.id}`, { ...planInput(date), version })
    const res = await put(plan.version, '2025-10-31')
    expect(res.statusCode).toBe(200)
    const updated = res.json() as Plan
    expect(updated.version).toBe(2)
    expect(updated.input.subjects[0]!.deadline.date).toBe('2025-10-31')
    expect(updated.blocks.slice(0, past.length)).toEqual(past)
    const later = updated.blocks.slice(past.length)
    expect(later.every((b) => b.startsAt >= '2025-10-16T16:00:00.000Z')).toBe(true)
    expect(later.some((b) => warsawDay(b.startsAt) === '2025-10-29')).toBe(true)
    const stale = await put(plan.version, '2025-11-03')
    expect(stale.json()).toEqual(envelope(409, PLANNER_TEXT.staleVersion))
    expect((await getPlan(app, PRO, plan.id)).version).toBe(2)
  })

  it('archives, restores and deletes; an 11th active plan is 409', async () => {
    const plans: Plan[] = []
    for (let i = 0; i < 10; i++) plans.push(await createPlan(app, PRO))
    const eleventh = await postPlan(app, PRO, planInput())
    expect(eleventh.json()).toEqual(envelope(409, PLANNER_TEXT.tooManyActivePlans))

    const first = plans[0]!
    const archived = await pl(app, PRO, 'POST', `/plans/${first.id}/archive`)
    expect(archived.json()).toMatchObject({
      archived: true,
      archivedAt: '2025-10-15T10:00:00.000Z',
    })
    expect((await postPlan(app, PRO, planInput())).statusCode).toBe(201)
    const restore = await pl(app, PRO, 'POST', `/plans/${first.id}/restore`)
    expect(restore.json()).toEqual(envelope(409, PLANNER_TEXT.tooManyActivePlans))
    const list = await listPlans(app, PRO)
    expect(list.map((p) => p.archived)).toEqual([...Array(10).fill(false), true])

    const deleted = await pl(app, PRO, 'DELETE', `/plans/${plans[1]!.id}`)
    expect(deleted.statusCode).toBe(204)
    const restored = await pl(app, PRO, 'POST', `/plans/${first.id}/restore`)
    expect(restored.json()).toMatchObject({ archived: false, archivedAt: null })
    expect(await listPlans(app, PRO)).toHaveLength(10)
    const gone = await pl(app, PRO, 'GET', `/plans/${plans[1]!.id}`)
    expect(gone.json()).toEqual(envelope(404, PLANNER_TEXT.planNotFound))
  })
})
