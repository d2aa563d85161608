import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { FLASHCARDS_TEXT, type Deck, type Flashcard } from '@app/contract/flashcards'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import {
  NOW,
  PRO,
  UCZEN,
  envelope,
  fc,
  newKey,
  postReview,
  useFlashcardsApp,
} from './flashcards-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

const deckGone = envelope(404, FLASHCARDS_TEXT.deckNotFound)
const cardGone = envelope(404, FLASHCARDS_TEXT.cardNotFound)
const reviewGone = envelope(404, FLASHCARDS_TEXT.reviewNotFound)

/** Everything of uczen's flashcards and activity, to compare before and after. */
const uczenState = (reviewId: string) =>
  JSON.stringify({
    flashcards: app.store.flashcards.everythingOf(PERSONA_IDS.uczen),
    review: app.store.flashcards.review(PERSONA_IDS.uczen, reviewId),
    activity: app.store.activity.forUser(PERSONA_IDS.uczen).length,
  })

describe("another user's decks, cards and reviews", () => {
  it('are 404 to pro for every call, as unknown ones, and stay as they were', async () => {
    const decks = (await fc(app, UCZEN, 'GET', '/decks')).json().items as Deck[]
    const deck = decks[0]!
    const card = (await fc(app, UCZEN, 'GET', `/decks/${deck.id}/cards`)).json()
      .items[0] as Flashcard
    const graded = await postReview(app, UCZEN, {
      cardId: card.id,
      grade: 3,
      reviewedAt: NOW,
      durationMs: 1000,
    })
    const reviewId = graded.json().reviewId as string
    // A deleted deck of uczen, for restore.
    const deleted = decks[1]!
    await fc(app, UCZEN, 'DELETE', `/decks/${deleted.id}`)
    const before = uczenState(reviewId)

    const d = `/decks/${deck.id}`
    const c = `${d}/cards/${card.id}`
    const cardBody = { front: 'Cudza', back: 'fiszka', tags: [] }
    const key = { 'idempotency-key': newKey() }
    const rows = { rows: [{ row: 1, front: 'a', back: 'b', tags: [] }], skipDuplicates: false }
    const calls: [string, Promise<{ json(): unknown }>, object][] = [
      ['read the deck', fc(app, PRO, 'GET', d), deckGone],
      ['rename it', fc(app, PRO, 'PATCH', d, { name: 'Moja', version: deck.version }), deckGone],
      ['delete it', fc(app, PRO, 'DELETE', d), deckGone],
      ['restore a deleted one', fc(app, PRO, 'POST', `/decks/${deleted.id}/restore`), deckGone],
      ['list its cards', fc(app, PRO, 'GET', `${d}/cards`), deckGone],
      ['add a card', fc(app, PRO, 'POST', `${d}/cards`, cardBody, key), deckGone],
      ['change a card', fc(app, PRO, 'PUT', c, cardBody), deckGone],
      ['delete a card', fc(app, PRO, 'DELETE', c), deckGone],
      ['restore a card', fc(app, PRO, 'POST', `${c}/restore`), deckGone],
      [
        'import',
        fc(app, PRO, 'POST', `${d}/import`, rows, { 'idempotency-key': newKey() }),
        deckGone,
      ],
      ['export', fc(app, PRO, 'GET', `${d}/export`), deckGone],
      ['study it', fc(app, PRO, 'GET', `/due?deckId=${deck.id}`), deckGone],
      [
        'grade a card',
        postReview(app, PRO, { cardId: card.id, grade: 1, reviewedAt: NOW, durationMs: 1 }),
        cardGone,
      ],
      ['undo a review', fc(app, PRO, 'POST', `/review/${reviewId}/undo`), reviewGone],
    ]
    for (const [what, res, expected] of calls) expect((await res).json(), what).toEqual(expected)
    expect(uczenState(reviewId)).toBe(before)
    // pro's own session never shows uczen's cards.
    const proDue = (await fc(app, PRO, 'GET', '/due')).json()
    expect(proDue.cards.some((x: Flashcard) => x.deckId === deck.id)).toBe(false)
  })

  it("do not share Idempotency-Keys: the same key is each user's own", async () => {
    const [own] = (await fc(app, PRO, 'GET', '/decks')).json().items as Deck[]
    const [theirs] = (await fc(app, UCZEN, 'GET', '/decks')).json().items as Deck[]
    const key = { 'idempotency-key': newKey() }
    const body = { front: 'Ten sam klucz', back: 'b', tags: [] }
    const mine = await fc(app, UCZEN, 'POST', `/decks/${theirs!.id}/cards`, body, key)
    expect(mine.statusCode).toBe(201)
    const other = await fc(app, PRO, 'POST', `/decks/${own!.id}/cards`, body, key)
    expect(other.statusCode).toBe(201)
    expect(other.json().id).not.toBe(mine.json().id)
  })
})
