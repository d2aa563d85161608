import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { contract } from './contract'
import { ApiErrorSchema } from './common.schemas'
import { buildOpenApiDocument } from './openapi'

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}
const routes = routesOf(contract)
const key = (r: AppRoute) => `${r.method} ${r.path}`

/** SPEC §7: the 26 listed calls and the 5 named only as excluded from tracing. */
const SPEC_CALLS = [
  'GET /api/blog/:id',
  'GET /api/blog',
  'GET /api/blog/random',
  'POST /api/blog',
  'DELETE /api/blog/:id',
  'POST /api/signup',
  'POST /api/signup-saas',
  'POST /api/saas/user/send-verification-code',
  'POST /api/saas/user/verify-email',
  'GET /api/activate/:id',
  'GET /api/saas/user/public/:id',
  'POST /api/reset-password',
  'POST /api/change-password',
  'GET /api/saas/user/whoami',
  'GET /api/saas/user/settings',
  'PUT /api/saas/user/settings',
  'POST /api/saas/user/initial_quiz',
  'POST /api/saas/user/quiz-progress',
  'POST /api/saas/user/notification',
  'POST /api/saas/parent/validate-child',
  'POST /api/user/exercise-filters',
  'POST /api/trace',
  'GET /api/trace',
  'GET /api/diagnostic',
  'POST /api/diagnostic',
  'POST /api/diagnostic/reviewed',
]
const SEEN_PATHS = [
  '/api/metrics',
  '/api/update_episode_notes',
  '/api/webinar/update_webinar_statistics',
  '/api/get_week_and_episodes',
  '/api/update_watch_time',
]

describe('contract', () => {
  it('has every SPEC §7 call, marked as spec', () => {
    expect(SPEC_CALLS).toHaveLength(26)
    for (const call of SPEC_CALLS) {
      const route = routes.find((r) => key(r) === call)
      expect(route, call).toBeDefined()
      expect(route?.metadata, call).toEqual({ origin: 'spec' })
    }
  })

  it('has the five calls SPEC only names, marked as seen', () => {
    for (const path of SEEN_PATHS) {
      const route = routes.find((r) => r.path === path)
      expect(route, path).toBeDefined()
      expect(route?.metadata, path).toEqual({ origin: 'seen' })
    }
  })

  it('marks the newsletter, feedback, ebook and password-link check calls as proposed (SPEC §7 does not list them)', () => {
    const proposedCalls = [
      'POST /api/newsletter/subscribe',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/cancel',
      'POST /api/feedback',
      'POST /api/feedback/course',
      'POST /api/feedback/end-course',
      'GET /api/ebook/:ebook/download-url',
      'GET /api/change-password/:token',
    ]
    for (const call of proposedCalls) {
      const route = routes.find((r) => key(r) === call)
      expect(route?.metadata, call).toEqual({ origin: 'proposed' })
    }
  })

  it('marks the quiz resume, avatar, export, deletion and feature-grant calls as proposed', () => {
    for (const call of [
      'GET /api/saas/user/quiz-progress',
      'POST /api/saas/user/avatar-upload-url',
      'GET /api/saas/user/export',
      'POST /api/saas/user/delete-account',
      'PUT /api/admin/users/:userId/features',
    ]) {
      const route = routes.find((r) => key(r) === call)
      expect(route?.metadata, call).toEqual({ origin: 'proposed' })
    }
  })

  it("moves validate-child to the parent area, still as SPEC's (issue 30)", () => {
    expect(routes.find((r) => key(r) === 'POST /api/saas/parent/validate-child')).toBe(
      contract.parent.validateChild,
    )
  })

  it('gives every endpoint a summary and an origin, and unique method+path', () => {
    for (const r of routes) {
      expect(r.summary, key(r)).toBeTruthy()
      expect(['spec', 'seen', 'proposed']).toContain((r.metadata as { origin: string }).origin)
    }
    expect(new Set(routes.map(key)).size).toBe(routes.length)
  })

  it('answers every error status with the one envelope', () => {
    for (const r of routes) {
      for (const [status, schema] of Object.entries(r.responses)) {
        if (Number(status) >= 400) expect(schema, `${key(r)} ${status}`).toBe(ApiErrorSchema)
      }
      expect(r.responses, key(r)).toHaveProperty('401')
    }
  })

  it('requires the bearer header on every call', () => {
    const headers = routes[0]?.headers as { safeParse: (v: unknown) => { success: boolean } }
    expect(headers.safeParse({ authorization: 'Bearer PUBLIC' }).success).toBe(true)
    expect(headers.safeParse({ authorization: 'Bearer eyJ.a.b' }).success).toBe(true)
    expect(headers.safeParse({ authorization: 'Basic abc' }).success).toBe(false)
    expect(headers.safeParse({}).success).toBe(false)
  })
})

describe('the commerce routes (decision 0121)', () => {
  const commerce = routes.filter((r) =>
    /^\/api\/(catalogue|promo-codes|orders|payments|saas\/subscription|admin\/orders)/.test(r.path),
  )

  it('are proposed, under /api, with a summary, the envelope and a 401', () => {
    expect(commerce.map(key)).toEqual([
      'GET /api/catalogue',
      'POST /api/promo-codes/validate',
      'POST /api/orders',
      'GET /api/orders',
      'GET /api/orders/:id',
      'GET /api/orders/:id/public',
      'POST /api/orders/:id/payment',
      'POST /api/payments/notify',
      'GET /api/saas/subscription',
      'POST /api/saas/subscription/cancel',
      'POST /api/saas/subscription/resume',
      'POST /api/saas/subscription/payment',
      'GET /api/admin/orders',
      'GET /api/admin/orders/:id',
    ])
    for (const r of commerce) {
      expect(r.summary, key(r)).toBeTruthy()
      expect(r.metadata, key(r)).toEqual({ origin: 'proposed' })
      for (const [status, schema] of Object.entries(r.responses)) {
        if (Number(status) >= 400) expect(schema, `${key(r)} ${status}`).toBe(ApiErrorSchema)
      }
      expect(r.responses, key(r)).toHaveProperty('401')
    }
  })

  it('needs the bearer and an Idempotency-Key to order; the provider only its signature', () => {
    type Headers = { safeParse: (v: unknown) => { success: boolean } }
    const order = contract.commerce.createOrder.headers as Headers
    const key = { 'idempotency-key': '5e7a9c1d-3f4b-4d6e-a8f0-2b4d6f8a0c19' }
    expect(order.safeParse({ authorization: 'Bearer eyJ.a.b', ...key }).success).toBe(true)
    expect(order.safeParse({ authorization: 'Bearer eyJ.a.b' }).success).toBe(false)
    expect(order.safeParse(key).success).toBe(false)
    const notify = contract.commerce.notifyPayment.headers as Headers
    expect(notify.safeParse({ 'x-payment-signature': 'sha256=00' }).success).toBe(true)
    expect(notify.safeParse({ authorization: 'Bearer PUBLIC' }).success).toBe(false)
  })
})

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument()

  it('documents every endpoint with its origin', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { 'x-origin'?: string }>).map(([method, op]) => ({
        path,
        method,
        origin: op['x-origin'],
      })),
    )
    expect(operations).toHaveLength(routes.length)
    expect(operations.every((op) => ['spec', 'seen', 'proposed'].includes(op.origin ?? ''))).toBe(
      true,
    )
    expect(operations.find((op) => op.path === '/api/metrics')?.origin).toBe('seen')
    expect(
      operations.find((op) => op.path === '/api/blog/{id}' && op.method === 'get')?.origin,
    ).toBe('spec')
  })
})
