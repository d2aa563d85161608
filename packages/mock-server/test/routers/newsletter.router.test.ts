import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { SEED_SUBSCRIPTION_TOKENS } from '../../src/store/seed/newsletter'
import { advanceClock, call, snapshot } from '../helper'
import { NOW, confirm, linksTo, outbox, subscribe, useNewsletterApp } from './newsletter-helper'

let app: FastifyInstance
useNewsletterApp((built) => (app = built))

const cancel = (token: unknown) =>
  call(app, null, { method: 'POST', url: '/api/newsletter/cancel', payload: { token } })

describe('POST /api/newsletter/subscribe', () => {
  it('records a pending sign-up and emails the confirm and cancel links (202)', async () => {
    const res = await subscribe(app, {
      email: ' Ola.Nowak@Example.com ',
      list: 'NEWSLETTER',
      source: 'stopka',
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ email: 'ola.nowak@example.com', list: 'NEWSLETTER' })
    expect(app.store.newsletter.find('ola.nowak@example.com', 'NEWSLETTER')).toMatchObject({
      status: 'PENDING',
      source: 'stopka',
      createdAt: NOW,
    })
    const { email, confirmToken, cancelToken } = await linksTo(app, 'ola.nowak@example.com')
    expect(email.subject).toBe('Potwierdź zapis do newslettera')
    expect(email.link).toBe(`http://web.test/potwierdz-newsletter?token=${confirmToken}`)
    expect(email.text).toContain(`/anuluj-newsletter?token=${cancelToken}`)
    expect(confirmToken).not.toBe(cancelToken)
  })

  it('keeps one subscription per email and list, and emails again at most once a minute', async () => {
    await subscribe(app, { email: 'ola@example.com', list: 'EBOOK' })
    await subscribe(app, { email: 'OLA@example.com', list: 'EBOOK' })
    expect(await outbox(app)).toHaveLength(1)
    await advanceClock(app, 60_000)
    await subscribe(app, { email: 'ola@example.com', list: 'EBOOK' })
    const emails = await outbox(app)
    expect(emails).toHaveLength(2)
    // The same links: an earlier email still works.
    expect(emails[0]?.link).toBe(emails[1]?.link)
    await subscribe(app, { email: 'ola@example.com', list: 'MINI_COURSE' })
    expect(app.store.newsletter.list().filter((s) => s.email === 'ola@example.com')).toHaveLength(2)
  })

  it('gives a confirmed subscriber the same answer and a reminder with the way out', async () => {
    const res = await subscribe(app, { email: 'czytelnik@example.com', list: 'NEWSLETTER' })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ email: 'czytelnik@example.com', list: 'NEWSLETTER' })
    const [email] = await outbox(app)
    expect(email).toMatchObject({
      subject: 'Jesteś już zapisany(-a)',
      link: `http://web.test/anuluj-newsletter?token=${SEED_SUBSCRIPTION_TOKENS.confirmed.cancel}`,
    })
    expect(
      app.store.newsletter.byCancelToken(SEED_SUBSCRIPTION_TOKENS.confirmed.cancel)?.status,
    ).toBe('CONFIRMED')
  })

  it('reopens a cancelled subscription, which then needs a new confirmation', async () => {
    await subscribe(app, { email: 'wypisany@example.com', list: 'EBOOK' })
    const record = app.store.newsletter.byConfirmToken(SEED_SUBSCRIPTION_TOKENS.cancelled.confirm)
    expect(record).toMatchObject({ status: 'PENDING', cancelledAt: null, confirmedAt: null })
    expect((await confirm(app, SEED_SUBSCRIPTION_TOKENS.cancelled.confirm)).json().state).toBe(
      'CONFIRMED',
    )
  })

  it.each([
    [
      { email: 'nie-email', list: 'NEWSLETTER' },
      'Nieprawidłowe dane: email — Podaj poprawny adres email',
    ],
    [{ email: '', list: 'NEWSLETTER' }, 'Nieprawidłowe dane: email — Podaj adres email'],
    [{ email: 'ola@example.com' }, 'Nieprawidłowe dane: list — Pole jest wymagane'],
    [
      { email: 'ola@example.com', list: 'SMS' },
      'Nieprawidłowe dane: list — Dozwolone wartości: NEWSLETTER, MINI_COURSE, EBOOK',
    ],
    [
      { email: 'ola@example.com', list: 'EBOOK', source: 'ze strony?' },
      'Nieprawidłowe dane: source — Źródło zapisu może zawierać tylko litery, cyfry, „-” i „_”',
    ],
    [
      { email: 'ola@example.com', list: 'EBOOK', name: 'Ola' },
      'Nieprawidłowe dane: name — Nieznane pole',
    ],
  ])('answers 400 to a bad sign-up and writes nothing (%#)', async (payload, message) => {
    const before = snapshot(app)
    const res = await subscribe(app, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(snapshot(app)).toBe(before)
  })
})

