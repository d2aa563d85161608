import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { AccountExportSchema } from '@app/contract/user/account'
import { CLIENT_ID } from '../../src/identity/config'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { call, cognito, useTestApp } from '../helper'
import { NEW_PASSWORD, signUp } from '../sign-up'

let app: FastifyInstance
useTestApp((built) => (app = built), '2025-11-10T10:00:00.000Z')

const uczen = 'uczen@example.com'
const ALL = { planner: true, dominationPlan: true, flashcards: true, tasks: true }

const whoami = (as: string) => call(app, as, { method: 'GET', url: '/api/saas/user/whoami' })
const deleteAs = (as: string, payload: object) =>
  call(app, as, { method: 'POST', url: '/api/saas/user/delete-account', payload })
const passwordSignIn = (email: string, password: string) =>
  cognito(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  })

describe('GET /api/saas/user/export', () => {
  it("gives everything about the caller and nothing of anybody else's", async () => {
    await call(app, 'pro@example.com', {
      method: 'POST',
      url: '/api/feedback/course',
      payload: { course: 'KED', weekIndex: 0, rating: 3, comment: 'Cudza opinia' },
    })
    await call(app, uczen, {
      method: 'POST',
      url: '/api/feedback/course',
      payload: { course: 'KED', weekIndex: 1, rating: 5, comment: 'Moja opinia' },
    })
    const res = await call(app, uczen, { method: 'GET', url: '/api/saas/user/export' })
    expect(res.statusCode).toBe(200)
    const data = AccountExportSchema.parse(res.json())
    expect(data.account).toMatchObject({
      id: PERSONA_IDS.uczen,
      email: uczen,
      signInMethod: 'PASSWORD',
    })
    expect(data.initialQuiz.answers.schoolType).toBe('LICEUM')
    expect(data.features).toMatchObject({ effective: ALL })
    expect(data.features.grants).toHaveLength(4)
    expect(data.family.parents).toEqual([
      {
        id: PERSONA_IDS.rodzic,
        name: 'Anna Nowak',
        status: 'ACTIVE',
        requestedAt: '2025-09-02T18:30:00.000Z',
        consentedAt: '2025-09-02T19:00:00.000Z',
      },
    ])
    expect(data.courses.map((c) => c.course)).toEqual(['KED'])
    const comments = data.feedback.map((f) => (f.kind === 'COURSE' ? f.comment : f.kind))
    expect(comments).toContain('Moja opinia')
    expect(comments).not.toContain('Cudza opinia')
    expect(data.feedback.every((f) => f.kind === 'COURSE')).toBe(true)
    const own = app.store.activity.forUser(PERSONA_IDS.uczen)
    expect(own.length).toBeGreaterThan(0)
    expect(data.activity.map((e) => e.id)).toEqual(own.map((e) => e.id))
    const theirs = new Set(app.store.activity.forUser(PERSONA_IDS.pro).map((e) => e.id))
    expect(theirs.size).toBeGreaterThan(0)
    expect(data.activity.some((e) => theirs.has(e.id))).toBe(false)
    const text = res.body
    expect(text).not.toContain(DEMO_PASSWORD)
    expect(text).not.toMatch(/"password"/)
    for (const other of ['mini', 'pro', 'nowy', 'brak', 'admin'] as const) {
      expect(text).not.toContain(PERSONA_IDS[other])
      expect(text).not.toContain(`${other}@example.com`)
    }
  })

  it('answers 401 to PUBLIC', async () => {
    const res = await call(app, null, { method: 'GET', url: '/api/saas/user/export' })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /api/saas/user/delete-account', () => {
  it('refuses a wrong password (403) and keeps the account; the right one deletes it', async () => {
    const account = await signUp(app, 'do.usuniecia@example.com')
    const wrong = await account.as('POST', '/api/saas/user/delete-account', {
      password: 'Zle1234!',
    })
    expect(wrong.json()).toEqual({ message: 'Nieprawidłowe hasło.', httpsStatus: 403 })
    expect(app.store.users.byId(account.userId)).toBeDefined()

    const done = await account.as('POST', '/api/saas/user/delete-account', {
      password: NEW_PASSWORD,
    })
    expect(done.statusCode).toBe(204)
    expect(app.store.users.byId(account.userId)).toBeUndefined()
    expect((await account.as('GET', '/api/saas/user/whoami')).statusCode).toBe(401)
    const signIn = await passwordSignIn('do.usuniecia@example.com', NEW_PASSWORD)
    expect(signIn.statusCode).toBe(400)
    expect(signIn.json().__type).toBe('NotAuthorizedException')

    const again = await signUp(app, 'do.usuniecia@example.com')
    expect(again.userId).not.toBe(account.userId)
    expect((await again.as('GET', '/api/saas/user/whoami')).json().email).toBe(
      'do.usuniecia@example.com',
    )
    expect((await passwordSignIn('do.usuniecia@example.com', NEW_PASSWORD)).statusCode).toBe(200)
  })

  it("removes uczen's progress, sign-ins, booking, grants, pictures and the parent's link; nobody else's", async () => {
    const signedIn = await passwordSignIn(uczen, DEMO_PASSWORD)
    const refreshToken = signedIn.json().AuthenticationResult.RefreshToken as string
    await call(app, 'pro@example.com', {
      method: 'POST',
      url: '/api/saas/user/notification',
      payload: { type: 'CHAT_TUTORIAL' },
    })
    const proEvents = app.store.activity.forUser(PERSONA_IDS.pro).length
    expect(app.store.activity.forUser(PERSONA_IDS.uczen).length).toBeGreaterThan(0)
    const others = JSON.stringify(
      app.store.users
        .all()
        .filter((u) => u.id !== PERSONA_IDS.uczen && u.id !== PERSONA_IDS.rodzic),
    )
    const res = await deleteAs(uczen, { password: DEMO_PASSWORD })
    expect(res.statusCode).toBe(204)
    const { store } = app
    expect(store.users.byEmail(uczen)).toBeUndefined()
    expect(store.courseProgress.forUser(PERSONA_IDS.uczen)).toEqual([])
    expect(store.grants.forUser(PERSONA_IDS.uczen)).toEqual([])
    expect(store.activity.forUser(PERSONA_IDS.uczen)).toEqual([])
    expect(store.activity.forUser(PERSONA_IDS.pro).length).toBe(proEvents)
    expect(store.community.list().some((b) => b.userId === PERSONA_IDS.uczen)).toBe(false)
    expect(store.parentLinks.ofParent(PERSONA_IDS.rodzic)).toEqual([])
    expect(store.parentLinks.activeChildIds(PERSONA_IDS.rodzic)).toEqual([])
    expect(store.identity.refreshToken(refreshToken)?.revoked).toBe(true)
    expect(JSON.stringify(store.users.all().filter((u) => u.id !== PERSONA_IDS.rodzic))).toBe(
      others,
    )
    expect((await whoami('pro@example.com')).json().features).toEqual(ALL)
  })

  it('asks a social sign-in account for USUŃ, and a password account for its password', async () => {
    const social = await signUp(app, 'spolecznosciowe@example.com')
    app.store.identity.markFederated(social.userId)
    const del = (payload: object) => social.as('POST', '/api/saas/user/delete-account', payload)
    const typeWord = { message: 'Aby usunąć konto, wpisz USUŃ.', httpsStatus: 400 }
    expect((await del({ confirmation: 'USUWAM' })).json()).toEqual(typeWord)
    expect((await del({ confirmation: '' })).json()).toEqual(typeWord)
    expect((await del({ password: NEW_PASSWORD })).json()).toEqual(typeWord)
    expect(app.store.users.byId(social.userId)).toBeDefined()
    expect((await del({ confirmation: ' usuń ' })).statusCode).toBe(204)
    expect(app.store.users.byId(social.userId)).toBeUndefined()

    expect((await deleteAs(uczen, { confirmation: 'USUŃ' })).json()).toEqual({
      message: 'Podaj hasło, aby usunąć konto.',
      httpsStatus: 400,
    })
    expect(app.store.users.byId(PERSONA_IDS.uczen)).toBeDefined()
  })

  it('locks out password guesses as the sign-in does (429)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await deleteAs(uczen, { password: `Zle${i}` })).statusCode).toBe(403)
    const locked = await deleteAs(uczen, { password: DEMO_PASSWORD })
    expect(locked.statusCode).toBe(429)
    expect(app.store.users.byId(PERSONA_IDS.uczen)).toBeDefined()
  })

  it('answers 400 to a body of neither kind and 401 to PUBLIC', async () => {
    expect((await deleteAs(uczen, { haslo: 'x' })).statusCode).toBe(400)
    const anonymous = await call(app, null, {
      method: 'POST',
      url: '/api/saas/user/delete-account',
      payload: { password: DEMO_PASSWORD },
    })
    expect(anonymous.statusCode).toBe(401)
    expect(app.store.users.byId(PERSONA_IDS.uczen)).toBeDefined()
  })
})
