import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  PROVIDER_API_KEY,
  PROVIDER_API_PATH,
  PROVIDER_PAY_PATH,
  nextBankSession,
} from '../../src/payment-provider/config'
import { settle, signNotification } from '../../src/payment-provider/settlement'
import { buildTestApp, resetApp, setClock } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2026-11-24T10:00:00.000Z') // a Tuesday, 11:00 in Warsaw
})

const shop = { authorization: `Bearer ${PROVIDER_API_KEY}` }
const ORDER = {
  merchantOrderId: '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF',
  amount: 69_700,
  currency: 'PLN',
  description: 'Kurs Efektywnego Działania',
  returnUrl: 'http://shop.test/zakup/wynik',
  // Nothing answers here: every notification fails and is retried.
  notifyUrl: 'http://shop.test/api/not-there',
}

async function register(body: object = ORDER) {
  return app.inject({ method: 'POST', url: PROVIDER_API_PATH, headers: shop, payload: body })
}

async function started() {
  const res = await register()
  expect(res.statusCode).toBe(201)
  return res.json() as { token: string; paymentUrl: string }
}

const form = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

const status = async (token: string) =>
  (await app.inject({ method: 'GET', url: `${PROVIDER_API_PATH}/${token}`, headers: shop })).json()

describe('registering a transaction', () => {
  it('needs the shop key and a valid body; a second registration of an open order reuses it', async () => {
    const anonymous = await app.inject({ method: 'POST', url: PROVIDER_API_PATH, payload: ORDER })
    expect(anonymous.statusCode).toBe(401)
    expect((await register({ ...ORDER, currency: 'EUR' })).statusCode).toBe(400)
    expect((await register({ ...ORDER, amount: 0 })).statusCode).toBe(400)
    const first = await started()
    expect(first.paymentUrl).toBe(`${PROVIDER_PAY_PATH}/${first.token}`)
    expect((await started()).token).toBe(first.token)
  })

  it('the hosted page names the payee, the product and the amount', async () => {
    const { paymentUrl } = await started()
    const page = await app.inject({ method: 'GET', url: paymentUrl })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Kurs Efektywnego Działania')
    expect(page.body).toContain('697,00')
    expect(page.body).toContain('Zapłać BLIKIEM')
    expect(
      (await app.inject({ method: 'GET', url: `${PROVIDER_PAY_PATH}/tr_nope` })).statusCode,
    ).toBe(404)
  })
})

describe('BLIK', () => {
  it.each(['12345', '123456', 'abcdef', ''])('%j is not a code that works', async (code) => {
    const { token } = await started()
    const res = await form(`${PROVIDER_PAY_PATH}/${token}/blik`, { code })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('Nieprawidłowy kod BLIK')
    expect((await status(token)).status).toBe('new')
  })

  it('000000 is declined and the buyer goes back to the shop', async () => {
    const { token } = await started()
    const res = await form(`${PROVIDER_PAY_PATH}/${token}/blik`, { code: '000000' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(ORDER.returnUrl)
    expect(await status(token)).toMatchObject({ status: 'failed', method: 'blik' })
  })

  it('777777 waits for the approval on the phone, then is paid', async () => {
    const { token, paymentUrl } = await started()
    const res = await form(`${PROVIDER_PAY_PATH}/${token}/blik`, { code: '777777' })
    expect(res.headers.location).toBe(paymentUrl)
    const waiting = await app.inject({ method: 'GET', url: paymentUrl })
    expect(waiting.body).toContain('Potwierdź płatność w aplikacji banku')
    expect(waiting.body).toContain('http-equiv="refresh"')
    expect((await status(token)).status).toBe('pending')
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 3_000 } })
    const done = await app.inject({ method: 'GET', url: paymentUrl })
    expect(done.headers.location).toBe(ORDER.returnUrl)
    expect(await status(token)).toMatchObject({
      status: 'paid',
      paidAt: '2026-11-24T10:00:03.000Z',
    })
  })
})

