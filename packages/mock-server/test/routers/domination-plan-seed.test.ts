import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { goalProgress } from '@app/domain/planner/domination-progress'
import { missedWeeks } from '@app/domain/planner/check-in-window'
import { seedDominationPlan } from '../../src/store/seed/domination-plan'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { call, resetApp, setClock } from '../helper'
import {
  NOW,
  PRO,
  UCZEN,
  checkInEvents,
  getPlan,
  listCheckIns,
  useDominationApp,
} from './domination-plan-helper'

let app: FastifyInstance
useDominationApp((built) => (app = built))

const SUNDAY_18 = { checkInWeekday: 'SUN', checkInTime: '18:00' } as const

describe("uczen's seeded domination plan (NOW: Wednesday of 2025-W42, the school year's 1st quarter)", () => {
  it('has a vision and the three goals, each with quarterly milestones, some done', async () => {
    const plan = await getPlan(app, UCZEN)
    expect(plan.version).toBe(5)
    expect(plan.vision.length).toBeGreaterThan(20)
    expect(plan.goals.map((goal) => goal.title)).toEqual([
      'Średnia 4,5 na koniec roku',
      'Zdać FCE',
      'Biegać 3 razy w tygodniu',
    ])
    for (const goal of plan.goals)
      expect(new Set(goal.milestones.map((m) => m.quarter))).toEqual(new Set([1, 2, 3, 4]))
    expect(plan.goals.map((goal) => goalProgress(goal).label)).toEqual([
      '1 z 5 kamieni milowych',
      '1 z 4 kamieni milowych',
      '1 z 4 kamieni milowych',
    ])
  })

  it("has this week's and the past four weeks' actions, ticked by their check-ins", async () => {
    const { actions } = await getPlan(app, UCZEN)
    const weeks = ['2025-W38', '2025-W39', '2025-W40', '2025-W41', '2025-W42']
    expect([...new Set(actions.map((action) => action.weekKey))]).toEqual(weeks)
    const inWeek = (week: string) => actions.filter((a) => a.weekKey === week)
    expect(weeks.map((week) => inWeek(week).length)).toEqual([4, 4, 4, 4, 4])
    expect(weeks.map((week) => inWeek(week).filter((a) => a.done).length)).toEqual([3, 0, 2, 3, 0])
    expect(actions.every((a) => a.title.length > 0)).toBe(true)
  })

  it('has 3 check-ins over the last 4 weeks, one week missed, the latest first', async () => {
    const { items, current } = await listCheckIns(app, UCZEN)
    expect(items.map((c) => [c.weekKey, c.late, c.actionsDone, c.actionsTotal, c.rating])).toEqual([
      ['2025-W41', false, 3, 4, 5],
      ['2025-W40', true, 2, 4, 3],
      ['2025-W38', false, 3, 4, 4],
    ])
    expect(items.map((c) => c.createdAt)).toEqual([
      '2025-10-12T17:45:00.000Z', // Sunday 19:45
      '2025-10-07T16:25:00.000Z', // Tuesday of the next week, 18:25 (late)
      '2025-09-21T17:10:00.000Z', // Sunday 19:10
    ])
    const weeks = items.map((c) => c.weekKey)
    expect(missedWeeks('2025-W38', new Date(NOW), SUNDAY_18, weeks)).toEqual(['2025-W39'])
    expect(current).toMatchObject({ weekKey: '2025-W42', state: 'UPCOMING', checkInId: null })
  })

  it('has the check-ins’ events in the activity log, at the same instants', async () => {
    const { items } = await listCheckIns(app, UCZEN)
    const events = checkInEvents(app, 'uczen')
    expect(events.map((e) => [e.occurredAt, e.payload])).toEqual(
      [...items].reverse().map((c) => [
        c.createdAt,
        {
          weekKey: c.weekKey,
          rating: c.rating,
          actionsDone: c.actionsDone,
          actionsTotal: c.actionsTotal,
        },
      ]),
    )
    const res = await call(app, UCZEN, {
      method: 'GET',
      url: '/api/saas/activity',
      query: { from: '2025-09-01', to: '2025-10-15', types: 'domination_check_in' },
    })
    expect(res.json().items.map((e: { id: string }) => e.id)).toEqual(
      [...events].reverse().map((e) => e.id),
    )
  })

  it('is laid out from the clock on first use after a reset, the same for the same instant', async () => {
    const first = await listCheckIns(app, UCZEN)
    const events = checkInEvents(app, 'uczen')
    await resetApp(app)
    await setClock(app, NOW)
    expect(await listCheckIns(app, UCZEN)).toEqual(first)
    expect(checkInEvents(app, 'uczen')).toEqual(events)

    await resetApp(app)
    await setClock(app, '2026-03-04T10:00:00.000Z')
    const later = await listCheckIns(app, UCZEN)
    expect(later.items.map((c) => c.weekKey)).toEqual(['2026-W09', '2026-W08', '2026-W06'])
    expect((await getPlan(app, UCZEN)).goals[0]!.milestones.filter((m) => m.done)).toHaveLength(4)
    expect(seedDominationPlan(new Date('2026-03-04T10:00:00.000Z')).plans).toHaveLength(1)
  })

  it('leaves pro without a plan (version 0) and without check-ins', async () => {
    expect(await getPlan(app, PRO)).toMatchObject({ version: 0, goals: [], updatedAt: null })
    expect((await listCheckIns(app, PRO)).items).toEqual([])
    expect(checkInEvents(app, 'pro')).toEqual([])
    expect(app.store.dominationPlan.plan(PERSONA_IDS.pro)).toBeUndefined()
  })
})
