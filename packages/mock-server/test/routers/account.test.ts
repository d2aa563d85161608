import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AccountExportSchema } from '@app/contract/user/account'
import { CLIENT_ID } from '../../src/identity/config'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { authHeader, buildTestApp, call, cognito, resetApp, setClock } from '../helper'
import { NEW_PASSWORD, signUp } from '../sign-up'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2025-11-10T10:00:00.000Z')
})

const uczen = 'uczen@example.com'
const ALL = { planner: true, dominationPlan: true, flashcards: true, tasks: true }
const NONE = { planner: false, dominationPlan: false, flashcards: false, tasks: false }

const whoami = (as: string) => call(app, as, { method: 'GET', url: '/api/saas/user/whoami' })
const putSettings = (as: string, payload: object) =>
  call(app, as, { method: 'PUT', url: '/api/saas/user/settings', payload })
const deleteAs = (as: string, payload: object) =>
  call(app, as, { method: 'POST', url: '/api/saas/user/delete-account', payload })
const passwordSignIn = (email: string, password: string) =>
  cognito(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  })

describe('settings: general and profile', () => {
  it.each([
    [{ general: { displayName: '' } }, 'general.displayName — Tekst musi mieć co najmniej 2 znaki'],
    [
      { general: { displayName: '    ' } },
      'general.displayName — Tekst musi mieć co najmniej 2 znaki',
    ],
    [
      { general: { displayName: 'a'.repeat(81) } },
      'general.displayName — Tekst musi mieć najwyżej 80 znaków',
    ],
    [{ general: { theme: 'dark' } }, 'general.theme — Nieznane pole'],
    [{ educationalProfile: { shoeSize: 42 } }, 'educationalProfile.shoeSize — Nieznane pole'],
    [
      { educationalProfile: { goals: ['GRADES', 'EXAM', 'HABITS', 'TIME'] } },
      'educationalProfile.goals — Wybierz od 1 do 3 celów z listy, każdy raz.',
    ],
  ])('answers 400 naming the field (%j)', async (payload, message) => {
    const res = await putSettings(uczen, payload)
    expect(res.json()).toEqual({ message: `Nieprawidłowe dane: ${message}`, httpsStatus: 400 })
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.name).toBe('Kuba Nowak')
  })

  it('refuses a grade the school type does not have, and takes one it has', async () => {
    const bad = await putSettings(uczen, { educationalProfile: { grade: 6 } })
    expect(bad.json()).toEqual({ message: 'W liceum wybierz klasę od 1 do 4.', httpsStatus: 400 })
    const good = await putSettings(uczen, {
      educationalProfile: { schoolType: 'PODSTAWOWA', grade: 6, subjects: ['przyroda'] },
    })
    expect(good.json().educationalProfile).toMatchObject({ schoolType: 'PODSTAWOWA', grade: 6 })
  })
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
    expect(data.family.parents).toEqual([{ id: PERSONA_IDS.rodzic, name: 'Anna Nowak' }])
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
    expect(store.users.byId(PERSONA_IDS.rodzic)?.childIds).toEqual([])
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

describe('features and PUT /api/admin/users/{userId}/features', () => {
  const grant = (as: string, userId: string, payload: object) =>
    call(app, as, { method: 'PUT', url: `/api/admin/users/${userId}/features`, payload })

  it.each([
    [uczen, ALL],
    ['pro@example.com', ALL],
    ['nowy@example.com', NONE],
    ['brak@example.com', NONE],
  ])('whoami of %s: %j', async (email, features) => {
    expect((await whoami(email)).json().features).toEqual(features)
  })

  it('an admin grant opens a tool in whoami until it expires; revoking closes it', async () => {
    const nowy = PERSONA_IDS.nowy
    const res = await grant('admin@example.com', nowy, {
      feature: 'flashcards',
      granted: true,
      expiresAt: '2025-11-11T10:00:00.000Z',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      userId: nowy,
      subscriptionActive: false,
      grants: [
        {
          feature: 'flashcards',
          grantedAt: '2025-11-10T10:00:00.000Z',
          expiresAt: '2025-11-11T10:00:00.000Z',
        },
      ],
      features: { ...NONE, flashcards: true },
    })
    expect((await whoami('nowy@example.com')).json().features).toEqual({
      ...NONE,
      flashcards: true,
    })
    await setClock(app, '2025-11-11T10:00:00.000Z')
    expect((await whoami('nowy@example.com')).json().features).toEqual(NONE)

    await grant('admin@example.com', nowy, { feature: 'planner', granted: true })
    expect((await whoami('nowy@example.com')).json().features.planner).toBe(true)
    await grant('admin@example.com', nowy, { feature: 'planner', granted: false })
    expect((await whoami('nowy@example.com')).json().features.planner).toBe(false)
  })

  it('refuses an Assistant and a student (403) before reading the body, PUBLIC (401)', async () => {
    for (const as of ['asystent@example.com', uczen]) {
      const res = await grant(as, PERSONA_IDS.nowy, { feature: 'nie-ma' })
      expect(res.statusCode).toBe(403)
    }
    expect((await grant(null as unknown as string, PERSONA_IDS.nowy, {})).statusCode).toBe(401)
    expect(app.store.grants.forUser(PERSONA_IDS.nowy)).toEqual([])
  })

  it.each([
    [PERSONA_IDS.nowy, { feature: 'chat', granted: true }, 400],
    [
      PERSONA_IDS.nowy,
      { feature: 'tasks', granted: true, expiresAt: '2025-11-10T09:59:59.000Z' },
      400,
    ],
    [
      PERSONA_IDS.nowy,
      { feature: 'tasks', granted: false, expiresAt: '2025-12-01T00:00:00.000Z' },
      400,
    ],
    ['00000000-0000-4000-8000-00000000dead', { feature: 'tasks', granted: true }, 404],
    ['nie-uuid', { feature: 'tasks', granted: true }, 400],
  ])('answers %s %j with %i and grants nothing', async (userId, payload, status) => {
    const res = await grant('admin@example.com', userId, payload)
    expect(res.statusCode).toBe(status)
    expect(app.store.grants.forUser(PERSONA_IDS.nowy)).toEqual([])
  })

  it('PUBLIC gets 401 on whoami', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/saas/user/whoami',
      headers: authHeader(null),
    })
    expect(res.statusCode).toBe(401)
  })
})