describe('POST /api/newsletter/confirm', () => {
  it('confirms once, then answers ALREADY_CONFIRMED without another email', async () => {
    await subscribe(app, { email: 'ola@example.com', list: 'NEWSLETTER' })
    const { confirmToken } = await linksTo(app, 'ola@example.com')
    await advanceClock(app, 5 * 60_000)

    const first = await confirm(app, confirmToken)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      email: 'ola@example.com',
      list: 'NEWSLETTER',
      state: 'CONFIRMED',
    })
    expect(app.store.newsletter.byConfirmToken(confirmToken)).toMatchObject({
      status: 'CONFIRMED',
      confirmedAt: '2026-03-02T09:05:00.000Z',
    })
    const afterFirst = await outbox(app)
    expect(afterFirst[0]?.subject).toBe('Witamy w newsletterze Efektywnej Nauki')

    const again = await confirm(app, confirmToken)
    expect(again.statusCode).toBe(200)
    expect(again.json().state).toBe('ALREADY_CONFIRMED')
    expect(await outbox(app)).toHaveLength(afterFirst.length)
    expect(app.store.newsletter.byConfirmToken(confirmToken)?.confirmedAt).toBe(
      '2026-03-02T09:05:00.000Z',
    )
  })

  it('answers 404 to an unknown token and 410 to a cancelled subscription', async () => {
    const before = snapshot(app)
    const unknown = await confirm(app, 'nie-ma-takiego-tokenu')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      message:
        'Nie znaleźliśmy zapisu dla tego linku potwierdzającego. Sprawdź, czy link został skopiowany w całości, albo zapisz się ponownie.',
      httpsStatus: 404,
    })
    // The cancel token is not a confirm token.
    expect((await confirm(app, SEED_SUBSCRIPTION_TOKENS.pending.cancel)).statusCode).toBe(404)
    const gone = await confirm(app, SEED_SUBSCRIPTION_TOKENS.cancelled.confirm)
    expect(gone.statusCode).toBe(410)
    expect(gone.json().message).toContain('zapisz się ponownie')
    expect(snapshot(app)).toBe(before)
  })

  it.each([[{}], [{ token: '' }], [{ token: 42 }], [{ token: 'x'.repeat(101) }]])(
    'answers 400 to a bad body and writes nothing (%o)',
    async (payload) => {
      const before = snapshot(app)
      const res = await call(app, null, { method: 'POST', url: '/api/newsletter/confirm', payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().httpsStatus).toBe(400)
      expect(snapshot(app)).toBe(before)
    },
  )
})

describe('POST /api/newsletter/cancel', () => {
  it('cancels once, then answers ALREADY_CANCELLED', async () => {
    const token = SEED_SUBSCRIPTION_TOKENS.confirmed.cancel
    const first = await cancel(token)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      email: 'czytelnik@example.com',
      list: 'NEWSLETTER',
      state: 'CANCELLED',
    })
    expect(app.store.newsletter.byCancelToken(token)).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: NOW,
    })
    await advanceClock(app, 60_000)
    const again = await cancel(token)
    expect(again.statusCode).toBe(200)
    expect(again.json().state).toBe('ALREADY_CANCELLED')
    expect(app.store.newsletter.byCancelToken(token)?.cancelledAt).toBe(NOW)
    // A cancelled sign-up's confirm link no longer works.
    expect((await confirm(app, SEED_SUBSCRIPTION_TOKENS.confirmed.confirm)).statusCode).toBe(410)
  })

  it('cancels a sign-up that was never confirmed', async () => {
    expect((await cancel(SEED_SUBSCRIPTION_TOKENS.pending.cancel)).json().state).toBe('CANCELLED')
  })

  it('answers 404 to an unknown token and 400 to a missing one, writing nothing', async () => {
    const before = snapshot(app)
    const unknown = await cancel(SEED_SUBSCRIPTION_TOKENS.confirmed.confirm)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(
      'Nie znaleźliśmy zapisu dla tego linku do wypisania. Sprawdź, czy link został skopiowany w całości.',
    )
    const missing = await call(app, null, {
      method: 'POST',
      url: '/api/newsletter/cancel',
      payload: {},
    })
    expect(missing.json()).toEqual({
      message: 'Nieprawidłowe dane: token — Pole jest wymagane',
      httpsStatus: 400,
    })
    expect(snapshot(app)).toBe(before)
  })
})
