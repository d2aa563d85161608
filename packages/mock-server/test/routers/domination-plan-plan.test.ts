import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { DOMINATION_PLAN_TEXT, DominationPlanSchema } from '@app/contract/domination-plan'
import {
  NOW,
  PRO,
  dp,
  envelope,
  getPlan,
  samplePlan,
  savePlan,
  useDominationApp,
} from './domination-plan-helper'
import { authHeader, tokenFor } from '../helper'

let app: FastifyInstance
useDominationApp((built) => (app = built))

describe('GET /api/saas/domination-plan', () => {
  it('answers version 0 and an empty plan before the first save', async () => {
    expect(await getPlan(app, PRO)).toEqual({
      version: 0,
      vision: '',
      goals: [],
      actions: [],
      updatedAt: null,
    })
  })
})

describe('PUT /api/saas/domination-plan', () => {
  it('replaces the whole plan, one version more, and GET answers it', async () => {
    const saved = await savePlan(app)
    expect(saved).toEqual({ ...samplePlan(1), updatedAt: NOW })
    expect(DominationPlanSchema.parse(saved)).toEqual(saved)
    expect(await getPlan(app, PRO)).toEqual(saved)

    const next = { ...samplePlan(1), vision: 'Nowa wizja', actions: [] }
    const res = await dp(app, PRO, 'PUT', '', next)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ version: 2, vision: 'Nowa wizja', actions: [] })
    expect((await getPlan(app, PRO)).goals).toEqual(samplePlan().goals)
  })

  it('refuses a stale version with 409 and keeps the plan as it was', async () => {
    const saved = await savePlan(app)
    const stale = await dp(app, PRO, 'PUT', '', { ...samplePlan(0), vision: 'Z innej karty' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual(envelope(409, DOMINATION_PLAN_TEXT.staleVersion))
    const ahead = await dp(app, PRO, 'PUT', '', samplePlan(7))
    expect(ahead.json()).toEqual(envelope(409, DOMINATION_PLAN_TEXT.staleVersion))
    expect(await getPlan(app, PRO)).toEqual(saved)
  })

  it('trims the texts as the contract does', async () => {
    const plan = samplePlan()
    const goal = { ...plan.goals[0]!, title: '  Zdać FCE  ' }
    const res = await dp(app, PRO, 'PUT', '', { ...plan, vision: ' Wizja ', goals: [goal] })
    expect(res.json()).toMatchObject({ vision: 'Wizja', goals: [{ title: 'Zdać FCE' }] })
  })

  it.each([
    [
      'an action under no milestone of the plan',
      { actions: [{ ...samplePlan().actions[0]!, milestoneId: 'm9' }] },
      `actions.0.milestoneId — ${DOMINATION_PLAN_TEXT.unknownMilestone}`,
    ],
    [
      'a fifth quarter',
      {
        goals: [
          {
            ...samplePlan().goals[0]!,
            milestones: [{ id: 'm1', quarter: 5, title: 'Q', done: false }],
          },
        ],
        actions: [],
      },
      `goals.0.milestones.0.quarter — ${DOMINATION_PLAN_TEXT.quarter}`,
    ],
    ['no version', { version: undefined }, 'version — Pole jest wymagane'],
    ['a field of the answer', { updatedAt: NOW }, 'updatedAt — Nieznane pole'],
  ])('refuses %s with 400 in the envelope', async (_what, change, field) => {
    const res = await dp(app, PRO, 'PUT', '', { ...samplePlan(), ...change })
    expect(res.json()).toEqual(envelope(400, `Nieprawidłowe dane: ${field}`))
    expect((await getPlan(app, PRO)).version).toBe(0)
  })

  it('refuses a body that is not a plan (a list, no JSON) with 400, never 500', async () => {
    const headers = { ...authHeader(await tokenFor(app, PRO)), 'content-type': 'application/json' }
    for (const payload of ['["plan"]', '{"version": 0,']) {
      const url = '/api/saas/domination-plan'
      const res = await app.inject({ method: 'PUT', url, headers, payload })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ httpsStatus: 400 })
    }
  })
})
