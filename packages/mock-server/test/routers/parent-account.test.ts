import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/store/seed/personas'
import { useTestApp } from '../helper'
import { IDS, MINI, NOW, RODZIC, UCZEN, answer, as, askMini, children } from './parent-helper'

let app: FastifyInstance
useTestApp((built) => (app = built), NOW)

const exported = async (who: string) =>
  (await as(app, who, 'GET', '/api/saas/user/export')).json().family
const remove = (who: string) =>
  as(app, who, 'POST', '/api/saas/user/delete-account', { password: DEMO_PASSWORD })

describe('the parent links in the account data', () => {
  it("export: the parent's requests with their status; the child's parents, refused ones too", async () => {
    const { linkId } = await askMini(app)
    await answer(app, MINI, linkId, false)
    expect(await exported(RODZIC)).toEqual({
      children: [
        expect.objectContaining({ id: IDS.uczen, email: UCZEN, status: 'ACTIVE' }),
        {
          id: IDS.mini,
          name: 'Zosia Kowalska',
          email: MINI,
          status: 'DECLINED',
          requestedAt: NOW,
          consentedAt: null,
        },
      ],
      parents: [],
    })
    expect(await exported(MINI)).toEqual({
      children: [],
      parents: [
        {
          id: IDS.rodzic,
          name: 'Anna Nowak',
          status: 'DECLINED',
          requestedAt: NOW,
          consentedAt: null,
        },
      ],
    })
  })

  it("deleting the parent removes the links on the child's side and the consent links", async () => {
    const { linkId } = await askMini(app)
    expect((await remove(RODZIC)).statusCode).toBe(204)
    expect((await as(app, UCZEN, 'GET', '/api/saas/user/parents')).json()).toEqual([])
    expect((await as(app, MINI, 'GET', '/api/saas/user/parents')).json()).toEqual([])
    expect(app.store.parentLinks.all()).toEqual([])
    expect((await as(app, null, 'GET', `/api/activate/${linkId}`)).statusCode).toBe(404)
    expect((await as(app, MINI, 'GET', `/api/saas/user/parent-links/${linkId}`)).statusCode).toBe(
      404,
    )
  })

  it("deleting the child removes the link on the parent's side: the list, whoami, the summary", async () => {
    expect((await remove(UCZEN)).statusCode).toBe(204)
    expect(await children(app)).toEqual([])
    expect((await as(app, RODZIC, 'GET', '/api/saas/user/whoami')).json().children).toEqual([])
    expect(
      (await as(app, RODZIC, 'GET', `/api/saas/parent/children/${IDS.uczen}/summary`)).statusCode,
    ).toBe(404)
  })
})
