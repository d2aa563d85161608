import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  FLASHCARDS_TEXT,
  FlashcardSchema,
  type Deck,
  type Flashcard,
} from '@app/contract/flashcards'
import { AccountExportSchema } from '@app/contract/user/account'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { call } from '../helper'
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
import {
  ALT,
  DIAGRAM,
  card,
  invalid,
  link,
  notFound,
  servedAt,
  uploaded,
} from './flashcards-images-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

/** Everything of a user's flashcards, to compare before and after. */
const state = (userId: string) => JSON.stringify(app.store.flashcards.everythingOf(userId))

describe('a card with a picture', () => {
  it('is created with the uploaded picture and its alt, and lists with it', async () => {
    const upload = await uploaded(app, PRO)
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
    const prosPicture = await uploaded(app, PRO)
    const notUploaded = await link(app, UCZEN)
    const [deck] = await listDecks(app, UCZEN)
    const listed = await fc(app, UCZEN, 'GET', `/decks/${deck!.id}/cards`)
    const target = listed.json().items[0] as Flashcard
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
    const upload = await uploaded(app, PRO)
    const deck = await createDeck(app, PRO, 'Funkcje')
    const res = await postCard(app, PRO, deck.id, card({ id: upload.imageId, ...alt }))
    expect(res.json()).toEqual(invalid('image.alt', FLASHCARDS_TEXT.imageAlt))
    expect(app.store.flashcards.cards(PERSONA_IDS.pro, deck.id)).toEqual([])
    const ok = await postCard(app, PRO, deck.id, card({ id: upload.imageId, alt: 'a'.repeat(200) }))
    expect(ok.statusCode).toBe(201)
  })

  it('keeps its picture on an update without one, takes a new alt, and drops it for null', async () => {
    const upload = await uploaded(app, PRO)
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
    const upload = await uploaded(app, PRO)
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
    const upload = await uploaded(app, UCZEN)
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
