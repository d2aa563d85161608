import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SEED_SUBSCRIPTION_TOKENS } from '../../src/store/seed/newsletter'
import type { SentEmail } from '../../src/store/outbox'
import { buildTestApp, call, resetApp, setClock, snapshot } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, NOW)
})

const NOW = '2026-03-02T09:00:00.000Z'
const outbox = async () =>
  (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json().emails as SentEmail[]
const advance = (advanceMs: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } })

const subscribe = (payload: object, as: string | null = null) =>
  call(app, as, { method: 'POST', url: '/api/newsletter/subscribe', payload })
const confirm = (token: unknown) =>
  call(app, null, { method: 'POST', url: '/api/newsletter/confirm', payload: { token } })
const cancel = (token: unknown) =>
  call(app, null, { method: 'POST', url: '/api/newsletter/cancel', payload: { token } })

/** The confirm and cancel tokens of the newest email to `to`. */
async function linksTo(to: string) {
  const email = (await outbox()).find((e) => e.to === to)
  if (!email) throw new Error(`No email to ${to}`)
  const confirmToken = /\/potwierdz-newsletter\?token=([\w-]+)/.exec(email.text)?.[1]
  const cancelToken = /\/anuluj-newsletter\?token=([\w-]+)/.exec(email.text)?.[1]
  return { email, confirmToken: confirmToken ?? '', cancelToken: cancelToken ?? '' }
}

