import { contract } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { admin, expectAnswer, onRealApi, student, target, withStudent } from './harness'

const c = contract.flashcards
const key = () => `kontrakt-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`
const UNKNOWN = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

describe('flashcards', () => {
  // A real server's admin may have the tool; the mock's has not.
  it.skipIf(onRealApi())(
    'refuses a guest (401), and a caller without the tool (403) on the mock',
    async () => {
      expectAnswer(c.listDecks, await target.anonymous.flashcards.listDecks(), 401)
      expectAnswer(c.getDue, await admin().flashcards.getDue({ query: {} }), 403)
    },
  )

  it.skipIf(withStudent())('reads the decks and the session; unknown ids are 404', async () => {
    const { items } = expectAnswer(c.listDecks, await student().flashcards.listDecks(), 200)
    const session = expectAnswer(c.getDue, await student().flashcards.getDue({ query: {} }), 200)
    expect(session.cards.length).toBe(
      session.counts.new + session.counts.learning + session.counts.review,
    )
    if (items[0]) {
      const params = { id: items[0].id }
      expectAnswer(c.getDeck, await student().flashcards.getDeck({ params }), 200)
      const page = await student().flashcards.listCards({ params, query: {} })
      const first = expectAnswer(c.listCards, page, 200).items[0]
      if (first) {
        const read = await student().flashcards.getCard({ params: { cardId: first.id } })
        expect(expectAnswer(c.getCard, read, 200)).toMatchObject({
          id: first.id,
          deckId: items[0].id,
          deckName: items[0].name,
        })
      }
    }
    const params = { id: UNKNOWN }
    const f = student().flashcards
    expectAnswer(c.getDue, await f.getDue({ query: { deckId: UNKNOWN } }), 404)
    expectAnswer(c.getDeck, await f.getDeck({ params }), 404)
    expectAnswer(c.listCards, await f.listCards({ params, query: {} }), 404)
    expectAnswer(c.exportCards, await f.exportCards({ params, query: { format: 'csv' } }), 404)
    expectAnswer(c.undoReview, await f.undoReview({ params }), 404)
    expectAnswer(c.getCard, await f.getCard({ params: { cardId: UNKNOWN } }), 404)
  })

  it.skipIf(withStudent())(
    'makes a deck with cards, grades and undoes, imports, exports, deletes and restores',
    async () => {
      const f = student().flashcards
      const name = `Kontrakt ${key()}`.slice(0, 60)
      const deck = expectAnswer(
        c.createDeck,
        await f.createDeck({ headers: { 'idempotency-key': key() }, body: { name } }),
        201,
      )
      const params = { id: deck.id }
      const renamed = await f.updateDeck({
        params,
        body: { name: `${name}!`, version: deck.version },
      })
      expectAnswer(c.updateDeck, renamed, 200)
      const stale = await f.updateDeck({ params, body: { name, version: deck.version } })
      expectAnswer(c.updateDeck, stale, 409)

      const headers = { 'idempotency-key': key() }
      const body = { front: 'Stolica Polski', back: 'Warszawa', tags: ['geografia'] }
      const card = expectAnswer(c.createCard, await f.createCard({ params, headers, body }), 201)
      expectAnswer(c.createCard, await f.createCard({ params, headers, body }), 200)
      const duplicate = { params, headers: { 'idempotency-key': key() }, body }
      expectAnswer(c.createCard, await f.createCard(duplicate), 409)
      const cardParams = { id: deck.id, cardId: card.id }
      const edited = await f.updateCard({
        params: cardParams,
        body: { ...body, back: 'Warszawa.' },
      })
      expectAnswer(c.updateCard, edited, 200)
      const rows = [
        { row: 1, front: 'Stolica Czech', back: 'Praga', tags: [] },
        { row: 2, front: 'Stolica Słowacji', back: '', tags: [] },
      ]
      const imported = await f.importCards({
        params,
        headers: { 'idempotency-key': key() },
        body: { rows, skipDuplicates: true },
      })
      expect(expectAnswer(c.importCards, imported, 200)).toMatchObject({ created: 1 })
      const page = expectAnswer(c.listCards, await f.listCards({ params, query: {} }), 200)
      expect(page.items).toHaveLength(2)
      const file = await f.exportCards({ params, query: { format: 'tsv' } })
      expect(expectAnswer(c.exportCards, file, 200).content).toContain('Praga')

      const session = expectAnswer(c.getDue, await f.getDue({ query: { deckId: deck.id } }), 200)
      const first = session.cards[0]!
      const review = {
        cardId: first.id,
        grade: 3 as const,
        reviewedAt: session.now,
        durationMs: 1500,
      }
      const reviewHeaders = { 'idempotency-key': key() }
      const graded = await f.review({ headers: reviewHeaders, body: review })
      const result = expectAnswer(c.review, graded, 200)
      const conflict = await f.review({ headers: reviewHeaders, body: { ...review, grade: 1 } })
      expectAnswer(c.review, conflict, 422)
      const unknownCard = {
        headers: { 'idempotency-key': key() },
        body: { ...review, cardId: UNKNOWN },
      }
      expectAnswer(c.review, await f.review(unknownCard), 404)
      const undo = await f.undoReview({ params: { id: result.reviewId } })
      expectAnswer(c.undoReview, undo, 200)
      expectAnswer(c.undoReview, await f.undoReview({ params: { id: result.reviewId } }), 409)

      expectAnswer(c.deleteCard, await f.deleteCard({ params: cardParams }), 204)
      expectAnswer(c.restoreCard, await f.restoreCard({ params: cardParams }), 200)
      expectAnswer(c.deleteDeck, await f.deleteDeck({ params }), 204)
      expectAnswer(c.restoreDeck, await f.restoreDeck({ params }), 200)
      expectAnswer(c.restoreDeck, await f.restoreDeck({ params }), 409)
      // Leave nothing behind on a real server.
      expectAnswer(c.deleteDeck, await f.deleteDeck({ params }), 204)
    },
  )

  it.skipIf(withStudent())(
    'signs a picture upload, puts the picture on a card, refuses an unknown one',
    async () => {
      const f = student().flashcards
      // A type the contract refuses, as a careless client might send it.
      const gif = await f.requestImageUpload({
        body: { contentType: String('image/gif') as 'image/png', size: 10 },
      })
      expectAnswer(c.requestImageUpload, gif, 400)
      const signed = await f.requestImageUpload({
        body: { contentType: 'image/png', size: PNG.length },
      })
      const upload = expectAnswer(c.requestImageUpload, signed, 201)
      const put = await fetch(new URL(upload.uploadUrl, target.baseUrl), {
        method: 'PUT',
        headers: upload.headers,
        body: PNG,
      })
      expect(put.ok).toBe(true)

      const name = `Kontrakt ${key()}`.slice(0, 60)
      const deck = expectAnswer(
        c.createDeck,
        await f.createDeck({ headers: { 'idempotency-key': key() }, body: { name } }),
        201,
      )
      const params = { id: deck.id }
      const body = { front: 'Obrazek', back: 'Piksel', tags: [] }
      const withImage = await f.createCard({
        params,
        headers: { 'idempotency-key': key() },
        body: { ...body, image: { id: upload.imageId, alt: 'Jeden piksel' } },
      })
      const card = expectAnswer(c.createCard, withImage, 201)
      expect(card.image).toMatchObject({ id: upload.imageId, alt: 'Jeden piksel' })
      const unknown = await f.updateCard({
        params: { id: deck.id, cardId: card.id },
        body: { ...body, image: { id: UNKNOWN, alt: 'Nie ma' } },
      })
      expectAnswer(c.updateCard, unknown, 404)
      expectAnswer(c.deleteDeck, await f.deleteDeck({ params }), 204)
    },
  )
})
