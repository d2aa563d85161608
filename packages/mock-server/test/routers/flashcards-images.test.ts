import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  FLASHCARDS_TEXT,
  FlashcardSchema,
  ImageUploadSchema,
  type Deck,
  type Flashcard,
  type ImageUpload,
} from '@app/contract/flashcards'
import { AccountExportSchema } from '@app/contract/user/account'
import { MESSAGES } from '../../src/errors'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { call, setClock } from '../helper'
import {
  PRO,
  UCZEN,
  UNKNOWN_ID,
  createDeck,
  envelope,
  fc,
  listDecks,
  newKey,
  postCard,
  useFlashcardsApp,
} from './flashcards-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

/** A real 1×1 PNG: the upload checks the magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
const DIAGRAM = {
  id: '326Qz0R5mvoFayDPwLtYSnv79rn',
  url: '/api/media/flashcards/komorka-zwierzeca.svg',
  alt: 'Schemat komórki zwierzęcej: błona komórkowa, cytoplazma, jądro z jąderkiem, mitochondria',
}
const ALT = 'Wykres funkcji kwadratowej'
const notFound = envelope(404, 'Nie znaleziono obrazka. Dodaj go jeszcze raz.')
const invalid = (field: string, message: string) =>
  envelope(400, `Nieprawidłowe dane: ${field} — ${message}`)

const requestLink = (as: string | null, contentType = 'image/png', size = 1_000) =>
  fc(app, as, 'POST', '/images', { contentType, size })

async function link(as: string): Promise<ImageUpload> {
  const res = await requestLink(as)
  expect(res.statusCode).toBe(201)
  return ImageUploadSchema.parse(res.json())
}

const put = (url: string, contentType: string, bytes: Buffer) =>
  app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes })

/** Where an upload is served: the link without its signature. */
const servedAt = (upload: ImageUpload) => upload.uploadUrl.split('?')[0]!

/** A picture the user has uploaded. */
async function uploaded(as: string): Promise<ImageUpload> {
  const upload = await link(as)
  expect((await put(upload.uploadUrl, 'image/png', PNG)).statusCode).toBe(204)
  return upload
}

const card = (image?: object | null) => ({
  front: 'Parabola',
  back: 'Wykres funkcji kwadratowej',
  tags: [],
  ...(image === undefined ? {} : { image }),
})

/** Everything of a user's flashcards, to compare before and after. */
const state = (userId: string) => JSON.stringify(app.store.flashcards.everythingOf(userId))

describe('the upload link', () => {
  it('is signed for 5 minutes for a PNG (201)', async () => {
    const upload = await link(UCZEN)
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
    expect((await requestLink(UCZEN, 'image/gif')).json()).toEqual(
      invalid('contentType', FLASHCARDS_TEXT.imageType),
    )
    expect((await requestLink(UCZEN, 'image/png', 2 * 1024 * 1024)).json()).toEqual(
      invalid('size', FLASHCARDS_TEXT.imageTooLarge),
    )
    expect((await requestLink(UCZEN, 'image/webp', 1_048_576)).statusCode).toBe(201)
    expect((await requestLink(null)).json()).toEqual(envelope(401, MESSAGES.loginRequired))
    expect((await requestLink('mini@example.com')).json()).toEqual(
      envelope(403, FLASHCARDS_TEXT.noAccess),
    )
  })
})

