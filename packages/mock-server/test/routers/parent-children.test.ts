import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../helper'
import {
  DAY_MS,
  IDS,
  MINI,
  NOW,
  PRO,
  RODZIC,
  UCZEN,
  advance,
  answer,
  as,
  askMini,
  children,
  outbox,
  parentState,
  signUpParent,
  whoamiChildren,
} from './parent-helper'

let app: FastifyInstance
useTestApp((built) => (app = built), NOW)

const state = () => parentState(app)
const resend = (who: string, childId: string) =>
  as(app, who, 'POST', `/api/saas/parent/children/${childId}/resend`)
const summary = (who: string, childId: string) =>
  as(app, who, 'GET', `/api/saas/parent/children/${childId}/summary`)
const unlink = (who: string, childId: string) =>
  as(app, who, 'DELETE', `/api/saas/parent/children/${childId}`)

describe("the parent's children", () => {
  it('lists the seed’s uczen as ACTIVE since the seed’s first day; whoami the same', async () => {
    expect(await children(app)).toEqual([
      {
        childId: IDS.uczen,
        name: 'Kuba Nowak',
        status: 'ACTIVE',
        requestedAt: '2025-09-02T18:30:00.000Z',
        consentedAt: '2025-09-02T19:00:00.000Z',
        lastResentAt: null,
        expiresAt: null,
        resendAvailableAt: null,
      },
    ])
    expect(await whoamiChildren(app)).toEqual([IDS.uczen])
  })

  it('whoami lists only the children who agreed: not a waiting, refused or expired one', async () => {
    const { linkId } = await askMini(app)
    expect(await whoamiChildren(app)).toEqual([IDS.uczen])
    await answer(app, MINI, linkId, false)
    expect(await whoamiChildren(app)).toEqual([IDS.uczen])
    await as(app, RODZIC, 'POST', '/api/saas/parent/validate-child', {
      childEmail: MINI,
      childName: 'Zosia Kowalska',
    })
    await advance(app, 7 * DAY_MS)
    expect(await whoamiChildren(app)).toEqual([IDS.uczen])
  })
})

describe("'Wyślij ponownie'", () => {
  it('sends the same link again once a Warsaw day, valid 7 days from then', async () => {
    const { linkId } = await askMini(app)
    const row = (await children(app)).find((c) => c.childId === IDS.mini)
    expect(row).toMatchObject({
      status: 'PENDING',
      expiresAt: '2025-10-21T10:00:00.000Z',
      resendAvailableAt: '2025-10-14T22:00:00.000Z',
    })
    // The request's own day counts: not again before Warsaw midnight.
    const before = state()
    const tooSoon = await resend(RODZIC, IDS.mini)
    expect(tooSoon.json()).toEqual({
      message: 'Prośbę można wysłać ponownie raz dziennie. Spróbuj jutro.',
      httpsStatus: 429,
    })
    expect(tooSoon.headers['retry-after']).toBe(String(12 * 3600))
    expect(state()).toBe(before)

    await advance(app, 12 * 3600_000) // 00:00 Warsaw, 15.10
    const res = await resend(RODZIC, IDS.mini)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      lastResentAt: '2025-10-14T22:00:00.000Z',
      expiresAt: '2025-10-21T22:00:00.000Z',
      resendAvailableAt: '2025-10-15T22:00:00.000Z',
    })
    const mails = (await outbox(app)).filter((m) => m.to === MINI)
    expect(mails).toHaveLength(2)
    expect(mails[0]?.link).toBe(mails[1]?.link)
    expect((await resend(RODZIC, IDS.mini)).statusCode).toBe(429)

    // The first expiry has passed its old time: the request waits on.
    await advance(app, 7 * DAY_MS - 12 * 3600_000)
    expect((await children(app)).find((c) => c.childId === IDS.mini)?.status).toBe('PENDING')
    expect((await answer(app, MINI, linkId, true)).statusCode).toBe(200)
  })

  it('only while waiting: 409 agreed or expired, 403 refused, 404 not asked', async () => {
    expect((await resend(RODZIC, IDS.uczen)).json()).toEqual({
      message: 'Uczeń już wyraził zgodę.',
      httpsStatus: 409,
    })
    const { linkId } = await askMini(app)
    await answer(app, MINI, linkId, false)
    await advance(app, DAY_MS)
    expect((await resend(RODZIC, IDS.mini)).json()).toEqual({
      message: 'Uczeń nie wyraził zgody.',
      httpsStatus: 403,
    })
    expect((await resend(RODZIC, IDS.pro)).statusCode).toBe(404)
  })
})

