import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { FLASHCARDS_TEXT } from '@app/contract/flashcards'
import { MESSAGES } from '../../src/errors'
import { setClock } from '../helper'
import {
  UCZEN,
  UNKNOWN_ID,
  envelope,
  listDecks,
  postCard,
  useFlashcardsApp,
} from './flashcards-helper'
import {
  ALT,
  DIAGRAM,
  PNG,
  card,
  invalid,
  link,
  notFound,
  put,
  requestLink,
  servedAt,
} from './flashcards-images-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')

describe('the upload link', () => {
  it('is signed for 5 minutes for a PNG (201)', async () => {
    const upload = await link(app, UCZEN)
    expect(upload.uploadUrl).toMatch(
      new RegExp(
        `^/api/media/flashcards/uploads/${upload.imageId}\\.png\\?expires=\\d+&signature=[\\w-]+$`,
      ),
    )
    expect(upload.headers).toEqual({ 'Content-Type': 'image/png' })
    expect(upload.expiresAt).toBe('2025-10-15T10:05:00.000Z')
  })

  it('is refused for a GIF and over 1 MB (400), to a guest (401) and without the tool (403)', async () => {
    expect(FLASHCARDS_TEXT.imageType).toBe('Obrazek musi być w formacie PNG, JPEG lub WebP.')
    expect(FLASHCARDS_TEXT.imageTooLarge).toBe('Obrazek może mieć najwyżej 1 MB.')
    expect((await requestLink(app, UCZEN, 'image/gif')).json()).toEqual(
      invalid('contentType', FLASHCARDS_TEXT.imageType),
    )
    expect((await requestLink(app, UCZEN, 'image/png', 2 * 1024 * 1024)).json()).toEqual(
      invalid('size', FLASHCARDS_TEXT.imageTooLarge),
    )
    expect((await requestLink(app, UCZEN, 'image/webp', 1_048_576)).statusCode).toBe(201)
    expect((await requestLink(app, null)).json()).toEqual(envelope(401, MESSAGES.loginRequired))
    expect((await requestLink(app, 'mini@example.com')).json()).toEqual(
      envelope(403, FLASHCARDS_TEXT.noAccess),
    )
  })
})

describe('the upload', () => {
  it('takes the PNG (204) and serves it back; nothing else is served there', async () => {
    const upload = await link(app, UCZEN)
    expect((await app.inject({ method: 'GET', url: servedAt(upload) })).statusCode).toBe(404)
    expect((await put(app, upload.uploadUrl, 'image/png', PNG)).statusCode).toBe(204)
    const served = await app.inject({ method: 'GET', url: servedAt(upload) })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    const unknown = await app.inject({ method: 'GET', url: '/api/media/flashcards/uploads/x.png' })
    expect(unknown.json()).toEqual(envelope(404, 'Nie ma takiego obrazka.'))
    // The seed's diagram stays a static file.
    const seeded = await app.inject({ method: 'GET', url: DIAGRAM.url })
    expect(seeded.statusCode).toBe(200)
    expect(seeded.headers['content-type']).toContain('image/svg+xml')
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
      (url: string) => url.replace(/expires=(\d+)/, (_m, e) => `expires=${+e + 60}`),
    ],
    ['no signature', (url: string) => url.split('?')[0]!],
    ['another file', (url: string) => url.replace(/uploads\/\w+/, `uploads/${UNKNOWN_ID}`)],
  ])('%s: 403', async (_name, change) => {
    const upload = await link(app, UCZEN)
    const res = await put(app, change(upload.uploadUrl), 'image/png', PNG)
    expect(res.json()).toEqual(
      envelope(403, 'Link do wysłania obrazka jest nieprawidłowy. Dodaj obrazek jeszcze raz.'),
    )
  })

  it('after the expiry: 410', async () => {
    const upload = await link(app, UCZEN)
    await setClock(app, '2025-10-15T10:05:00.000Z')
    const res = await put(app, upload.uploadUrl, 'image/png', PNG)
    expect(res.json()).toEqual(
      envelope(410, 'Link do wysłania obrazka wygasł. Dodaj obrazek jeszcze raz.'),
    )
  })

  it.each([
    ['text', 'image/png', Buffer.from('to nie jest obrazek')],
    ['a GIF said to be a PNG', 'image/png', GIF],
    ['nothing', 'image/png', Buffer.alloc(0)],
    ['a GIF', 'image/gif', GIF],
  ])('%s: 400, and the picture cannot go on a card', async (_name, type, bytes) => {
    const upload = await link(app, UCZEN)
    expect((await put(app, upload.uploadUrl, type, bytes)).json()).toEqual(
      envelope(400, FLASHCARDS_TEXT.imageType),
    )
    const [deck] = await listDecks(app, UCZEN)
    const res = await postCard(app, UCZEN, deck!.id, card({ id: upload.imageId, alt: ALT }))
    expect(res.json()).toEqual(notFound)
  })

  it('another allowed type than the signed one: 403; over 1 MB: 413', async () => {
    const upload = await link(app, UCZEN)
    expect((await put(app, upload.uploadUrl, 'image/jpeg', PNG)).statusCode).toBe(403)
    const big = Buffer.concat([PNG, Buffer.alloc(1_048_576)])
    expect((await put(app, upload.uploadUrl, 'image/png', big)).json()).toEqual(
      envelope(413, 'Obrazek może mieć najwyżej 1 MB.'),
    )
  })
})