describe('card', () => {
  const pay = async (fields: Record<string, string>) => {
    const { token } = await started()
    return { token, res: await form(`${PROVIDER_PAY_PATH}/${token}/card`, fields) }
  }
  const valid = { number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123' }

  it.each([
    [{ ...valid, number: '4242 4242 4242 4241' }, 'Nieprawidłowy numer karty.'],
    [{ ...valid, expiry: '13/27' }, 'Podaj datę ważności w formacie MM/RR.'],
    [{ ...valid, expiry: '10/26' }, 'Karta straciła ważność.'],
    [{ ...valid, cvc: '12' }, 'Kod CVC to 3 cyfry.'],
  ])('refuses %j', async (fields, message) => {
    const { token, res } = await pay(fields)
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(message)
    expect((await status(token)).status).toBe('new')
  })

  it('a valid card this month is paid; the decline card fails', async () => {
    const paid = await pay({ ...valid, expiry: '11/26' })
    expect(paid.res.headers.location).toBe(ORDER.returnUrl)
    expect(await status(paid.token)).toMatchObject({ status: 'paid', method: 'card' })
    await resetApp(app)
    const declined = await pay({ ...valid, number: '4000000000000002' })
    expect((await status(declined.token)).status).toBe('failed')
  })

  it('the 3-D Secure card asks for a challenge, approved or denied', async () => {
    for (const [decision, outcome] of [
      ['approve', 'paid'],
      ['deny', 'failed'],
    ]) {
      await resetApp(app)
      const { token, res } = await pay({ ...valid, number: '4000 0000 0000 3220' })
      const challenge = await app.inject({ method: 'GET', url: res.headers.location as string })
      expect(challenge.body).toContain('Weryfikacja 3-D Secure')
      expect(challenge.body).toContain('•••• 3220')
      await form(`${PROVIDER_PAY_PATH}/${token}/3ds`, { decision: decision! })
      expect((await status(token)).status).toBe(outcome)
    }
  })
})

describe('bank transfer', () => {
  it('stays pending until the next bank session passes', async () => {
    const { token, paymentUrl } = await started()
    await form(`${PROVIDER_PAY_PATH}/${token}/transfer`, {})
    const page = await app.inject({ method: 'GET', url: paymentUrl })
    expect(page.body).toContain('Przelew zlecony')
    expect(page.body).toContain('24.11.2026 13:30')
    await setClock(app, '2026-11-24T12:29:59.000Z')
    expect((await status(token)).status).toBe('pending')
    await setClock(app, '2026-11-24T12:30:00.000Z')
    expect((await status(token)).status).toBe('paid')
  })

  it.each([
    ['2026-11-24T08:00:00.000Z', '2026-11-24T08:30:00.000Z'], // Tuesday 09:00 → 09:30
    ['2026-11-24T15:30:00.000Z', '2026-11-25T08:30:00.000Z'], // after the last session
    ['2026-11-27T16:00:00.000Z', '2026-11-30T08:30:00.000Z'], // Friday evening → Monday
    ['2026-03-27T16:00:00.000Z', '2026-03-30T07:30:00.000Z'], // over the spring clock change
  ])('after %s the next session is %s', (from, session) => {
    expect(nextBankSession(new Date(from)).toISOString()).toBe(session)
  })
})

describe('notifications', () => {
  it('are signed (HMAC-SHA256 of the body) and retried with growing pauses while the shop fails', async () => {
    // RFC 4231 test case 2.
    expect(signNotification('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
    const { token } = await started()
    await form(`${PROVIDER_PAY_PATH}/${token}/cancel`, {})
    const attempts = () => app.store.paymentProvider.byToken(token)?.notification
    expect(attempts()).toMatchObject({ delivered: false, attempts: 1 })
    await settle(app)
    expect(attempts()?.attempts).toBe(1)
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 5_000 } })
    await settle(app)
    expect(attempts()).toMatchObject({ attempts: 2, nextAt: new Date('2026-11-24T10:00:35.000Z') })
  })

  it('a provider that is down answers 503 to the shop', async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { pattern: '/provider/*', status: 503 },
    })
    expect((await register()).statusCode).toBe(503)
  })
})

describe('the transfer switch of the control API', () => {
  it('books a pending transfer now; anything else is 404', async () => {
    const { token } = await started()
    const book = () => app.inject({ method: 'POST', url: `/__mock/payment-provider/${token}/book` })
    expect((await book()).statusCode).toBe(404)
    await form(`${PROVIDER_PAY_PATH}/${token}/transfer`, {})
    expect((await book()).statusCode).toBe(204)
    expect((await status(token)).status).toBe('paid')
  })
})
