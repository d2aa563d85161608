import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { authHeader, call, setClock, useTestApp } from '../helper'

let app: FastifyInstance
useTestApp((built) => (app = built), '2025-11-10T10:00:00.000Z')

const uczen = 'uczen@example.com'
const ALL = { planner: true, dominationPlan: true, flashcards: true, tasks: true }
const NONE = { planner: false, dominationPlan: false, flashcards: false, tasks: false }

const whoami = (as: string) => call(app, as, { method: 'GET', url: '/api/saas/user/whoami' })

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