describe('the upload', () => {
  it('takes the PNG (204) and serves it back; nothing else is served there', async () => {
    const upload = await link(UCZEN)
    expect((await app.inject({ method: 'GET', url: servedAt(upload) })).statusCode).toBe(404)
    expect((await put(upload.uploadUrl, 'image/png', PNG)).statusCode).toBe(204)
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
    ['a changed signature', (url: string) => url.replace(/signature=./, 'signature=X')],
    [
      'a later expiry',
      (url: string) => url.replace(/expires=(\d+)/, (_m, e) => `expires=${+e + 60}`),
    ],
    ['no signature', (url: string) => url.split('?')[0]!],
    ['another file', (url: string) => url.replace(/uploads\/\w+/, `uploads/${UNKNOWN_ID}`)],
  ])('%s: 403', async (_name, change) => {
    const upload = await link(UCZEN)
    const res = await put(change(upload.uploadUrl), 'image/png', PNG)
    expect(res.json()).toEqual(
      envelope(403, 'Link do wysłania obrazka jest nieprawidłowy. Dodaj obrazek jeszcze raz.'),
    )
  })

  it('after the expiry: 410', async () => {
    const upload = await link(UCZEN)
    await setClock(app, '2025-10-15T10:05:00.000Z')
    const res = await put(upload.uploadUrl, 'image/png', PNG)
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
    const upload = await link(UCZEN)
    expect((await put(upload.uploadUrl, type, bytes)).json()).toEqual(
      envelope(400, FLASHCARDS_TEXT.imageType),
    )
    const [deck] = await listDecks(app, UCZEN)
    const res = await postCard(app, UCZEN, deck!.id, card({ id: upload.imageId, alt: ALT }))
    expect(res.json()).toEqual(notFound)
  })

  it('another allowed type than the signed one: 403; over 1 MB: 413', async () => {
    const upload = await link(UCZEN)
    expect((await put(upload.uploadUrl, 'image/jpeg', PNG)).statusCode).toBe(403)
    const big = Buffer.concat([PNG, Buffer.alloc(1_048_576)])
    expect((await put(upload.uploadUrl, 'image/png', big)).json()).toEqual(
      envelope(413, 'Obrazek może mieć najwyżej 1 MB.'),
    )
  })
})

describe('a card with a picture', () => {
  it('is created with the uploaded picture and its alt, and lists with it', async () => {
    const upload = await uploaded(PRO)
    const deck = await createDeck(app, PRO, 'Funkcje')
    const key = newKey()
    const body = card({ id: upload.imageId, alt: `  ${ALT} ` })
    const res = await postCard(app, PRO, deck.id, body, key)
    expect(res.statusCode).toBe(201)
    const made = FlashcardSchema.parse(res.json())
    expect(made.image).toEqual({ id: upload.imageId, url: servedAt(upload), alt: ALT })
    const list = await fc(app, PRO, 'GET', `/decks/${deck.id}/cards`)
    expect(list.json().items).toEqual([made])
    // The key's request holds the picture: the same one replays, another is a conflict.
    expect((await postCard(app, PRO, deck.id, body, key)).json()).toEqual(made)
    const other = await postCard(app, PRO, deck.id, { ...body, image: null }, key)
    expect(other.json()).toEqual(envelope(409, FLASHCARDS_TEXT.idempotencyConflictOther))
    // Without a picture: null.
    const plain = await postCard(app, PRO, deck.id, { ...card(), front: 'Prosta' })
    expect(plain.json().image).toBeNull()
  })

  it('is refused (404, nothing written) for a picture never uploaded or of another user', async () => {
    const prosPicture = await uploaded(PRO)
    const notUploaded = await link(UCZEN)
    const [deck] = await listDecks(app, UCZEN)
    const target = (await fc(app, UCZEN, 'GET', `/decks/${deck!.id}/cards`)).json()
      .items[0] as Flashcard
    const before = state(PERSONA_IDS.uczen)
    for (const id of [UNKNOWN_ID, notUploaded.imageId, prosPicture.imageId]) {
      const created = await postCard(app, UCZEN, deck!.id, card({ id, alt: ALT }))
      expect(created.json(), id).toEqual(notFound)
      const path = `/decks/${deck!.id}/cards/${target.id}`
      const { front, back, tags } = target
      const updated = await fc(app, UCZEN, 'PUT', path, {
        front,
        back,
        tags,
        image: { id, alt: ALT },
      })
      expect(updated.json(), id).toEqual(notFound)
    }
    expect(state(PERSONA_IDS.uczen)).toBe(before)
    // Nor the seed's diagram, which is uczen's.
    const proDeck = await createDeck(app, PRO, 'Biologia')
    const res = await postCard(app, PRO, proDeck.id, card({ id: DIAGRAM.id, alt: ALT }))
    expect(res.json()).toEqual(notFound)
  })

  it.each([
    ['no alt', {}],
    ['a blank alt', { alt: '   ' }],
    ['201 characters', { alt: 'a'.repeat(201) }],
  ])('is refused (400) with %s', async (_name, alt) => {
    const upload = await uploaded(PRO)
    const deck = await createDeck(app, PRO, 'Funkcje')
    const res = await postCard(app, PRO, deck.id, card({ id: upload.imageId, ...alt }))
    expect(res.json()).toEqual(invalid('image.alt', FLASHCARDS_TEXT.imageAlt))
    expect(app.store.flashcards.cards(PERSONA_IDS.pro, deck.id)).toEqual([])
    const ok = await postCard(app, PRO, deck.id, card({ id: upload.imageId, alt: 'a'.repeat(200) }))
    expect(ok.statusCode).toBe(201)
  })

  it('keeps its picture on an update without one, takes a new alt, and drops it for null', async () => {
    const upload = await uploaded(PRO)
    const deck = await createDeck(app, PRO, 'Funkcje')
    const made = (await postCard(app, PRO, deck.id, card({ id: upload.imageId, alt: ALT }))).json()
    const path = `/decks/${deck.id}/cards/${made.id}`
    const kept = await fc(app, PRO, 'PUT', path, { ...card(), back: 'Parabola.' })
    expect(kept.json()).toMatchObject({ back: 'Parabola.', image: made.image })
    const alt = await fc(app, PRO, 'PUT', path, card({ id: upload.imageId, alt: 'Parabola' }))
    expect(alt.json().image).toEqual({ ...made.image, alt: 'Parabola' })
    const removed = await fc(app, PRO, 'PUT', path, card(null))
    expect(removed.json().image).toBeNull()
    expect(app.store.flashcards.card(PERSONA_IDS.pro, made.id)?.image).toBeNull()
  })

  it('is exported without its picture (CSV), and with it in the account export', async () => {
    const upload = await uploaded(PRO)
    const deck = await createDeck(app, PRO, 'Funkcje')
    await postCard(app, PRO, deck.id, card({ id: upload.imageId, alt: ALT }))
    const csv = await fc(app, PRO, 'GET', `/decks/${deck.id}/export?format=csv`)
    expect(csv.json().content).not.toContain('uploads')
    const res = await call(app, PRO, { method: 'GET', url: '/api/saas/user/export' })
    const { flashcards } = AccountExportSchema.parse(res.json())
    const exported = flashcards.decks.find((d) => d.name === 'Funkcje')!.cards[0]!
    expect(exported.image).toEqual({ id: upload.imageId, url: servedAt(upload), alt: ALT })
  })
})

