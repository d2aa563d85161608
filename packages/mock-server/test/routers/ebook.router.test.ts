import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EBOOK_LINK_TTL_MS } from '../../src/store/ebooks'
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
const advance = (advanceMs: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } })
const MISSING_TOKEN =
  'Ebook pobierzesz z linku, który wysyłamy e-mailem po zapisie. Zapisz się na stronie ebooka.'
const INVALID_TOKEN =
  'Ten link do pobrania ebooka jest nieprawidłowy. Zapisz się ponownie na stronie ebooka, a wyślemy nowy.'

const askLink = (ebook: string, token?: string) =>
  call(app, null, {
    method: 'GET',
    url: `/api/ebook/${ebook}/download-url`,
    ...(token !== undefined && { query: { token } }),
  })
const newsletter = (action: 'subscribe' | 'confirm' | 'cancel', payload: object) =>
  call(app, null, { method: 'POST', url: `/api/newsletter/${action}`, payload })

/** Signs `email` up for `list`; the pending subscription. */
async function signUp(email: string, list = 'EBOOK') {
  expect((await newsletter('subscribe', { email, list })).statusCode).toBe(202)
  const record = app.store.newsletter.find(email, list as 'EBOOK')
  if (!record) throw new Error(`No subscription of ${email}`)
  return record
}

/** Signs `email` up for the ebook and confirms it: the download token of the answer. */
async function confirmedToken(email = 'ola@example.com'): Promise<string> {
  const record = await signUp(email)
  const confirmed = await newsletter('confirm', { token: record.confirmToken })
  expect(confirmed.statusCode).toBe(200)
  const token = (confirmed.json() as { ebookDownloadToken?: string }).ebookDownloadToken
  expect(token).toBe(record.id)
  return token ?? ''
}

const signedUrl = async (ebook: string, token?: string) => {
  const res = await askLink(ebook, token)
  expect(res.statusCode).toBe(200)
  return res.json() as {
    url: string
    expiresAt: string
    expiresInSeconds: number
    fileName: string
  }
}
/** A link to the main ebook, asked for with a confirmed subscriber's token. */
const ebookUrl = async () => signedUrl('ebook', await confirmedToken())
/** The browser follows the link without the API's bearer header. */
const download = (url: string) => app.inject({ method: 'GET', url })

