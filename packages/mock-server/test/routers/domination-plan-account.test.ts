import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { AccountExportSchema } from '@app/contract/user/account'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { call } from '../helper'
import {
  PRO,
  UCZEN,
  getPlan,
  listCheckIns,
  samplePlan,
  savePlan,
  useDominationApp,
} from './domination-plan-helper'

let app: FastifyInstance
useDominationApp((built) => (app = built))

const exportOf = async (as: string) =>
  AccountExportSchema.parse(
    (await call(app, as, { method: 'GET', url: '/api/saas/user/export' })).json(),
  )

describe("the account's domination plan", () => {
  it('is in the export: the plan and its check-ins, the latest week first', async () => {
    const { dominationPlan } = await exportOf(UCZEN)
    expect(dominationPlan.plan).toEqual(await getPlan(app, UCZEN))
    expect(dominationPlan.checkIns).toEqual((await listCheckIns(app, UCZEN)).items)
    expect(dominationPlan.checkIns).toHaveLength(3)
  })

  it('is in the export before the first save too: version 0 and empty', async () => {
    expect((await exportOf(PRO)).dominationPlan).toEqual({
      plan: { version: 0, vision: '', goals: [], actions: [], updatedAt: null },
      checkIns: [],
    })
    await savePlan(app)
    expect((await exportOf(PRO)).dominationPlan.plan).toMatchObject({ ...samplePlan(1) })
  })

  it('goes with the deleted account, check-ins and reminders too; nobody else’s', async () => {
    await savePlan(app)
    const pros = await getPlan(app, PRO)
    expect(app.store.dominationPlan.markReminded(PERSONA_IDS.uczen, '2025-W42')).toBe(true)
    const res = await call(app, UCZEN, {
      method: 'POST',
      url: '/api/saas/user/delete-account',
      payload: { password: DEMO_PASSWORD },
    })
    expect(res.statusCode).toBe(204)
    const { dominationPlan } = app.store
    expect(dominationPlan.plan(PERSONA_IDS.uczen)).toBeUndefined()
    expect(dominationPlan.checkIns(PERSONA_IDS.uczen)).toEqual([])
    expect(dominationPlan.markReminded(PERSONA_IDS.uczen, '2025-W42')).toBe(true)
    expect(await getPlan(app, PRO)).toEqual(pros)
  })
})