describe("the seed's biology diagram", () => {
  it('is the picture of the diagram card, an image of uczen to use again', async () => {
    const decks: Deck[] = await listDecks(app, UCZEN)
    const biology = decks.find((d) => d.name.startsWith('Biologia'))!
    const res = await fc(app, UCZEN, 'GET', `/decks/${biology.id}/cards?query=schemacie`)
    const [diagram] = res.json().items as Flashcard[]
    expect(diagram).toMatchObject({
      front: 'Jakie struktury zaznaczono na schemacie komórki zwierzęcej?',
      image: DIAGRAM,
    })
    expect(diagram!.back).not.toContain('![')
    const again = await postCard(app, UCZEN, biology.id, card({ id: DIAGRAM.id, alt: 'Komórka' }))
    expect(again.json().image).toEqual({ ...DIAGRAM, alt: 'Komórka' })
  })

  it("goes with uczen's account, as uploaded pictures do", async () => {
    const upload = await uploaded(UCZEN)
    const res = await call(app, UCZEN, {
      method: 'POST',
      url: '/api/saas/user/delete-account',
      payload: { password: DEMO_PASSWORD },
    })
    expect(res.statusCode).toBe(204)
    expect(app.store.flashcardImages.ownedBy(DIAGRAM.id, PERSONA_IDS.uczen)).toBeUndefined()
    expect(app.store.flashcardImages.ownedBy(upload.imageId, PERSONA_IDS.uczen)).toBeUndefined()
    expect((await app.inject({ method: 'GET', url: servedAt(upload) })).statusCode).toBe(404)
  })
})
