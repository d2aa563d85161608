import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ActivityEventSchema } from '@app/contract/activity'
import type { Plan } from '@app/contract/planner'
import { blocksToSettle } from '@app/domain/planner/plan-summary'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { resetApp } from '../helper'
import { NOW, PRO, UCZEN, getPlan, listPlans, usePlannerApp } from './planner-helper'

let app: FastifyInstance
usePlannerApp((built) => (app = built))

const minutes = (b: { startsAt: string; endsAt: string }) =>
  (Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 60_000

async function seededPlan(): Promise<Plan> {
  const [summary] = await listPlans(app, UCZEN)
  return getPlan(app, UCZEN, summary!.id)
}

describe("uczen's seeded plan 'Semestr zimowy'", () => {
  it('has the issue’s subjects, dates and windows, laid out from the clock', async () => {
    const list = await listPlans(app, UCZEN)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      name: 'Semestr zimowy',
      archived: false,
      nextDeadline: {
        subject: 'matematyka',
        kind: 'EXAM',
        date: '2025-10-24',
        title: 'Funkcja kwadratowa',
      },
    })
    const plan = await seededPlan()
    expect(
      plan.input.subjects.map((s) => [s.subject, s.difficulty === 'HARD', s.deadline]),
    ).toEqual([
      ['matematyka', true, { kind: 'EXAM', date: '2025-10-24', title: 'Funkcja kwadratowa' }],
      ['biologia', false, { kind: 'EXAM', date: '2025-10-31', title: 'Genetyka' }],
      ['historia', false, { kind: 'EXAM', date: '2025-11-07', title: 'Polska Piastów' }],
      ['jezyk-angielski', false, { kind: 'GOAL', date: '2026-02-15', title: 'FCE' }],
    ])
    const weekday = [{ start: '16:00', end: '19:30' }]
    expect(plan.input.windows).toEqual({
      MON: weekday,
      TUE: weekday,
      WED: weekday,
      THU: weekday,
      FRI: weekday,
      SAT: [{ start: '10:00', end: '13:00' }],
      SUN: [],
    })
    expect(toWarsawDateKey(Date.parse(plan.createdAt))).toBe('2025-09-24')
  })

  it('has 3 weeks of history: about 30 done, 3 missed and re-flowed, 2 to settle', async () => {
    const plan = await seededPlan()
    const now = Date.parse(NOW)
    const done = plan.blocks.filter((b) => b.status === 'DONE')
    expect(done.length).toBeGreaterThanOrEqual(27)
    expect(done.length).toBeLessThanOrEqual(35)
    expect(done.every((b) => Date.parse(b.endsAt) <= now)).toBe(true)
    expect(done.every((b) => b.focusedMinutes <= minutes(b))).toBe(true)
    expect(blocksToSettle(plan.blocks, now)).toHaveLength(2)
    expect(plan.blocks.filter((b) => b.status === 'MISSED')).toEqual([])

    const record = app.store.planner.plans(PERSONA_IDS.uczen)[0]!
    const reflowed = record.blocks.filter((b) => b.reflowedFrom !== null)
    expect(reflowed).toHaveLength(3)
    for (const block of reflowed) {
      expect(block).toMatchObject({ status: 'PLANNED', version: 3 })
      expect(Date.parse(block.startsAt)).toBeGreaterThanOrEqual(now)
      expect(Date.parse(block.reflowedFrom!)).toBeLessThan(now)
    }
    // Nothing overlaps.
    const spans = plan.blocks.map((b) => [Date.parse(b.startsAt), Date.parse(b.endsAt)])
    for (let i = 1; i < spans.length; i++)
      expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]!)
  })

  it('has its done blocks in the activity log, one planner_block_done each', async () => {
    const plan = await seededPlan()
    const done = plan.blocks.filter((b) => b.status === 'DONE')
    const events = app.store.activity
      .forUser(PERSONA_IDS.uczen)
      .filter((e) => e.type === 'planner_block_done')
    expect(events.map((e) => e.payload)).toEqual(
      done.map((b) => ({
        planId: plan.id,
        blockId: b.id,
        subject: b.subject,
        kind: b.kind,
        plannedMinutes: minutes(b),
        focusedMinutes: b.focusedMinutes,
      })),
    )
    for (const [i, event] of events.entries()) {
      expect(ActivityEventSchema.safeParse(event).success).toBe(true)
      expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(Date.parse(done[i]!.endsAt))
    }
  })

  it('is the same after a reset at the same instant; pro has no plan', async () => {
    const before = await seededPlan()
    const events = app.store.activity.forUser(PERSONA_IDS.uczen)
    await resetApp(app)
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { now: NOW } })
    expect(await seededPlan()).toEqual(before)
    expect(app.store.activity.forUser(PERSONA_IDS.uczen)).toEqual(events)
    expect(await listPlans(app, PRO)).toEqual([])
  })
})
