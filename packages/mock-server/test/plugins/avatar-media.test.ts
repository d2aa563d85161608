import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AvatarUploadSchema } from '@app/contract/user/account'
import { authHeader, buildTestApp, call, resetApp, setClock } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, '2025-11-10T10:00:00.000Z')
})

const uczen = 'uczen@example.com'
const mini = 'mini@example.com'

/** Real 1×1 pictures: the magic bytes are what the upload checks. */
const PICTURES = {
  'image/png': Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
  'image/jpeg': Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  'image/webp': Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
} as const
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')

const TYPES_TEXT = 'Dozwolone formaty zdjęcia: JPEG, PNG, WebP.'
const SIZE_TEXT = 'Zdjęcie może mieć najwyżej 2 MB.'
const BAD_URL_TEXT = 'Nieprawidłowy adres zdjęcia.'

async function uploadUrl(as: string, contentType: string, size = 1_000) {
  return call(app, as, {
    method: 'POST',
    url: '/api/saas/user/avatar-upload-url',
    payload: { contentType, size },
  })
}

async function signed(as: string, contentType: keyof typeof PICTURES) {
  const res = await uploadUrl(as, contentType)
  expect(res.statusCode).toBe(200)
  return AvatarUploadSchema.parse(res.json())
}

const put = (url: string, contentType: string, bytes: Buffer) =>
  app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes })

const saveImage = (as: string, imageUrl: string | null) =>
  call(app, as, {
    method: 'PUT',
    url: '/api/saas/user/settings',
    payload: { general: { imageUrl } },
  })

describe('the happy path', () => {
  it.each(Object.keys(PICTURES) as (keyof typeof PICTURES)[])(
    '%s: sign, upload, serve, save, and whoami shows it',
    async (type) => {
      const link = await signed(uczen, type)
      expect(link.headers).toEqual({ 'Content-Type': type })
      expect(link.expiresAt).toBe('2025-11-10T10:05:00.000Z')
      const uploaded = await put(link.uploadUrl, type, PICTURES[type])
      expect(uploaded.statusCode).toBe(204)

      const served = await app.inject({ method: 'GET', url: link.imageUrl })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(type)
      expect(served.rawPayload.equals(PICTURES[type])).toBe(true)

      expect((await saveImage(uczen, link.imageUrl)).statusCode).toBe(200)
      const whoami = await call(app, uczen, { method: 'GET', url: '/api/saas/user/whoami' })
      expect(whoami.json().settings.general.imageUrl).toBe(link.imageUrl)
      // Saving the form again with the same picture is fine; null removes it.
      expect((await saveImage(uczen, link.imageUrl)).statusCode).toBe(200)
      expect((await saveImage(uczen, null)).json().general.imageUrl).toBeNull()
    },
  )
})

describe('refusals', () => {
  it.each([
    ['GIF', 'image/gif'],
    ['SVG', 'image/svg+xml'],
  ])('a %s link: 400', async (_name, type) => {
    const res = await uploadUrl(uczen, type)
    expect(res.json()).toEqual({
      message: `Nieprawidłowe dane: contentType — ${TYPES_TEXT}`,
      httpsStatus: 400,
    })
  })

  it('a link for more than 2 MB: 413', async () => {
    const res = await uploadUrl(uczen, 'image/png', 2 * 1024 * 1024 + 1)
    expect(res.json()).toEqual({ message: SIZE_TEXT, httpsStatus: 413 })
    expect((await uploadUrl(uczen, 'image/png', 2 * 1024 * 1024)).statusCode).toBe(200)
  })

  it.each([
    ['GIF', 'image/gif', GIF],
    ['SVG', 'image/svg+xml', SVG],
  ])('a %s sent to a signed link: 400', async (_name, type, bytes) => {
    const link = await signed(uczen, 'image/png')
    const res = await put(link.uploadUrl, type, bytes)
    expect(res.json()).toEqual({ message: TYPES_TEXT, httpsStatus: 400 })
  })

  it('more than 2 MB sent: 413', async () => {
    const link = await signed(uczen, 'image/png')
    const big = Buffer.concat([PICTURES['image/png'], Buffer.alloc(2 * 1024 * 1024)])
    const res = await put(link.uploadUrl, 'image/png', big)
    expect(res.json()).toEqual({ message: SIZE_TEXT, httpsStatus: 413 })
  })

  it.each([
    ['a GIF said to be a PNG', 'image/png', GIF],
    ['a JPEG said to be a PNG', 'image/png', PICTURES['image/jpeg']],
    ['text', 'image/png', Buffer.from('to nie jest obraz')],
    ['nothing', 'image/png', Buffer.alloc(0)],
  ])('wrong magic bytes (%s): 415', async (_name, type, bytes) => {
    const link = await signed(uczen, 'image/png')
    const res = await put(link.uploadUrl, type, bytes)
    expect(res.statusCode).toBe(415)
    expect((await saveImage(uczen, link.imageUrl)).json()).toEqual({
      message: BAD_URL_TEXT,
      httpsStatus: 400,
    })
  })

  it('an expired link: 410', async () => {
    const link = await signed(uczen, 'image/png')
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 5 * 60_000 } })
    const res = await put(link.uploadUrl, 'image/png', PICTURES['image/png'])
    expect(res.statusCode).toBe(410)
    expect(res.json().message).toBe('Link do wysłania zdjęcia wygasł. Wybierz zdjęcie jeszcze raz.')
  })

  it.each([
    [
      'a changed signature',
      (url: string) =>
        // Another first character, whatever the signature's was.
        url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'X' ? 'Y' : 'X'}`),
    ],
    [
      'a later expiry',
      (url: string) => url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 600}`),
    ],
    ['no signature', (url: string) => url.split('?')[0]!],
    ['another file', (url: string) => url.replace(/avatars\/[^.]+/, 'avatars/cudzy')],
  ])('%s: 403', async (_name, change) => {
    const link = await signed(uczen, 'image/png')
    const res = await put(change(link.uploadUrl), 'image/png', PICTURES['image/png'])
    expect(res.statusCode).toBe(403)
    expect(res.json().httpsStatus).toBe(403)
  })

  it('another allowed type than the signed one: 403', async () => {
    const link = await signed(uczen, 'image/png')
    const res = await put(link.uploadUrl, 'image/jpeg', PICTURES['image/jpeg'])
    expect(res.statusCode).toBe(403)
  })

  it("B cannot save A's picture, A's upload link, a picture not uploaded or a foreign address", async () => {
    const link = await signed(uczen, 'image/png')
    await put(link.uploadUrl, 'image/png', PICTURES['image/png'])
    const notUploaded = await signed(mini, 'image/png')
    for (const imageUrl of [
      link.imageUrl,
      link.uploadUrl,
      notUploaded.imageUrl,
      '/api/media/blog/okladka.svg',
      'https://example.com/zdjecie.png',
    ]) {
      const res = await saveImage(mini, imageUrl)
      expect(res.json(), imageUrl).toEqual({ message: BAD_URL_TEXT, httpsStatus: 400 })
    }
    expect(
      app.store.users.all().find((u) => u.email === mini)?.settings.general.imageUrl,
    ).toBeNull()
  })

  it('an unknown picture is 404; PUBLIC cannot ask for a link', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/media/avatars/nie-ma.png' })
    expect(res.statusCode).toBe(404)
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/saas/user/avatar-upload-url',
      headers: authHeader(null),
      payload: { contentType: 'image/gif', size: 1 },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
