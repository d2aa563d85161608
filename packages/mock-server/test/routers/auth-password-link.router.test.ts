import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { PASSWORD_RESET_TTL_MS } from '../../src/store/password-resets'
import type { SentEmail } from '../../src/store/outbox'
import { buildTestApp, call, resetApp, setClock, snapshot } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const NOW = '2026-05-04T10:00:00.000Z'
const NOT_FOUND = 'Nie znaleziono linku do zmiany hasła.'
const GONE = 'Link do zmiany hasła wygasł lub został już użyty. Poproś o nowy.'

const outbox = async () =>
  (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json().emails as SentEmail[]
const advance = (advanceMs: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } })
const reset = (email: string) =>
  call(app, null, { method: 'POST', url: '/api/reset-password', payload: { email } })
const change = (token: string, password = 'NoweHaslo1') =>
  call(app, null, { method: 'POST', url: '/api/change-password', payload: { token, password } })
const check = (token: string) =>
  call(app, null, { method: 'GET', url: `/api/change-password/${token}` })

/** Requests a link for the student and gives its token (from the emailed link). */
async function freshToken(): Promise<string> {
  await reset('uczen@example.com')
  const [email] = await outbox()
  return email?.link?.replace('http://web.test/zmien-haslo/', '') ?? ''
}

describe('GET /api/change-password/{token}', () => {
  it('answers 404 with the envelope to an unknown token', async () => {
    const res = await check('00000000-0000-4000-8000-00000000dead')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: NOT_FOUND, httpsStatus: 404 })
  })

  it('answers 200 with the expiry to a fresh link, and never uses it up', async () => {
    await setClock(app, NOW)
    const token = await freshToken()
    const before = snapshot(app)
    for (let i = 0; i < 2; i++) {
      const res = await check(token)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        expiresAt: new Date(Date.parse(NOW) + PASSWORD_RESET_TTL_MS).toISOString(),
      })
    }
    expect(snapshot(app)).toBe(before)
    expect(app.store.passwordResets.byToken(token)?.usedAt).toBeNull()
    // The checked link still changes the password.
    expect((await change(token)).statusCode).toBe(200)
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.password).toBe('NoweHaslo1')
  })

  it('answers 410 once the link has been used', async () => {
    const token = await freshToken()
    expect((await change(token)).statusCode).toBe(200)
    const res = await check(token)
    expect(res.statusCode).toBe(410)
    expect(res.json()).toEqual({ message: GONE, httpsStatus: 410 })
  })

  it('answers 410 once the mock clock passes the link expiry', async () => {
    await setClock(app, NOW)
    const token = await freshToken()
    await advance(PASSWORD_RESET_TTL_MS - 1)
    expect((await check(token)).statusCode).toBe(200)
    await advance(1)
    const res = await check(token)
    expect(res.statusCode).toBe(410)
    expect(res.json()).toEqual({ message: GONE, httpsStatus: 410 })
    // Only looked at: the expired link was not marked used.
    expect(app.store.passwordResets.byToken(token)?.usedAt).toBeNull()
  })

  it('answers 404 to any token within 100 characters that is not a link', async () => {
    for (const token of ['x', 'a'.repeat(100), 'nie-uuid', encodeURIComponent('ą ę/..')]) {
      const res = await check(token)
      expect(res.statusCode, token).toBe(404)
      expect(res.json(), token).toEqual({ message: NOT_FOUND, httpsStatus: 404 })
    }
  })

  // Fastify refuses a path parameter over maxParamLength (100) before the contract's max(100).
  it.each([101, 5_000])(
    'answers an over-long token (%i characters) with the Polish 414 envelope, never a 500',
    async (length) => {
      const res = await check('a'.repeat(length))
      expect(res.statusCode).toBe(414)
      expect(res.json()).toEqual({ message: 'Adres zapytania jest za długi.', httpsStatus: 414 })
    },
  )
})
