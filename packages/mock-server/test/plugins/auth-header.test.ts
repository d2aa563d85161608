import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { authHeader, buildTestApp, call, resetApp, tokenFor, useTestApp } from '../helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

describe('Authorization header', () => {
  it('answers 401 without a header or with a malformed one', async () => {
    for (const authorization of [undefined, '', 'Bearer', 'Bearer  ', 'Basic abc', 'PUBLIC']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/blog',
        headers: authorization === undefined ? {} : { authorization },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toMatch(/^Brak nagłówka Authorization/)
    }
  })

  it('answers 401 to a token that is not a valid id token of this mock', async () => {
    const other = await buildTestApp()
    const foreign = await tokenFor(other, 'admin@example.com')
    await other.close()
    const own = await tokenFor(app, 'admin@example.com')
    const [header, payload] = own.split('.')
    const tampered = `${header}.${payload}.${'A'.repeat(342)}`
    for (const token of ['abc.def.ghi', 'nie-token', foreign, tampered]) {
      const res = await app.inject({ method: 'GET', url: '/api/blog', headers: authHeader(token) })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        message: 'Sesja wygasła lub jest nieprawidłowa. Zaloguj się ponownie.',
        httpsStatus: 401,
      })
    }
  })

  it('answers 401 to a token of an account that is gone after a reset', async () => {
    const signup = await call(app, null, {
      method: 'POST',
      url: '/api/signup-saas',
      payload: {
        email: 'ktos@example.com',
        password: 'Haslo123!',
        name: 'Ktoś Nowy',
        promoCode: '',
        isParent: false,
      },
    })
    expect(signup.statusCode).toBe(201)
    const token = await tokenFor(app, 'ktos@example.com')
    await resetApp(app)
    const res = await app.inject({
      method: 'GET',
      url: '/api/saas/user/whoami',
      headers: authHeader(token),
    })
    expect(res.statusCode).toBe(401)
  })
})
