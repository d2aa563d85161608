/** The emailed steps: email verification codes and password reset links. */
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import type { SentEmail } from '../../src/store/outbox'
import { advanceClock, call, setClock, useTestApp } from '../helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

const NOW = '2026-05-04T10:00:00.000Z'
const outbox = async () =>
  (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json().emails as SentEmail[]

describe('verification codes', () => {
  const nowy = 'nowy@example.com'
  const send = (as: string | null, userId: string = PERSONA_IDS.nowy) =>
    call(app, as, {
      method: 'POST',
      url: '/api/saas/user/send-verification-code',
      payload: { userId },
    })
  const verify = (code: string, userId: string = PERSONA_IDS.nowy) =>
    call(app, null, {
      method: 'POST',
      url: '/api/saas/user/verify-email',
      payload: { userId, code },
    })

  it('sends a 6-digit code to the outbox, then 429 for 60 s', async () => {
    await setClock(app, NOW)
    const res = await send(nowy)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ email: nowy, resendAvailableAt: '2026-05-04T10:01:00.000Z' })
    const [email] = await outbox()
    expect(email).toMatchObject({ to: nowy, code: expect.stringMatching(/^\d{6}$/) })
    expect(email?.link).toBe(`http://web.test/weryfikuj-email/${email?.code}/${PERSONA_IDS.nowy}`)

    await advanceClock(app, 59_000)
    const early = await send(nowy)
    expect(early.statusCode).toBe(429)
    expect(early.json()).toEqual({
      message: 'Kod został już wysłany. Nowy możesz wysłać za 1 s.',
      httpsStatus: 429,
    })
    await advanceClock(app, 1_000)
    expect((await send(nowy)).statusCode).toBe(200)
    expect(await outbox()).toHaveLength(2)
  })

  it('answers 401 to PUBLIC, 403 for another user, 404 for an unknown user, 400 without userId', async () => {
    expect((await send(null)).statusCode).toBe(401)
    expect((await send('uczen@example.com')).statusCode).toBe(403)
    expect((await send(nowy, 'nie-ma-takiego')).statusCode).toBe(404)
    const bad = await call(app, nowy, {
      method: 'POST',
      url: '/api/saas/user/send-verification-code',
      payload: {},
    })
    expect(bad.statusCode).toBe(400)
    expect(await outbox()).toHaveLength(0)
  })

  it('verifies the email with the right code', async () => {
    await send(nowy)
    const [email] = await outbox()
    const res = await verify(email?.code ?? '')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ emailVerified: true })
    const whoami = await call(app, nowy, { method: 'GET', url: '/api/saas/user/whoami' })
    expect(whoami.json().emailVerified).toBe(true)
  })

  it('answers 400 to a wrong code, 410 to an expired one, 404 to an unknown user', async () => {
    await setClock(app, NOW)
    await send(nowy)
    const code = (await outbox())[0]?.code ?? ''
    const wrong = await verify(code === '000000' ? '111111' : '000000')
    expect(wrong.json()).toEqual({ message: 'Nieprawidłowy kod weryfikacyjny.', httpsStatus: 400 })
    expect((await verify('12ab56')).statusCode).toBe(400)
    expect((await verify(code, 'nie-ma-takiego')).statusCode).toBe(404)
    await advanceClock(app, 15 * 60_000)
    expect((await verify(code)).statusCode).toBe(410)
    expect(app.store.users.byId(PERSONA_IDS.nowy)?.emailVerified).toBe(false)
  })
})

describe('password reset', () => {
  const reset = (email: string) =>
    call(app, null, { method: 'POST', url: '/api/reset-password', payload: { email } })
  const change = (token: string, password = 'NoweHaslo1') =>
    call(app, null, { method: 'POST', url: '/api/change-password', payload: { token, password } })
  const linkToken = async () =>
    (await outbox())[0]?.link?.replace('http://web.test/zmien-haslo/', '') ?? ''

  it('answers the same to known and unknown emails; only a known one gets a link', async () => {
    const unknown = await reset('nikt@example.com')
    expect(await outbox()).toHaveLength(0)
    const known = await reset('UCZEN@example.com')
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    const [email] = await outbox()
    expect(email).toMatchObject({
      to: 'uczen@example.com',
      link: expect.stringMatching(/^http:\/\/web\.test\/zmien-haslo\/[0-9a-f-]{36}$/),
    })
  })

  it('changes the password once with a fresh link', async () => {
    await reset('uczen@example.com')
    const token = await linkToken()
    expect((await change(token)).statusCode).toBe(200)
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.password).toBe('NoweHaslo1')
    const reused = await change(token, 'InneHaslo2')
    expect(reused.statusCode).toBe(410)
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.password).toBe('NoweHaslo1')
  })

  it('answers 410 after an hour, 404 to an unknown token, 400 to a weak password', async () => {
    await setClock(app, NOW)
    await reset('uczen@example.com')
    const token = await linkToken()
    const weak = await change(token, 'krotkie')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toMatch(
      /^Nieprawidłowe dane: password — Hasło musi mieć co najmniej 8 znaków$/,
    )
    expect((await change('00000000-0000-4000-8000-00000000dead')).statusCode).toBe(404)
    await advanceClock(app, 60 * 60_000)
    expect((await change(token)).statusCode).toBe(410)
    expect(app.store.users.byId(PERSONA_IDS.uczen)?.password).toBe('Demo123!')
  })

  it('answers 400 to a malformed email', async () => {
    expect((await reset('nie-email')).statusCode).toBe(400)
  })
})
