import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PLANNER_TEXT } from '@app/contract/planner'
import { AccountExportSchema } from '@app/contract/user/account'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { call } from '../helper'
import {
  NOW,
  PRO,
  UCZEN,
  bare,
  createPlan,
  envelope,
  getPlan,
  listPlans,
  pl,
  usePlannerApp,
} from './planner-helper'

let app: FastifyInstance
usePlannerApp((built) => (app = built))

describe("the account's plans", () => {
  it('are in the export with their blocks; a feed without its token', async () => {
    const plan = await createPlan(app, PRO)
    const { url } = (await pl(app, PRO, 'POST', `/plans/${plan.id}/feed`)).json() as { url: string }
    const res = await call(app, PRO, { method: 'GET', url: '/api/saas/user/export' })
    const { planner } = AccountExportSchema.parse(res.json())
    expect(planner).toEqual({
      plans: [await getPlan(app, PRO, plan.id)],
      feeds: [{ planId: plan.id, createdAt: NOW }],
    })
    const token = new URL(url).pathname.split('/').at(-1)!.replace('.ics', '')
    expect(res.body).not.toContain(token)
  })

  it('go with the deleted account, its feed too, and nobody else’s', async () => {
    const [seeded] = await listPlans(app, UCZEN)
    const { url } = (await pl(app, UCZEN, 'POST', `/plans/${seeded!.id}/feed`)).json() as {
      url: string
    }
    const proPlan = await createPlan(app, PRO)
    const res = await call(app, UCZEN, {
      method: 'POST',
      url: '/api/saas/user/delete-account',
      payload: { password: DEMO_PASSWORD },
    })
    expect(res.statusCode).toBe(204)
    expect(app.store.planner.everythingOf(PERSONA_IDS.uczen)).toEqual({ plans: [], feeds: [] })
    expect((await bare(app, new URL(url).pathname)).json()).toEqual(
      envelope(404, PLANNER_TEXT.feedNotFound),
    )
    expect(await listPlans(app, PRO)).toHaveLength(1)
    expect((await getPlan(app, PRO, proPlan.id)).id).toBe(proPlan.id)
  })
})
