import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EBOOK_LINK_TTL_MS } from '../../src/store/ebooks'
import { buildTestApp, call, resetApp, setClock } from '../helper'

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
const signedUrl = async (ebook: string) => {
  const res = await call(app, null, { method: 'GET', url: `/api/ebook/${ebook}/download-url` })
  expect(res.statusCode).toBe(200)
  return res.json() as {
    url: string
    expiresAt: string
    expiresInSeconds: number
    fileName: string
  }
}
/** The browser follows the link without the API's bearer header. */
const download = (url: string) => app.inject({ method: 'GET', url })

describe('GET /api/ebook/{ebook}/download-url', () => {
  it.each([
    ['ebook', 'efektywna-nauka-w-praktyce.pdf', 'Efektywna-nauka-w-praktyce.pdf'],
    ['webinar', 'webinar-nauka-bez-stresu.pdf', 'Nauka-bez-stresu-materialy-z-webinaru.pdf'],
    ['domination-plan', 'plan-dominacji.pdf', 'Plan-dominacji.pdf'],
  ])('gives anybody a 15-minute link to the %s', async (ebook, file, fileName) => {
    const body = await signedUrl(ebook)
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
  })

  it('answers 400 to an unknown ebook', async () => {
    const res = await call(app, null, { method: 'GET', url: '/api/ebook/powiesc/download-url' })
    expect(res.statusCode).toBe(400)
    expect(res.json().httpsStatus).toBe(400)
  })
})

describe('signed ebook files', () => {
  it('serve until the link expires, then 410', async () => {
    const { url } = await signedUrl('ebook')
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
    expect((await download((await signedUrl('ebook')).url)).statusCode).toBe(200)
  })

  it('refuse a missing, forged or moved signature (403) and an unknown file (404)', async () => {
    const { url } = await signedUrl('ebook')
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
