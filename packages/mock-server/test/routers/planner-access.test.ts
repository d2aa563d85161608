import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PLANNER_TEXT } from '@app/contract/planner'
import { MESSAGES } from '../../src/errors'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import {
  PRO,
  UCZEN,
  bare,
  createPlan,
  envelope,
  listPlans,
  newKey,
  patchBlocks,
  pl,
  planInput,
  usePlannerApp,
} from './planner-helper'

let app: FastifyInstance
usePlannerApp((built) => (app = built))

describe('who may use the planner', () => {
  it.each(['mini', 'rodzic', 'nowy', 'brak'])('refuses %s (no tool) with 403', async (who) => {
    const email = `${who}@example.com`
    expect((await pl(app, email, 'GET', '/plans')).json()).toEqual(
      envelope(403, PLANNER_TEXT.noAccess),
    )
    const write = await pl(app, email, 'POST', '/plans', planInput(), {
      'idempotency-key': newKey(),
    })
    expect(write.json()).toEqual(envelope(403, PLANNER_TEXT.noAccess))
  })

  it('asks a guest to sign in (401); no Authorization at all is 401 too', async () => {
    expect((await pl(app, null, 'GET', '/plans')).json()).toEqual(
      envelope(401, MESSAGES.loginRequired),
    )
    expect((await bare(app, '/api/saas/planner/plans')).json()).toEqual(
      envelope(401, MESSAGES.missingAuthorization),
    )
  })

  it('lets uczen (admin grant) and pro (subscription) in, and follows the grant', async () => {
    expect((await pl(app, UCZEN, 'GET', '/plans')).statusCode).toBe(200)
    expect((await pl(app, PRO, 'GET', '/plans')).statusCode).toBe(200)
    app.store.grants.revoke(PERSONA_IDS.uczen, 'planner')
    expect((await pl(app, UCZEN, 'GET', '/plans')).statusCode).toBe(403)
  })
})

describe("another user's plan", () => {
  it('is 404 to pro for every call, as an unknown one, and stays as it was', async () => {
    const [seeded] = await listPlans(app, UCZEN)
    const plan = await createPlan(app, UCZEN)
    const block = plan.blocks[0]!
    const feed = await pl(app, UCZEN, 'POST', `/plans/${plan.id}/feed`)
    expect(feed.statusCode).toBe(201)
    await pl(app, UCZEN, 'POST', `/plans/${seeded!.id}/archive`)
    const before = JSON.stringify(app.store.planner.everythingOf(PERSONA_IDS.uczen))
    const activity = app.store.activity.forUser(PERSONA_IDS.uczen).length

    const p = `/plans/${plan.id}`
    const key = () => ({ 'idempotency-key': newKey() })
    const change = [{ blockId: block.id, version: 1, status: 'DONE' }]
    const newBlock = {
      subject: 'fizyka',
      topic: 'Dynamika',
      kind: 'LEARN',
      startsAt: '2025-10-18T10:00:00+02:00',
      durationMinutes: 30,
    }
    const calls: [string, ReturnType<typeof pl>][] = [
      ['read it', pl(app, PRO, 'GET', p)],
      ['change it', pl(app, PRO, 'PUT', p, { ...planInput(), version: plan.version })],
      ['delete it', pl(app, PRO, 'DELETE', p)],
      ['archive it', pl(app, PRO, 'POST', `${p}/archive`)],
      ['restore an archived one', pl(app, PRO, 'POST', `/plans/${seeded!.id}/restore`)],
      ['change its blocks', patchBlocks(app, PRO, plan.id, change)],
      ['add a block', pl(app, PRO, 'POST', `${p}/blocks`, newBlock, key())],
      ['delete a block', pl(app, PRO, 'DELETE', `${p}/blocks/${block.id}`)],
      ['re-flow it', pl(app, PRO, 'POST', `${p}/reflow`)],
      ['export it', pl(app, PRO, 'GET', `${p}/ics`)],
      ['subscribe to it', pl(app, PRO, 'POST', `${p}/feed`)],
      ['stop its feed', pl(app, PRO, 'DELETE', `${p}/feed`)],
    ]
    for (const [what, res] of calls)
      expect((await res).json(), what).toEqual(envelope(404, PLANNER_TEXT.planNotFound))
    expect(JSON.stringify(app.store.planner.everythingOf(PERSONA_IDS.uczen))).toBe(before)
    expect(app.store.activity.forUser(PERSONA_IDS.uczen)).toHaveLength(activity)
    expect(await listPlans(app, PRO)).toEqual([])
  })

  it("is 404 for a block of another of the user's own plans", async () => {
    const first = await createPlan(app, PRO)
    const second = await createPlan(app, PRO, planInput('2025-11-05'))
    const foreign = first.blocks[0]!
    const change = [{ blockId: foreign.id, version: 1, status: 'DONE' }]
    expect((await patchBlocks(app, PRO, second.id, change)).json()).toEqual(
      envelope(404, PLANNER_TEXT.planNotFound),
    )
    const removal = await pl(app, PRO, 'DELETE', `/plans/${second.id}/blocks/${foreign.id}`)
    expect(removal.json()).toEqual(envelope(404, PLANNER_TEXT.planNotFound))
  })

  it('refuses an id that is not a KSUID with 400, never 5xx', async () => {
    for (const path of ['/plans/abc', '/plans/abc/ics', "/plans/'%20OR%201=1/blocks/x"]) {
      const res = await pl(app, PRO, 'GET', path)
      expect(res.statusCode, path).toBeLessThan(500)
      expect(res.json().httpsStatus, path).toBe(res.statusCode)
    }
  })
})
