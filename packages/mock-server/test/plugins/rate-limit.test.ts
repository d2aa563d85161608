import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ApiErrorSchema } from '@app/contract'
import {
  DEFAULT_RATE_LIMIT,
  GUARDED_ROUTES,
  tooManyAttemptsMessage,
} from '../../src/plugins/rate-limit'
import { advanceClock, authHeader, buildTestApp, call, resetApp, useTestApp } from '../helper'

let app: FastifyInstance
useTestApp((built) => (app = built), '2026-11-26T10:00:00.000Z')

const { limit, windowMs } = DEFAULT_RATE_LIMIT

const validate = (code: string, remoteAddress = '203.0.113.7', on = app) =>
  on.inject({
    method: 'POST',
    url: '/api/promo-codes/validate',
    remoteAddress,
    headers: authHeader(null),
    payload: { code, productId: 'ked' },
  })

/** Guesses at once, as a script would send them. */
const guesses = (count: number, on = app) =>
  Promise.all(Array.from({ length: count }, (_, i) => validate(`ZGADUJE${i}`, undefined, on)))

describe('guessing on the lookups anyone may call (decision 0140)', () => {
  it('300 guesses of a promo code from a guest: the first ones 404, the rest 429 with Retry-After', async () => {
    const answers = await guesses(300)
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((status) => status === 404)).toHaveLength(limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - limit)
    const refused = answers.find((res) => res.statusCode === 429)!
    const seconds = windowMs / 1000
    expect(refused.headers['retry-after']).toBe(String(seconds))
    expect(refused.json()).toEqual({ message: tooManyAttemptsMessage(seconds), httpsStatus: 429 })
    expect(refused.json().message).toBe('Zbyt wiele nieudanych prób. Spróbuj ponownie za 60 s.')

    // Even a right code waits; once the window has passed on the mock clock, it is answered.
    expect((await validate('NAUKA10')).statusCode).toBe(429)
    await advanceClock(app, windowMs - 15_000)
    expect((await validate('NAUKA10')).headers['retry-after']).toBe('15')
    await advanceClock(app, 15_000)
    expect((await validate('NAUKA10')).statusCode).toBe(200)
  })

  it('right answers and malformed requests take nothing from the budget', async () => {
    for (let i = 0; i < limit * 2; i++) expect((await validate('NAUKA10')).statusCode).toBe(200)
    for (let i = 0; i < limit * 2; i++) expect((await validate('ZŁY KOD!')).statusCode).toBe(400)
    expect((await validate('NIEMA')).statusCode).toBe(404)
  })

  it('each caller has its own budget: another guest, a signed-in user', async () => {
    await guesses(limit)
    expect((await validate('NIEMA')).statusCode).toBe(429)
    expect((await validate('NIEMA', '198.51.100.1')).statusCode).toBe(404)
    const signedIn = await call(app, 'uczen@example.com', {
      method: 'POST',
      url: '/api/promo-codes/validate',
      remoteAddress: '203.0.113.7',
      payload: { code: 'NIEMA', productId: 'ked' },
    })
    expect(signedIn.statusCode).toBe(404)
  })

  it('the control API reset starts every budget afresh', async () => {
    await guesses(limit)
    expect((await validate('NIEMA')).statusCode).toBe(429)
    await resetApp(app)
    expect((await validate('NIEMA')).statusCode).toBe(404)
  })

  it.each([
    ['an activation link', 'GET', '/api/activate/00000000-0000-4000-8000-000000000000', undefined],
    ['a password-reset link', 'GET', '/api/change-password/nie-ma-takiego-tokenu', undefined],
    ['a newsletter token', 'POST', '/api/newsletter/confirm', { token: 'nie-ma-takiego-tokenu' }],
    ['an order for a parent', 'GET', '/api/orders/2ZzzzzzzzzzzzzzzzzzzzzzzzzZ/public', undefined],
  ])('%s is guarded the same way', async (_, method, url, payload) => {
    const ask = () =>
      app.inject({
        method: method as 'GET' | 'POST',
        url,
        remoteAddress: '203.0.113.9',
        headers: authHeader(null),
        ...(payload && { payload }),
      })
    const first = await ask()
    expect(first.statusCode).toBe(404)
    for (let i = 1; i < limit; i++) await ask()
    const refused = await ask()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })

  it('every guarded route declares its 429 in the contract', () => {
    for (const route of GUARDED_ROUTES) {
      expect(route.responses, `${route.method} ${route.path}`).toHaveProperty('429', ApiErrorSchema)
    }
  })

  it('can be switched off for tests that call in bulk', async () => {
    const bulk = await buildTestApp({ rateLimit: false })
    try {
      const answers = await guesses(300, bulk)
      expect(answers.every((res) => res.statusCode === 404)).toBe(true)
    } finally {
      await bulk.close()
    }
  })
})