describe('GET /api/ebook/{ebook}/download-url', () => {
  it.each([
    ['ebook', 'efektywna-nauka-w-praktyce.pdf', 'Efektywna-nauka-w-praktyce.pdf', true],
    ['webinar', 'webinar-nauka-bez-stresu.pdf', 'Nauka-bez-stresu-materialy-z-webinaru.pdf', false],
    ['domination-plan', 'plan-dominacji.pdf', 'Plan-dominacji.pdf', false],
  ])(
    'gives a 15-minute link to the %s (with a token: %s)',
    async (ebook, file, fileName, withToken) => {
      const body = await signedUrl(ebook, withToken ? await confirmedToken() : undefined)
      expect(body).toMatchObject({
        ebook,
        fileName,
        expiresAt: '2026-03-02T09:15:00.000Z',
        expiresInSeconds: 900,
      })
      expect(body.url).toMatch(
        new RegExp(
          `^/api/media/ebooks/${file.replace('.', '\\.')}\\?expires=\\d+&signature=[\\w-]+$`,
        ),
      )
      const res = await download(body.url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`)
      expect(res.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4')
    },
  )

  it('gives the webinar and domination-plan ebooks to anybody, with or without a token', async () => {
    for (const ebook of ['webinar', 'domination-plan']) {
      expect((await askLink(ebook)).statusCode, ebook).toBe(200)
      expect((await askLink(ebook, 'zmyslony-token')).statusCode, ebook).toBe(200)
    }
  })

  it('refuses the main ebook without a token (403), saying where the link comes from', async () => {
    const before = snapshot(app)
    const res = await askLink('ebook')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: MISSING_TOKEN, httpsStatus: 403 })
    expect(snapshot(app)).toBe(before)
  })

  it('refuses the main ebook to a token that is not a confirmed ebook sign-up (403)', async () => {
    const pending = await signUp('oczekuje-na-ebook@example.com')
    const newsletterReader = await signUp('czytelnik-newslettera@example.com', 'NEWSLETTER')
    await newsletter('confirm', { token: newsletterReader.confirmToken })
    const confirmed = await confirmedToken('ebook@example.com')
    const confirmedRecord = app.store.newsletter.byId(confirmed)
    const neverConfirmed = await signUp('wypisany-przed-potwierdzeniem@example.com')
    await newsletter('cancel', { token: neverConfirmed.cancelToken })
    const cases = [
      ['an unknown token', 'b0000000-0000-4000-8000-000000000099'],
      ['a made-up token', 'zmyslony-token'],
      ['a pending ebook sign-up', pending.id],
      ['an ebook sign-up cancelled before it was confirmed', neverConfirmed.id],
      ['a confirmed sign-up of another list', newsletterReader.id],
      ['a seeded confirmed newsletter sign-up', 'b0000000-0000-4000-8000-000000000010'],
      ["a confirmed ebook sign-up's confirm token", confirmedRecord?.confirmToken ?? ''],
      ["a confirmed ebook sign-up's cancel token", confirmedRecord?.cancelToken ?? ''],
    ] as const
    const before = snapshot(app)
    for (const [name, token] of cases) {
      const res = await askLink('ebook', token)
      expect(res.statusCode, name).toBe(403)
      expect(res.json(), name).toEqual({ message: INVALID_TOKEN, httpsStatus: 403 })
    }
    expect(snapshot(app)).toBe(before)
  })

  it('still gives the ebook to a subscriber who cancelled after confirming', async () => {
    const token = await confirmedToken()
    const record = app.store.newsletter.byId(token)
    expect((await newsletter('cancel', { token: record?.cancelToken })).statusCode).toBe(200)
    expect(record?.status).toBe('CANCELLED')
    expect((await download((await signedUrl('ebook', token)).url)).statusCode).toBe(200)
    // The seeded wypisany@example.com: confirmed, then cancelled.
    expect((await askLink('ebook', 'b0000000-0000-4000-8000-000000000030')).statusCode).toBe(200)
  })

  it('takes the token of the welcome email', async () => {
    await confirmedToken()
    const outbox = (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json() as {
      emails: { subject: string; link: string | null }[]
    }
    const welcome = outbox.emails.find((e) => e.subject === 'Twój ebook jest gotowy do pobrania')
    const token = new URL(welcome?.link ?? '', 'http://mock').searchParams.get('token') ?? ''
    expect((await askLink('ebook', token)).statusCode).toBe(200)
  })

  it.each([
    [
      'an over-long token',
      { token: 'x'.repeat(101) },
      'token — Token w linku do pobrania jest za długi',
    ],
    ['an empty token', { token: '' }, 'token — Brak tokenu w linku do pobrania'],
    ['an unknown parameter', { klucz: 'abc' }, 'klucz — Nieznane pole'],
  ])('answers %s with a Polish 400, never a 500', async (_, query, detail) => {
    for (const ebook of ['ebook', 'webinar']) {
      const res = await call(app, null, {
        method: 'GET',
        url: `/api/ebook/${ebook}/download-url`,
        query,
      })
      expect(res.statusCode, ebook).toBe(400)
      expect(res.json(), ebook).toEqual({
        message: `Nieprawidłowe dane: ${detail}`,
        httpsStatus: 400,
      })
    }
  })

  it('answers 400 to an unknown ebook', async () => {
    const res = await call(app, null, { method: 'GET', url: '/api/ebook/powiesc/download-url' })
    expect(res.statusCode).toBe(400)
    expect(res.json().httpsStatus).toBe(400)
  })
})

describe('signed ebook files', () => {
  it('serve until the link expires, then 410', async () => {
    const { url } = await ebookUrl()
    await advance(EBOOK_LINK_TTL_MS - 1000)
    expect((await download(url)).statusCode).toBe(200)
    await advance(1000)
    const expired = await download(url)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toEqual({
      message: 'Link do pobrania wygasł. Wróć na stronę i pobierz plik ponownie.',
      httpsStatus: 410,
    })
    // A new link works again.
    expect((await download((await ebookUrl()).url)).statusCode).toBe(200)
  })

  it('refuse a missing, forged or moved signature (403) and an unknown file (404)', async () => {
    const { url } = await ebookUrl()
    const parsed = new URL(url, 'http://mock')
    const expires = parsed.searchParams.get('expires') ?? ''
    const signature = parsed.searchParams.get('signature') ?? ''
    const cases = [
      ['/api/media/ebooks/efektywna-nauka-w-praktyce.pdf', 403],
      [`/api/media/ebooks/efektywna-nauka-w-praktyce.pdf?expires=${expires}`, 403],
      [
        `/api/media/ebooks/efektywna-nauka-w-praktyce.pdf?expires=${Number(expires) + 3600}&signature=${signature}`,
        403,
      ],
      [`/api/media/ebooks/plan-dominacji.pdf?expires=${expires}&signature=${signature}`, 403],
      [`/api/media/ebooks/inny.pdf?expires=${expires}&signature=${signature}`, 404],
    ] as const
    for (const [path, status] of cases) {
      const res = await download(path)
      expect(res.statusCode, path).toBe(status)
      expect(res.json().httpsStatus, path).toBe(status)
    }
  })

  it('are never served as plain media files', async () => {
    for (const path of [
      '/api/media/ebooks/',
      '/api/media/ebooks/sub/plan-dominacji.pdf',
      '/api/media/blog/../ebooks/plan-dominacji.pdf',
      '/api/media/%65books/plan-dominacji.pdf',
    ]) {
      const res = await download(path)
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400)
      expect(res.headers['content-type'], path).not.toBe('application/pdf')
    }
    // Other media stay public.
    expect((await download('/api/media/resources/planer-tygodniowy.pdf')).statusCode).toBe(200)
  })
})
