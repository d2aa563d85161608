import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WEEKLY_DIGEST_JOB } from '../../src/services/parent/digest'
import { seedArticles } from '../../src/store/seed/blog'
import { authHeader, buildTestApp, call, resetApp } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const control = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/__mock/${url}`, ...(payload ? { payload } : {}) })
const blog = () => call(app, null, { method: 'GET', url: '/api/blog' })

describe('POST /__mock/reset', () => {
  it('goes back to the seed, real time and no scenarios', async () => {
    const article = seedArticles[0]!
    await call(app, 'admin@example.com', { method: 'DELETE', url: `/api/blog/${article.id}` })
    await control('POST', 'clock', { now: '2030-01-01T00:00:00.000Z' })
    await control('POST', 'scenarios', { pattern: '/api/trace', status: 500 })
    expect(app.store.blog.byId(article.id)).toBeUndefined()

    expect((await control('POST', 'reset')).statusCode).toBe(204)
    expect(app.store.blog.byId(article.id)).toEqual(article)
    expect((await control('GET', 'clock')).json().mode).toBe('real')
    expect((await control('GET', 'scenarios')).json()).toEqual({ scenarios: [] })
  })
})

describe('POST /__mock/reset with keepSignIns', () => {
  const signIn = () =>
    app.store.identity.issueRefreshToken(
      { userId: 'u-1', originJti: 'origin-1', authTime: 0, scope: 'openid' },
      app.clock.now(),
      60_000,
    ).token

  it('keeps issued sign-ins valid, and forgets them without it', async () => {
    const token = signIn()
    expect((await control('POST', 'reset', { keepSignIns: true })).statusCode).toBe(204)
    expect(app.store.identity.refreshToken(token)).toBeDefined()
    expect((await control('POST', 'reset')).statusCode).toBe(204)
    expect(app.store.identity.refreshToken(token)).toBeUndefined()
  })

  it('answers 400 to an unknown option and resets nothing', async () => {
    await control('POST', 'clock', { now: '2030-01-01T00:00:00.000Z' })
    const res = await control('POST', 'reset', { keepEverything: true })
    expect(res.statusCode).toBe(400)
    expect((await control('GET', 'clock')).json().mode).toBe('fixed')
  })
})

describe('/__mock/clock', () => {
  it('reads, fixes, advances and releases the clock', async () => {
    const real = (await control('GET', 'clock')).json()
    expect(real.mode).toBe('real')
    expect(Math.abs(Date.parse(real.now) - Date.now())).toBeLessThan(5_000)

    const fixed = await control('POST', 'clock', { now: '2026-03-29T01:30:00+01:00' })
    expect(fixed.json()).toEqual({ now: '2026-03-29T00:30:00.000Z', mode: 'fixed' })
    const advanced = await control('POST', 'clock', { advanceMs: 90 * 60_000 })
    expect(advanced.json()).toEqual({ now: '2026-03-29T02:00:00.000Z', mode: 'fixed' })
    expect((await control('POST', 'clock', { now: null })).json().mode).toBe('real')
  })

  it('lays the seed out from a clock set right after a reset, though the move runs the Sunday digest', async () => {
    await control('POST', 'clock', { now: '2025-10-23T10:00:00.000Z' })
    // Two Sundays 18:00 lie between: their digests run, at their own times, before the answer.
    await control('POST', 'clock', { now: '2025-11-06T10:00:00.000Z' })
    const digests = app.scheduler.list().filter((job) => job.kind === WEEKLY_DIGEST_JOB)
    expect(digests.filter((job) => job.status === 'done')).toHaveLength(2)
    expect(app.store.seedInstant.get().toISOString()).toBe('2025-11-06T10:00:00.000Z')
  })

  it('answers 400 to a bad clock request', async () => {
    for (const payload of [{ now: 'jutro' }, { advanceMs: -1 }, { now: null, advanceMs: 5 }, {}]) {
      const res = await control('POST', 'clock', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^Nieprawidłowe dane: /)
    }
    expect((await control('GET', 'clock')).json().mode).toBe('real')
  })
})

describe('/__mock/scenarios', () => {
  it('forces a status with an envelope on matching routes only', async () => {
    const created = await control('POST', 'scenarios', {
      pattern: '/api/blog*',
      method: 'GET',
      status: 503,
      message: 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.',
    })
    expect(created.statusCode).toBe(201)
    const res = await blog()
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      message: 'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.',
      httpsStatus: 503,
    })
    expect((await call(app, null, { method: 'GET', url: '/api/blog/random' })).statusCode).toBe(503)
    expect((await call(app, null, { method: 'GET', url: '/api/diagnostic' })).statusCode).toBe(401)
    expect(
      (
        await call(app, 'admin@example.com', {
          method: 'DELETE',
          url: `/api/blog/${seedArticles[0]!.id}`,
        })
      ).statusCode,
    ).toBe(204)
  })

  it('uses a default message, the newest match wins, and scenarios can be removed', async () => {
    await control('POST', 'scenarios', { pattern: '/api/*', status: 500 })
    const second = (
      await control('POST', 'scenarios', { pattern: '/api/blog', status: 429 })
    ).json()
    expect((await blog()).json()).toEqual({
      message: 'Scenariusz testowy: odpowiedź 429.',
      httpsStatus: 429,
    })
    expect((await control('DELETE', `scenarios/${second.id}`)).statusCode).toBe(204)
    expect((await control('DELETE', `scenarios/${second.id}`)).statusCode).toBe(404)
    expect((await blog()).statusCode).toBe(500)
    expect((await control('DELETE', 'scenarios')).statusCode).toBe(204)
    expect((await blog()).statusCode).toBe(200)
  })

  it('delays an answer', async () => {
    await control('POST', 'scenarios', { pattern: '/api/blog', delayMs: 150 })
    const started = performance.now()
    const res = await blog()
    expect(res.statusCode).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('drops the connection without an answer', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    await control('POST', 'scenarios', { pattern: '/api/blog', drop: true })
    await expect(fetch(`${base}/api/blog`, { headers: authHeader() })).rejects.toThrow(TypeError)
    const other = await fetch(`${base}/api/blog/random`, { headers: authHeader() })
    expect(other.status).toBe(200)
  })

  it('answers 400 to a bad scenario', async () => {
    for (const payload of [
      { pattern: 'api/blog', status: 500 },
      { pattern: '/api/blog' },
      { pattern: '/api/blog', status: 200 },
      { pattern: '/api/blog', delayMs: 'dużo' },
    ]) {
      expect((await control('POST', 'scenarios', payload)).statusCode).toBe(400)
    }
    expect((await control('GET', 'scenarios')).json()).toEqual({ scenarios: [] })
  })
})

describe('/__mock/personas and outbox', () => {
  it('lists the nine personas with their password', async () => {
    const { personas } = (await control('GET', 'personas')).json()
    expect(personas.map((p: { email: string }) => p.email)).toEqual([
      'uczen@example.com',
      'mini@example.com',
      'rodzic@example.com',
      'pro@example.com',
      'nowy@example.com',
      'brak@example.com',
      'admin@example.com',
      'asystent@example.com',
      'recenzent@example.com',
    ])
    expect(personas.every((p: { password: string }) => p.password === 'Demo123!')).toBe(true)
  })

  it('issues a token for a persona, 404 for an unknown email', async () => {
    const ok = await control('POST', 'personas/admin%40example.com/token')
    expect(ok.json().idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect((await control('POST', 'personas/nikt@example.com/token')).statusCode).toBe(404)
  })

  it('shows sent emails newest first', async () => {
    for (const email of ['uczen@example.com', 'mini@example.com']) {
      await call(app, null, { method: 'POST', url: '/api/reset-password', payload: { email } })
    }
    const { emails } = (await control('GET', 'outbox')).json()
    expect(emails.map((e: { to: string }) => e.to)).toEqual([
      'mini@example.com',
      'uczen@example.com',
    ])
    expect(emails[0]).toMatchObject({
      subject: 'Zmiana hasła',
      code: null,
      link: expect.any(String),
    })
  })
})

describe('without controls', () => {
  it('has no /__mock routes', async () => {
    const production = await buildTestApp({ controls: false })
    for (const [method, url] of [
      ['POST', '/__mock/reset'],
      ['GET', '/__mock/personas'],
      ['POST', '/__mock/personas/admin@example.com/token'],
    ] as const) {
      expect((await production.inject({ method, url })).statusCode).toBe(404)
    }
    await production.close()
  })
})
