import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PARENT_NEVER_SEES, PARENT_SEES } from '@app/contract/parent'
import { SEED_PARENT_LINK_ID } from '../../src/store/seed/parent-links'
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
  whoamiChildren,
} from './parent-helper'

let app: FastifyInstance
useTestApp((built) => (app = built), NOW)

const state = () => parentState(app)
const view = (who: string, linkId: string) =>
  as(app, who, 'GET', `/api/saas/user/parent-links/${linkId}`)

describe('the consent link (PARENT_LINK)', () => {
  it('is looked up like the other kinds, and makes no account', async () => {
    const { linkId } = await askMini(app)
    const lookup = await as(app, null, 'GET', `/api/activate/${linkId}`)
    expect(lookup.statusCode).toBe(200)
    expect(lookup.json()).toMatchObject({ id: linkId, kind: 'PARENT_LINK', email: MINI })
    const signup = await as(app, null, 'POST', '/api/signup', {
      email: 'ktos@example.com',
      password: 'Haslo123!',
      name: 'Ktoś Nowy',
      promoCode: '',
      confirmationCode: linkId,
    })
    expect(signup.json()).toEqual({
      message: 'Ten link służy do zgody na połączenie z kontem rodzica, nie do zakładania konta.',
      httpsStatus: 409,
    })
    expect(app.store.users.byEmail('ktos@example.com')).toBeUndefined()
  })

  it('shows the child the parent, what they will and will not see, and the status', async () => {
    const { linkId } = await askMini(app)
    const res = await view(MINI, linkId)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: linkId,
      parent: { id: IDS.rodzic, name: 'Anna Nowak' },
      status: 'PENDING',
      requestedAt: NOW,
      expiresAt: '2025-10-21T10:00:00.000Z',
      consentedAt: null,
      sees: [...PARENT_SEES],
      neverSees: [...PARENT_NEVER_SEES],
    })
  })

  it('on consent links the accounts: whoami, both lists, and an e-mail to the parent leading to /sukces', async () => {
    const { linkId } = await askMini(app)
    await advance(app, 3_600_000)
    const res = await answer(app, MINI, linkId, true)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ACTIVE', consentedAt: '2025-10-14T11:00:00.000Z' })
    expect(await whoamiChildren(app)).toEqual([IDS.uczen, IDS.mini])
    expect((await children(app)).find((c) => c.childId === IDS.mini)).toMatchObject({
      status: 'ACTIVE',
      consentedAt: '2025-10-14T11:00:00.000Z',
      expiresAt: null,
      resendAvailableAt: null,
    })
    expect((await as(app, MINI, 'GET', '/api/saas/user/parents')).json()).toEqual([
      {
        parentId: IDS.rodzic,
        name: 'Anna Nowak',
        status: 'ACTIVE',
        requestedAt: NOW,
        consentedAt: '2025-10-14T11:00:00.000Z',
        linkId: null,
        expiresAt: null,
      },
    ])
    const [mail] = await outbox(app)
    expect(mail).toMatchObject({
      to: RODZIC,
      subject: 'Zgoda na połączenie kont: Zosia',
      link: 'http://web.test/produkt/panel-rodzica/sukces',
    })
    expect((await as(app, RODZIC, 'GET', '/api/saas/parent/requests/latest')).json()).toEqual({
      request: {
        childId: IDS.mini,
        childName: 'Zosia Kowalska',
        childFirstName: 'Zosia',
        status: 'ACTIVE',
        requestedAt: NOW,
        answeredAt: '2025-10-14T11:00:00.000Z',
      },
    })
  })

  it('on refusal links nothing and e-mails the parent, leading to /blad', async () => {
    const { linkId } = await askMini(app)
    const res = await answer(app, MINI, linkId, false)
    expect(res.json()).toMatchObject({ status: 'DECLINED', consentedAt: null })
    expect(await whoamiChildren(app)).toEqual([IDS.uczen])
    expect((await as(app, MINI, 'GET', '/api/saas/user/parents')).json()).toEqual([])
    const [mail] = await outbox(app)
    expect(mail).toMatchObject({
      to: RODZIC,
      subject: 'Prośba o połączenie kont odrzucona: Zosia',
      link: 'http://web.test/produkt/panel-rodzica/blad',
    })
    const latest = (await as(app, RODZIC, 'GET', '/api/saas/parent/requests/latest')).json()
    expect(latest.request).toMatchObject({ childFirstName: 'Zosia', status: 'DECLINED' })
  })

  it('refuses a second answer (409), and the used link answers 410 to a look-up; nothing changes', async () => {
    const { linkId } = await askMini(app)
    await answer(app, MINI, linkId, true)
    const before = state()
    const again = await answer(app, MINI, linkId, false)
    expect(again.json()).toEqual({
      message: 'Ta prośba została już rozpatrzona.',
      httpsStatus: 409,
    })
    expect(state()).toBe(before)
    expect((await as(app, null, 'GET', `/api/activate/${linkId}`)).statusCode).toBe(410)
    // The page still shows what happened.
    expect((await view(MINI, linkId)).json().status).toBe('ACTIVE')
  })

  it('refuses another signed-in account (403) and changes nothing; a guest is 401', async () => {
    const { linkId } = await askMini(app)
    const before = state()
    for (const who of [UCZEN, PRO, RODZIC]) {
      for (const res of [await view(who, linkId), await answer(app, who, linkId, true)])
        expect(res.json()).toEqual({
          message: 'Ten link jest przeznaczony dla innego konta.',
          httpsStatus: 403,
        })
    }
    expect((await answer(app, null, linkId, true)).statusCode).toBe(401)
    expect(state()).toBe(before)
    expect((await answer(app, MINI, linkId, true)).statusCode).toBe(200)
  })

  it('expires after 7 days by the mock clock: the job e-mails the parent once, the answer is 410', async () => {
    const { linkId } = await askMini(app)
    await advance(app, 7 * DAY_MS - 60_000)
    expect((await view(MINI, linkId)).json().status).toBe('PENDING')
    const mailsBefore = (await outbox(app)).length
    await advance(app, 60_000)
    const expired = (await outbox(app)).filter((m) => m.subject.includes('wygasła'))
    expect(expired).toHaveLength(1)
    expect(expired[0]).toMatchObject({
      to: RODZIC,
      subject: 'Prośba o połączenie kont wygasła: Zosia',
      link: 'http://web.test/produkt/panel-rodzica/blad',
    })
    expect((await outbox(app)).length).toBe(mailsBefore + 1)
    const before = state()
    expect((await answer(app, MINI, linkId, true)).json()).toEqual({
      message: 'Prośba o połączenie kont wygasła. Rodzic może wysłać nową.',
      httpsStatus: 410,
    })
    expect(state()).toBe(before)
    expect((await children(app)).find((c) => c.childId === IDS.mini)).toMatchObject({
      status: 'EXPIRED',
    })
    expect(
      (await as(app, RODZIC, 'GET', '/api/saas/parent/requests/latest')).json().request,
    ).toMatchObject({ status: 'EXPIRED', answeredAt: '2025-10-21T10:00:00.000Z' })
    expect((await as(app, null, 'GET', `/api/activate/${linkId}`)).statusCode).toBe(410)
    // Reading again sends nothing more.
    await children(app)
    expect((await outbox(app)).length).toBe(mailsBefore + 1)
  })

  it('expires on read too, when no job ran (the clock was set past it without a jump)', async () => {
    const { linkId } = await askMini(app)
    app.clock.set(new Date(Date.parse(NOW) + 8 * DAY_MS))
    expect((await view(MINI, linkId)).json().status).toBe('EXPIRED')
    expect((await outbox(app)).filter((m) => m.subject.includes('wygasła'))).toHaveLength(1)
  })

  it('a withdrawn request answers 410; an unknown or other kind of id 404; a bad id 400', async () => {
    const { linkId } = await askMini(app)
    await as(app, RODZIC, 'DELETE', `/api/saas/parent/children/${IDS.mini}`)
    expect((await view(MINI, linkId)).json()).toEqual({
      message: 'Ta prośba nie jest już aktualna.',
      httpsStatus: 410,
    })
    expect((await answer(app, MINI, linkId, true)).statusCode).toBe(410)
    expect((await view(MINI, '00000000-0000-4000-8000-00000000dead')).statusCode).toBe(404)
    // An account activation link is no consent link.
    expect((await view(MINI, 'a0000000-0000-4000-8000-000000000021')).statusCode).toBe(404)
    expect((await view(MINI, 'nie-uuid')).statusCode).toBe(400)
    expect((await answer(app, MINI, linkId, 'tak' as unknown as boolean)).statusCode).toBe(400)
  })

  it("keeps the seed's rodzic ↔ uczen ACTIVE through a used link", async () => {
    expect((await view(UCZEN, SEED_PARENT_LINK_ID)).json()).toMatchObject({
      status: 'ACTIVE',
      parent: { id: IDS.rodzic },
    })
    expect((await as(app, null, 'GET', `/api/activate/${SEED_PARENT_LINK_ID}`)).statusCode).toBe(
      410,
    )
    expect(await whoamiChildren(app)).toEqual([IDS.uczen])
  })
})
