import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { UserSchema } from '@app/contract/user'
import { PERSONA_IDS, SEED_EXERCISE_FILTERS } from '../../src/store/seed/personas'
import { intercomToken } from '../../src/store/users'
import { authHeader, call, tokenFor, useTestApp } from '../helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

const uczen = 'uczen@example.com'

describe('GET /api/saas/user/whoami', () => {
  it('describes the caller, with the bearer token as idToken', async () => {
    const token = await tokenFor(app, uczen)
    const res = await app.inject({
      method: 'GET',
      url: '/api/saas/user/whoami',
      headers: authHeader(token),
    })
    expect(res.statusCode).toBe(200)
    const user = UserSchema.parse(res.json())
    expect(user).toMatchObject({
      id: PERSONA_IDS.uczen,
      email: uczen,
      name: 'Kuba Nowak',
      groups: ['Effective_Action_Course_Subscriber'],
      idToken: token,
      features: { planner: true, dominationPlan: true, flashcards: true, tasks: true },
      intercomToken: intercomToken(PERSONA_IDS.uczen),
      saasSubscription: { isActive: false },
    })
  })

  it.each([
    [
      'rodzic@example.com',
      { isParent: true, children: [{ id: PERSONA_IDS.uczen, name: 'Kuba Nowak', email: uczen }] },
    ],
    ['pro@example.com', { saasSubscription: { isActive: true } }],
    ['nowy@example.com', { newFlow: true, emailVerified: false, hasSolvedInitialQuiz: true }],
    ['brak@example.com', { groups: [] }],
    ['admin@example.com', { groups: ['Admin'] }],
  ])('describes %s', async (email, expected) => {
    const res = await call(app, email, { method: 'GET', url: '/api/saas/user/whoami' })
    expect(res.json()).toMatchObject(expected)
  })

  it('answers 401 to PUBLIC', async () => {
    const res = await call(app, null, { method: 'GET', url: '/api/saas/user/whoami' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Zaloguj się, aby kontynuować.', httpsStatus: 401 })
  })
})

describe('POST /api/saas/user/notification', () => {
  // The personas are established accounts: they have been through the onboarding.
  const ONBOARDED = ['CONFIGURATION_SUCCESSFUL', 'START_HERE_MODAL']

  it('records a seen notification once (204)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(app, uczen, {
        method: 'POST',
        url: '/api/saas/user/notification',
        payload: { type: 'CHAT_TUTORIAL' },
      })
      expect(res.statusCode).toBe(204)
    }
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.seenNotifications).toEqual([
      ...ONBOARDED,
      'CHAT_TUTORIAL',
    ])
  })

  it('shows the seen notifications in whoami, on every sign-in', async () => {
    const whoami = () => call(app, uczen, { method: 'GET', url: '/api/saas/user/whoami' })
    expect((await whoami()).json().seenNotifications).toEqual(ONBOARDED)
    for (const type of ['FLASHCARDS_TUTORIAL', 'CHAT_TUTORIAL', 'FLASHCARDS_TUTORIAL'])
      await call(app, uczen, {
        method: 'POST',
        url: '/api/saas/user/notification',
        payload: { type },
      })
    expect((await whoami()).json().seenNotifications).toEqual([
      ...ONBOARDED,
      'FLASHCARDS_TUTORIAL',
      'CHAT_TUTORIAL',
    ])
  })

  it('answers 400 to an unknown type and 401 to PUBLIC', async () => {
    const bad = await call(app, uczen, {
      method: 'POST',
      url: '/api/saas/user/notification',
      payload: { type: 'NEWSLETTER' },
    })
    expect(bad.statusCode).toBe(400)
    const anonymous = await call(app, null, {
      method: 'POST',
      url: '/api/saas/user/notification',
      payload: { type: 'CHAT_TUTORIAL' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('POST /api/user/exercise-filters', () => {
  const filters = {
    subjects: ['fizyka', 'chemia'],
    levels: ['HIGH_SCHOOL'],
    topics: ['kinematyka'],
    difficulty: ['EASY', 'HARD'],
    status: 'DONE',
  }

  it('stores and echoes the filters', async () => {
    const res = await call(app, uczen, {
      method: 'POST',
      url: '/api/user/exercise-filters',
      payload: filters,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(filters)
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.exerciseFilters).toEqual(filters)
  })

  it.each([
    ['an unknown status', { status: 'SOME' }],
    ['an unknown subject', { subjects: ['Matematyka'] }],
    ['an unknown topic', { topics: ['alchemia'] }],
    ['an unknown level', { levels: ['STUDIA'] }],
  ])('answers 400 to %s', async (_what, change) => {
    const bad = await call(app, uczen, {
      method: 'POST',
      url: '/api/user/exercise-filters',
      payload: { ...filters, ...change },
    })
    expect(bad.statusCode).toBe(400)
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.exerciseFilters).toEqual(
      SEED_EXERCISE_FILTERS.uczen,
    )
  })

  it('answers 401 to PUBLIC', async () => {
    const anonymous = await call(app, null, {
      method: 'POST',
      url: '/api/user/exercise-filters',
      payload: filters,
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
