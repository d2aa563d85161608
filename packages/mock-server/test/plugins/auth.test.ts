import type { FastifyInstance } from 'fastify'
import { createLocalJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/tokens'
import { authHeader, buildTestApp, resetApp, setClock, tokenFor } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const whoami = (token: string) =>
  app.inject({ method: 'GET', url: '/api/saas/user/whoami', headers: authHeader(token) })
const advance = (advanceMs: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } })

describe('id tokens', () => {
  it('verify against GET /.well-known/jwks.json and carry the Cognito claims', async () => {
    await setClock(app, '2026-02-02T10:00:00.000Z')
    const token = await tokenFor(app, 'rodzic@example.com')
    const jwks = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    expect(jwks.statusCode).toBe(200)
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks.json()), {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: new Date('2026-02-02T10:00:00.000Z'),
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload).toMatchObject({
      sub: PERSONA_IDS.rodzic,
      email: 'rodzic@example.com',
      name: 'Anna Nowak',
      'cognito:groups': ['Understanding_Teenager_Course_Subscriber'],
      'custom:promoCode': '',
      token_use: 'id',
      iat: Date.parse('2026-02-02T10:00:00.000Z') / 1000,
      exp: Date.parse('2026-02-02T11:00:00.000Z') / 1000,
    })
  })

  it('expire after an hour of mock time', async () => {
    await setClock(app, '2026-02-02T10:00:00.000Z')
    const token = await tokenFor(app, 'uczen@example.com')
    expect((await whoami(token)).statusCode).toBe(200)
    await advance(3_599_000)
    expect((await whoami(token)).statusCode).toBe(200)
    await advance(1_000)
    const expired = await whoami(token)
    expect(expired.statusCode).toBe(401)
    expect(expired.json().message).toBe(
      'Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.',
    )
  })

  it('last tokenLifetimeSeconds when the app is built with it', async () => {
    const short = await buildTestApp({
      tokenLifetimeSeconds: 5,
      now: new Date('2026-02-02T10:00:00Z'),
    })
    const token = await tokenFor(short, 'uczen@example.com')
    const get = () =>
      short.inject({ method: 'GET', url: '/api/saas/user/whoami', headers: authHeader(token) })
    expect((await get()).statusCode).toBe(200)
    await short.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 5_000 } })
    expect((await get()).statusCode).toBe(401)
    await short.close()
  })
})
