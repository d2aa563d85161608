import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { FLASHCARDS_TEXT, type Flashcard } from '@app/contract/flashcards'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import {
  NOW,
  PRO,
  UCZEN,
  createDeck,
  envelope,
  fc,
  listDecks,
  newKey,
  postReview,
  useFlashcardsApp,
} from './flashcards-helper'

// Rows with Anki's GUID as their external id (decision 0144).
let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

const importRows = (as: string, deckId: string, body: object, key = newKey()) =>
  fc(app, as, 'POST', `/decks/${deckId}/import`, body, { 'idempotency-key': key })
const cardsOf = async (deckId: string): Promise<Flashcard[]> =>
  (await fc(app, PRO, 'GET', `/decks/${deckId}/cards`)).json().items
const row = (n: number, externalId: string, front: string, back: string, tags: string[] = []) => ({
  row: n,
  externalId,
  front,
  back,
  tags,
})

describe('POST /decks/:id/import with Anki GUIDs', () => {
  it('a re-import updates the cards by GUID instead of doubling them, keeping their schedule', async () => {
    const deck = await createDeck(app, PRO, 'Anki')
    const first = await importRows(PRO, deck.id, {
      skipDuplicates: true,
      rows: [
        row(7, 'Ea5|L0k(v/', 'Jak sprawdzić długość `xs`?', '`len(xs)`'),
        row(8, 'dG7)Yp:3uF', 'abundant', 'obfity'),
      ],
    })
    expect(first.json()).toEqual({ created: 2, updated: 0, rejected: [] })
    const [card] = (await cardsOf(deck.id)).filter((c) => c.front === 'abundant')
    const graded = await postReview(app, PRO, {
      cardId: card?.id,
      grade: 3,
      reviewedAt: NOW,
      durationMs: 2000,
    })
    expect(graded.statusCode).toBe(200)
    expect((await cardsOf(deck.id)).find((c) => c.id === card?.id)?.schedule.reps).toBe(1)
    const before = (await cardsOf(deck.id)).find((c) => c.id === card?.id)

    const again = await importRows(PRO, deck.id, {
      skipDuplicates: true,
      rows: [
        row(7, 'Ea5|L0k(v/', 'Jak sprawdzić długość `xs`?', '`len(xs)`'),
        row(8, 'dG7)Yp:3uF', 'abundant', 'obfity, *liczny*', ['ang']),
        row(9, 'h2Kz!8Lw/N', 'to cope with', 'radzić sobie z'),
      ],
    })
    expect(again.json()).toEqual({ created: 1, updated: 2, rejected: [] })
    const cards = await cardsOf(deck.id)
    expect(cards).toHaveLength(3)
    const updated = cards.find((c) => c.id === card?.id)
    expect(updated).toMatchObject({ front: 'abundant', back: 'obfity, *liczny*', tags: ['ang'] })
    expect(updated?.schedule).toEqual(before?.schedule)
  })

  it('keeps GUIDs per deck: the same file into another deck makes new cards there', async () => {
    const one = await createDeck(app, PRO, 'Anki 1')
    const two = await createDeck(app, PRO, 'Anki 2')
    const body = { skipDuplicates: true, rows: [row(7, 'g-1', 'dom', 'house')] }
    expect((await importRows(PRO, one.id, body)).json()).toEqual({
      created: 1,
      updated: 0,
      rejected: [],
    })
    expect((await importRows(PRO, two.id, body)).json()).toEqual({
      created: 1,
      updated: 0,
      rejected: [],
    })
  })

  it("answers 404 for another user's deck and changes nothing there", async () => {
    const [theirs] = await listDecks(app, UCZEN)
    const before = app.store.flashcards.everythingOf(PERSONA_IDS.uczen)
    const snapshot = JSON.stringify(before)
    const res = await importRows(PRO, theirs?.id ?? '', {
      skipDuplicates: false,
      rows: [row(2, 'g-1', 'cudza', 'talia')],
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(envelope(404, FLASHCARDS_TEXT.deckNotFound))
    expect(JSON.stringify(app.store.flashcards.everythingOf(PERSONA_IDS.uczen))).toBe(snapshot)
  })

  it('answers as before without external ids: no `updated`', async () => {
    const deck = await createDeck(app, PRO, 'Bez GUID')
    const res = await importRows(PRO, deck.id, {
      skipDuplicates: true,
      rows: [{ row: 1, front: 'a', back: 'b', tags: [] }],
    })
    expect(res.json()).toEqual({ created: 1, rejected: [] })
  })
})