describe('POST /api/newsletter/subscribe', () => {
  it('records a pending sign-up and emails the confirm and cancel links (202)', async () => {
    const res = await subscribe({
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
    const { email, confirmToken, cancelToken } = await linksTo('ola.nowak@example.com')
    expect(email.subject).toBe('Potwierdź zapis do newslettera')
    expect(email.link).toBe(`http://web.test/potwierdz-newsletter?token=${confirmToken}`)
    expect(email.text).toContain(`/anuluj-newsletter?token=${cancelToken}`)
    expect(confirmToken).not.toBe(cancelToken)
  })

  it('keeps one subscription per email and list, and emails again at most once a minute', async () => {
    await subscribe({ email: 'ola@example.com', list: 'EBOOK' })
    await subscribe({ email: 'OLA@example.com', list: 'EBOOK' })
    expect(await outbox()).toHaveLength(1)
    await advance(60_000)
    await subscribe({ email: 'ola@example.com', list: 'EBOOK' })
    const emails = await outbox()
    expect(emails).toHaveLength(2)
    // The same links: an earlier email still works.
    expect(emails[0]?.link).toBe(emails[1]?.link)
    await subscribe({ email: 'ola@example.com', list: 'MINI_COURSE' })
    expect(app.store.newsletter.list().filter((s) => s.email === 'ola@example.com')).toHaveLength(2)
  })

  it('gives a confirmed subscriber the same answer and a reminder with the way out', async () => {
    const res = await subscribe({ email: 'czytelnik@example.com', list: 'NEWSLETTER' })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ email: 'czytelnik@example.com', list: 'NEWSLETTER' })
    const [email] = await outbox()
    expect(email).toMatchObject({
      subject: 'Jesteś już zapisany(-a)',
      link: `http://web.test/anuluj-newsletter?token=${SEED_SUBSCRIPTION_TOKENS.confirmed.cancel}`,
    })
    expect(
      app.store.newsletter.byCancelToken(SEED_SUBSCRIPTION_TOKENS.confirmed.cancel)?.status,
    ).toBe('CONFIRMED')
  })

  it('reopens a cancelled subscription, which then needs a new confirmation', async () => {
    await subscribe({ email: 'wypisany@example.com', list: 'EBOOK' })
    const record = app.store.newsletter.byConfirmToken(SEED_SUBSCRIPTION_TOKENS.cancelled.confirm)
    expect(record).toMatchObject({ status: 'PENDING', cancelledAt: null, confirmedAt: null })
    expect((await confirm(SEED_SUBSCRIPTION_TOKENS.cancelled.confirm)).json().state).toBe(
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
    const res = await subscribe(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
    expect(snapshot(app)).toBe(before)
  })
})

describe('POST /api/newsletter/confirm', () => {
  it('confirms once, then answers ALREADY_CONFIRMED without another email', async () => {
    await subscribe({ email: 'ola@example.com', list: 'NEWSLETTER' })
    const { confirmToken } = await linksTo('ola@example.com')
    await advance(5 * 60_000)

    const first = await confirm(confirmToken)
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
    const afterFirst = await outbox()
    expect(afterFirst[0]?.subject).toBe('Witamy w newsletterze Efektywnej Nauki')

    const again = await confirm(confirmToken)
    expect(again.statusCode).toBe(200)
    expect(again.json().state).toBe('ALREADY_CONFIRMED')
    expect(await outbox()).toHaveLength(afterFirst.length)
    expect(app.store.newsletter.byConfirmToken(confirmToken)?.confirmedAt).toBe(
      '2026-03-02T09:05:00.000Z',
    )
  })

  it('sends the ebook page with its download token once an ebook sign-up is confirmed', async () => {
    await subscribe({ email: 'ola@example.com', list: 'EBOOK', source: 'ebook' })
    const { confirmToken } = await linksTo('ola@example.com')
    const id = app.store.newsletter.find('ola@example.com', 'EBOOK')?.id ?? ''
    expect(id).not.toBe('')
    const first = await confirm(confirmToken)
    expect(first.json()).toEqual({
      email: 'ola@example.com',
      list: 'EBOOK',
      state: 'CONFIRMED',
      ebookDownloadToken: id,
    })
    const [welcome] = await outbox()
    expect(welcome).toMatchObject({
      subject: 'Twój ebook jest gotowy do pobrania',
      link: `http://web.test/ebook/pobierz?token=${id}`,
    })
    expect(welcome?.text).toContain(`/ebook/pobierz?token=${id}.`)
    // A repeated confirm gives the token again (the confirm page's download link).
    const again = await confirm(confirmToken)
    expect(again.json()).toEqual({
      email: 'ola@example.com',
      list: 'EBOOK',
      state: 'ALREADY_CONFIRMED',
      ebookDownloadToken: id,
    })
  })

  it('gives a download token only for the ebook list', async () => {
    for (const list of ['NEWSLETTER', 'MINI_COURSE'] as const) {
      await subscribe({ email: 'ola@example.com', list })
      const record = app.store.newsletter.find('ola@example.com', list)
      const res = await confirm(record?.confirmToken)
      expect(res.statusCode, list).toBe(200)
      expect(res.json(), list).not.toHaveProperty('ebookDownloadToken')
      expect((await confirm(record?.confirmToken)).json(), list).not.toHaveProperty(
        'ebookDownloadToken',
      )
    }
  })

  it('gives a new email an activation link of the mini-course', async () => {
    await subscribe({ email: 'nowa@example.com', list: 'MINI_COURSE' })
    await confirm((await linksTo('nowa@example.com')).confirmToken)
    const [email] = await outbox()
    const id =
      /^http:\/\/web\.test\/aktywuj-produkt\/([\da-f-]{36})$/.exec(email?.link ?? '')?.[1] ?? ''
    expect(id).not.toBe('')
    const activation = await call(app, null, { method: 'GET', url: `/api/activate/${id}` })
    expect(activation.statusCode).toBe(200)
    expect(activation.json()).toMatchObject({
      kind: 'PRODUCT',
      email: 'nowa@example.com',
      productTitle: 'Podstawy Efektywnego Działania',
      expiresAt: '2026-04-01T09:00:00.000Z',
    })
  })

  it('adds the mini-course to an existing account', async () => {
    await subscribe({ email: 'brak@example.com', list: 'MINI_COURSE' })
    await confirm((await linksTo('brak@example.com')).confirmToken)
    expect(app.store.users.byEmail('brak@example.com')?.groups).toEqual([
      'Effective_Action_Mini_Course_Subscriber',
    ])
    expect((await outbox())[0]?.link).toBe('http://web.test/produkt/podstawy-efektywnego-dzialania')
  })

  it('answers 404 to an unknown token and 410 to a cancelled subscription', async () => {
    const before = snapshot(app)
    const unknown = await confirm('nie-ma-takiego-tokenu')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      message:
        'Nie znaleźliśmy zapisu dla tego linku potwierdzającego. Sprawdź, czy link został skopiowany w całości, albo zapisz się ponownie.',
      httpsStatus: 404,
    })
    // The cancel token is not a confirm token.
    expect((await confirm(SEED_SUBSCRIPTION_TOKENS.pending.cancel)).statusCode).toBe(404)
    const gone = await confirm(SEED_SUBSCRIPTION_TOKENS.cancelled.confirm)
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
    await advance(60_000)
    const again = await cancel(token)
    expect(again.statusCode).toBe(200)
    expect(again.json().state).toBe('ALREADY_CANCELLED')
    expect(app.store.newsletter.byCancelToken(token)?.cancelledAt).toBe(NOW)
    // A cancelled sign-up's confirm link no longer works.
    expect((await confirm(SEED_SUBSCRIPTION_TOKENS.confirmed.confirm)).statusCode).toBe(410)
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
