import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isAppRoute, isAppRouteNoBody, type AppRoute, type AppRouter } from '@ts-rest/core'
import { contract } from '@app/contract'
import { MESSAGES } from '../../src/errors'
import { accessOf } from '../../src/plugins/access'
import { ROLES } from '../../src/plugins/roles'
import { authHeader, buildTestApp, personaFor, resetApp, snapshot, tokenFor } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const routes = (router: AppRouter): AppRoute[] =>
  Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : routes(r as AppRouter)))
const ALL = routes(contract)
const WRITES = ALL.filter((r) => r.method !== 'GET')
const name = (r: AppRoute) => `${r.method} ${r.path}`
const hasBody = (r: AppRoute) => 'body' in r && !isAppRouteNoBody(r.body)
const hasParams = (r: AppRoute) => r.path.includes(':')

/** A request the contract refuses: a path parameter, a body and a query that are all wrong. */
function invalidRequest(route: AppRoute, token: string | null, payload = '["lista"]') {
  return {
    method: route.method,
    url: route.path.replace(/:\w+/g, 'nie-uuid'),
    query: { nieznany: '1' },
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    ...(route.method === 'GET' ? {} : { payload }),
  } as InjectOptions
}

const guarded = (list: AppRoute[]) =>
  list
    .filter((r) => accessOf(r) !== 'anyone' && accessOf(r) !== 'paymentProvider')
    .map((r) => [name(r), r] as const)
const withRole = (list: AppRoute[]) =>
  list
    .filter((r) => typeof accessOf(r) === 'object')
    .map((r) => [name(r), personaFor(r, false)!, r] as const)

describe('the access table', () => {
  it('opens exactly these write routes to callers who are not signed in', () => {
    expect(WRITES.filter((r) => accessOf(r) === 'anyone').map(name)).toEqual([
      'POST /api/signup',
      'POST /api/signup-saas',
      'POST /api/saas/user/verify-email',
      'POST /api/reset-password',
      'POST /api/change-password',
      'POST /api/trace',
      'POST /api/diagnostic',
      'POST /api/webinar/update_webinar_statistics',
      'POST /api/newsletter/subscribe',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/cancel',
      'POST /api/feedback',
      'POST /api/promo-codes/validate',
      // A parent pays a child's order by its link, without an account (/r/{id}).
      'POST /api/orders/:id/payment',
    ])
    // The provider sends no bearer: its signature is checked by the handler.
    expect(WRITES.filter((r) => accessOf(r) === 'paymentProvider').map(name)).toEqual([
      'POST /api/payments/notify',
    ])
  })

  it('keeps the admin areas for their groups', () => {
    const byRole = (role: object) => ALL.filter((r) => accessOf(r) === role).map(name)
    expect(byRole(ROLES.adminOrAssistant)).toEqual(['POST /api/blog', 'DELETE /api/blog/:id'])
    expect(byRole(ROLES.admin)).toEqual([
      'PUT /api/admin/users/:userId/features',
      'GET /api/trace',
      'GET /api/diagnostic',
      'POST /api/diagnostic/reviewed',
      'GET /api/metrics',
      'GET /api/admin/orders',
      'GET /api/admin/orders/:id',
    ])
  })
})

describe('a write route that needs a signed-in caller', () => {
  it.each(guarded(WRITES))(
    '%s answers Bearer PUBLIC with 401 before it looks at the body',
    async (_name, route) => {
      const before = snapshot(app)
      for (const payload of ['["lista"]', '{"a":', 'x'.repeat(2_000_000)]) {
        const res = await app.inject(invalidRequest(route, null, payload))
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual({ message: MESSAGES.loginRequired, httpsStatus: 401 })
      }
      expect(snapshot(app)).toBe(before)
    },
  )

  it.each(withRole(WRITES))(
    '%s answers %s (without the role) with 403 before it looks at the body',
    async (_name, email, route) => {
      const role = accessOf(route) as { message: string }
      const before = snapshot(app)
      const res = await app.inject(invalidRequest(route, await tokenFor(app, email)))
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: role.message, httpsStatus: 403 })
      expect(snapshot(app)).toBe(before)
    },
  )

  it.each(guarded(WRITES).filter(([, r]) => hasBody(r) || hasParams(r)))(
    '%s still validates the request of a caller it lets in',
    async (_name, route) => {
      const token = await tokenFor(app, personaFor(route, true)!)
      const res = await app.inject(invalidRequest(route, token))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^Nieprawidłowe dane: /)
    },
  )
})

describe('a read route that needs a signed-in caller', () => {
  it.each(guarded(ALL.filter((r) => r.method === 'GET')))(
    '%s answers Bearer PUBLIC with 401 (GET and HEAD) before it looks at the query',
    async (_name, route) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ ...invalidRequest(route, null), method })
        expect(res.statusCode, method).toBe(401)
      }
    },
  )

  it.each(withRole(ALL.filter((r) => r.method === 'GET')))(
    '%s answers %s (without the role) with 403 before it looks at the query',
    async (_name, email, route) => {
      const res = await app.inject(invalidRequest(route, await tokenFor(app, email)))
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe((accessOf(route) as { message: string }).message)
    },
  )
})