describe('unlinking', () => {
  it("the parent's 'Odłącz': both sides forget the link, the summary is 404", async () => {
    const res = await unlink(RODZIC, IDS.uczen)
    expect(res.statusCode).toBe(204)
    expect(await children(app)).toEqual([])
    expect(await whoamiChildren(app)).toEqual([])
    expect((await as(app, UCZEN, 'GET', '/api/saas/user/parents')).json()).toEqual([])
    expect((await summary(RODZIC, IDS.uczen)).statusCode).toBe(404)
    expect((await unlink(RODZIC, IDS.uczen)).statusCode).toBe(404)
  })

  it("'Anuluj prośbę' cancels a waiting request; the child's link stops working", async () => {
    const { linkId } = await askMini(app)
    expect((await unlink(RODZIC, IDS.mini)).statusCode).toBe(204)
    expect((await children(app)).map((c) => c.childId)).toEqual([IDS.uczen])
    expect((await as(app, MINI, 'GET', '/api/saas/user/parents')).json()).toEqual([])
    expect((await answer(app, MINI, linkId, true)).statusCode).toBe(410)
    expect(await whoamiChildren(app)).toEqual([IDS.uczen])
  })

  it("the child's 'Odłącz': a linked parent is unlinked on both sides", async () => {
    expect(
      (await as(app, UCZEN, 'DELETE', `/api/saas/user/parents/${IDS.rodzic}`)).statusCode,
    ).toBe(204)
    expect(await children(app)).toEqual([])
    expect(await whoamiChildren(app)).toEqual([])
    expect(
      (await as(app, UCZEN, 'DELETE', `/api/saas/user/parents/${IDS.rodzic}`)).statusCode,
    ).toBe(404)
  })

  it("the child's 'Odłącz' on a waiting request refuses it, and the parent is told", async () => {
    await askMini(app)
    const parents = (await as(app, MINI, 'GET', '/api/saas/user/parents')).json()
    expect(parents).toEqual([expect.objectContaining({ parentId: IDS.rodzic, status: 'PENDING' })])
    expect(parents[0].linkId).toMatch(/^[0-9a-f-]{36}$/)
    expect((await as(app, MINI, 'DELETE', `/api/saas/user/parents/${IDS.rodzic}`)).statusCode).toBe(
      204,
    )
    expect((await children(app)).find((c) => c.childId === IDS.mini)?.status).toBe('DECLINED')
    expect((await outbox(app))[0]?.subject).toBe('Prośba o połączenie kont odrzucona: Zosia')
  })

  it('a child cannot unlink another child’s parent (404), nothing changes', async () => {
    const before = state()
    expect((await as(app, PRO, 'DELETE', `/api/saas/user/parents/${IDS.rodzic}`)).statusCode).toBe(
      404,
    )
    expect((await as(app, MINI, 'DELETE', `/api/saas/user/parents/${IDS.pro}`)).statusCode).toBe(
      404,
    )
    expect(state()).toBe(before)
  })
})

describe('IDOR and access', () => {
  it("another parent's child, or one never asked, is 404 for summary, resend and unlink", async () => {
    const other = await signUpParent(app, 'rodzic2@example.com')
    const before = state()
    for (const [who, childId] of [
      [other, IDS.uczen],
      [RODZIC, IDS.pro],
      [RODZIC, '00000000-0000-4000-8000-00000000dead'],
    ] as const) {
      for (const res of [
        await summary(who, childId),
        await resend(who, childId),
        await unlink(who, childId),
      ])
        expect(res.json()).toEqual({
          message: 'Nie znaleziono takiego dziecka na Twoim koncie.',
          httpsStatus: 404,
        })
    }
    expect(state()).toBe(before)
  })

  it('a waiting or refused child is 403 for the summary', async () => {
    const { linkId } = await askMini(app)
    const refused = { message: 'Uczeń nie wyraził zgody.', httpsStatus: 403 }
    expect((await summary(RODZIC, IDS.mini)).json()).toEqual(refused)
    await answer(app, MINI, linkId, false)
    expect((await summary(RODZIC, IDS.mini)).json()).toEqual(refused)
  })

  it("a student on the parent's calls is 403; a guest 401", async () => {
    const calls = [
      ['GET', '/api/saas/parent/children'],
      ['GET', '/api/saas/parent/requests/latest'],
      ['POST', `/api/saas/parent/children/${IDS.mini}/resend`],
      ['DELETE', `/api/saas/parent/children/${IDS.mini}`],
      ['GET', `/api/saas/parent/children/${IDS.mini}/summary`],
    ] as const
    for (const [method, url] of calls) {
      expect((await as(app, UCZEN, method, url)).json(), url).toEqual({
        message: 'Panel rodzica jest dostępny tylko dla konta rodzica.',
        httpsStatus: 403,
      })
      expect((await as(app, null, method, url)).statusCode, url).toBe(401)
    }
  })

  it('a bad child id is 400, never 5xx', async () => {
    for (const url of [
      '/api/saas/parent/children/nie-uuid/summary',
      '/api/saas/parent/children/%E0%A4%A/summary',
      `/api/saas/parent/children/${IDS.uczen}/summary?week=2025-W99`,
      `/api/saas/parent/children/${IDS.uczen}/summary?week=jutro`,
      `/api/saas/parent/children/${IDS.uczen}/summary?week=2025-W42&userId=${IDS.pro}`,
    ])
      expect((await as(app, RODZIC, 'GET', url)).statusCode, url).toBe(400)
  })

  it('latest request: null for a parent who never asked', async () => {
    const other = await signUpParent(app, 'rodzic2@example.com')
    expect((await as(app, other, 'GET', '/api/saas/parent/requests/latest')).json()).toEqual({
      request: null,
    })
    expect(
      (await as(app, RODZIC, 'GET', '/api/saas/parent/requests/latest')).json().request,
    ).toMatchObject({ childId: IDS.uczen, childFirstName: 'Kuba', status: 'ACTIVE' })
    await askMini(app)
    expect(
      (await as(app, RODZIC, 'GET', '/api/saas/parent/requests/latest')).json().request,
    ).toMatchObject({ childId: IDS.mini, status: 'PENDING', answeredAt: null })
  })
})
