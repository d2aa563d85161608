import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { isAppRoute, isAppRouteNoBody, type AppRoute, type AppRouter } from '@ts-rest/core'
import { LIMITS, contract } from '@app/contract'
import { seedArticles } from '../src/store/seed/blog'
import { authHeader, personaFor, snapshot, tokenFor, useTestApp } from './helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

const article = seedArticles[0]!
const draft = {
  title: 'Nowy artykuł',
  author: 'Redakcja',
  imageUrl: '/api/media/blog/x.svg',
  content: '<p>Treść</p>',
}
const json = { ...authHeader(), 'content-type': 'application/json' }

describe('error envelope', () => {
  it('answers an unknown route with 404 in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nie-ma'],
      ['PATCH', '/api/blog'],
      ['GET', '/zupelnie/gdzie/indziej'],
    ] as const) {
      const res = await app.inject({ method, url, headers: authHeader() })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Nie ma takiego adresu w API.', httpsStatus: 404 })
    }
  })

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const token = await tokenFor(app, 'admin@example.com')
    const before = snapshot(app)
    for (const payload of ['{"title": "Nowy', '{"__proto__": {"admin": true}}', 'nie json']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/blog',
        headers: { ...authHeader(token), 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        message: 'Treść żądania nie jest poprawnym JSON-em.',
        httpsStatus: 400,
      })
    }
    expect(snapshot(app)).toBe(before)
  })

  it('answers a body over 1 MB with 413, and a big valid-size body with a validation 400', async () => {
    const over = JSON.stringify({ ...draft, content: 'x'.repeat(LIMITS.bodyLimitBytes) })
    const res = await app.inject({
      method: 'POST',
      url: '/api/trace',
      headers: json,
      payload: over,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      message: 'Treść żądania jest za duża (limit to 1 MB).',
      httpsStatus: 413,
    })
    const under = JSON.stringify({ sessionId: 'x'.repeat(LIMITS.bodyLimitBytes - 100) })
    const big = await app.inject({
      method: 'POST',
      url: '/api/trace',
      headers: json,
      payload: under,
    })
    expect(big.statusCode).toBe(400)
  })

  it('answers a body that is not JSON with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/trace',
        headers: { ...authHeader(), 'content-type': type },
        payload: 'sessionId=1',
      })
      expect(res.statusCode).toBe(415)
      expect(res.json().httpsStatus).toBe(415)
    }
  })

  it('treats an empty JSON body as no body', async () => {
    const token = await tokenFor(app, 'admin@example.com')
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/blog/${article.id}`,
      headers: { ...authHeader(token), 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(204)
    const empty = await app.inject({ method: 'POST', url: '/api/trace', headers: json })
    expect(empty.json()).toEqual({
      message: 'Nieprawidłowe dane: treść żądania — Pole jest wymagane',
      httpsStatus: 400,
    })
  })

  it('answers 500 in the envelope when an answer would break the contract', async () => {
    const token = await tokenFor(app, 'uczen@example.com')
    const whoami = () =>
      app.inject({ method: 'GET', url: '/api/saas/user/whoami', headers: authHeader(token) })
    expect((await whoami()).statusCode).toBe(200)
    // Corrupt the store behind the API's back: no cached answer may hide it.
    const { users } = app.store
    users.update(users.byEmail('uczen@example.com')!, { groups: ['Król'] as never })
    const res = await whoami()
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      message: 'Wystąpił nieoczekiwany błąd serwera. Spróbuj ponownie za chwilę.',
      httpsStatus: 500,
    })
  })

  it('never answers a malformed request with 500', async () => {
    const token = await tokenFor(app, 'admin@example.com')
    const nasty: unknown[] = [
      null,
      [],
      'x',
      42,
      true,
      { id: null },
      { title: { $gt: '' } },
      [draft],
    ]
    for (const payload of nasty) {
      for (const url of ['/api/blog', '/api/trace', '/api/signup', '/api/saas/user/verify-email']) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...authHeader(token), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        })
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400)
        expect(res.json().message).toMatch(/^Nieprawidłowe dane: /)
      }
    }
  })
})

const routes = (router: AppRouter): AppRoute[] =>
  Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : routes(r as AppRouter)))
// Flashcards, the chat, the planner and the domination plan name what they hold by KSUIDs;
// everything else by UUIDs.
const KSUID_AREAS = [
  '/api/saas/flashcards/',
  '/api/saas/chat/',
  '/api/saas/planner/',
  '/api/saas/domination-plan/',
  '/api/saas/exercises/',
]
const urlOf = (route: AppRoute) =>
  KSUID_AREAS.some((area) => route.path.startsWith(area))
    ? route.path.replace(/:\w+/g, '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF')
    : route.path.replace(/:(id|userId)\b/, '00000000-0000-4000-8000-000000000001')
const withBody = routes(contract).filter((r) => 'body' in r && !isAppRouteNoBody(r.body))
const withQuery = routes(contract).filter((r) => r.method === 'GET' && r.query)

describe('every contract route', () => {
  it.each(withBody.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers malformed JSON and a wrong body type with 400',
    async (_name, route) => {
      // From a caller the route lets in: the others are refused before the body (access.test.ts).
      const token = await tokenFor(app, personaFor(route, true)!)
      const headers = { ...authHeader(token), 'content-type': 'application/json' }
      const before = snapshot(app)
      const send = (payload: string) =>
        app.inject({ method: route.method, url: urlOf(route), headers, payload })
      const malformed = await send('{"a":')
      expect(malformed.json()).toEqual({
        message: 'Treść żądania nie jest poprawnym JSON-em.',
        httpsStatus: 400,
      })
      const wrongType = await send('["lista"]')
      expect(wrongType.statusCode).toBe(400)
      expect(wrongType.json().message).toMatch(/^Nieprawidłowe dane: treść żądania — /)
      expect(snapshot(app)).toBe(before)
    },
  )

  it.each(withQuery.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers an unknown query parameter with 400',
    async (_name, route) => {
      const token = await tokenFor(app, personaFor(route, true)!)
      const res = await app.inject({
        method: 'GET',
        url: urlOf(route),
        query: { nieznany: '1' },
        headers: authHeader(token),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^Nieprawidłowe dane: /)
    },
  )
})
