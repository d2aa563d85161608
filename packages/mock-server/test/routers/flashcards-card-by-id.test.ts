import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  FLASHCARDS_TEXT,
  FlashcardWithDeckSchema,
  type Deck,
  type Flashcard,
} from '@app/contract/flashcards'
import { MESSAGES } from '../../src/errors'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { PRO, UCZEN, UNKNOWN_ID, envelope, fc, useFlashcardsApp } from './flashcards-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

const cardGone = envelope(404, FLASHCARDS_TEXT.cardNotFound)
const getCard = (as: string | null, id: string) => fc(app, as, 'GET', `/cards/${id}`)

/** uczen's first deck and its newest card. */
async function uczenCard(): Promise<{ deck: Deck; card: Flashcard }> {
  const deck = ((await fc(app, UCZEN, 'GET', '/decks')).json().items as Deck[])[0]!
  const card = (await fc(app, UCZEN, 'GET', `/decks/${deck.id}/cards`)).json().items[0] as Flashcard
  return { deck, card }
}

describe('GET /api/saas/flashcards/cards/{cardId}', () => {
  it("answers the owner's card with its deck's id and name", async () => {
    const { deck, card } = await uczenCard()
    const res = await getCard(UCZEN, card.id)
    expect(res.statusCode).toBe(200)
    const body = FlashcardWithDeckSchema.parse(res.json())
    expect(body).toEqual({ ...card, deckId: deck.id, deckName: deck.name })
  })

  it("is 404 for another user's card, as for an unknown one, and changes nothing", async () => {
    const { card } = await uczenCard()
    const before = JSON.stringify(app.store.flashcards.everythingOf(PERSONA_IDS.uczen))
    expect((await getCard(PRO, card.id)).json()).toEqual(cardGone)
    expect((await getCard('brak@example.com', card.id)).json()).toEqual(cardGone)
    expect((await getCard(UCZEN, UNKNOWN_ID)).json()).toEqual(cardGone)
    expect(JSON.stringify(app.store.flashcards.everythingOf(PERSONA_IDS.uczen))).toBe(before)
  })

  it('is 404 for a deleted card and for a card of a deleted deck, 200 once restored', async () => {
    const { deck, card } = await uczenCard()
    await fc(app, UCZEN, 'DELETE', `/decks/${deck.id}/cards/${card.id}`)
    expect((await getCard(UCZEN, card.id)).json()).toEqual(cardGone)
    await fc(app, UCZEN, 'POST', `/decks/${deck.id}/cards/${card.id}/restore`)
    expect((await getCard(UCZEN, card.id)).statusCode).toBe(200)

    await fc(app, UCZEN, 'DELETE', `/decks/${deck.id}`)
    expect((await getCard(UCZEN, card.id)).json()).toEqual(cardGone)
    await fc(app, UCZEN, 'POST', `/decks/${deck.id}/restore`)
    expect((await getCard(UCZEN, card.id)).statusCode).toBe(200)
  })

  it('refuses a malformed id (400), as the other card routes', async () => {
    const res = await getCard(UCZEN, 'nie-ma-takiej')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ httpsStatus: 400 })
    const deck = ((await fc(app, UCZEN, 'GET', '/decks')).json().items as Deck[])[0]!
    const other = await fc(app, UCZEN, 'DELETE', `/decks/${deck.id}/cards/nie-ma-takiej`)
    expect(other.statusCode).toBe(400)
  })

  it('asks a guest to sign in (401)', async () => {
    const { card } = await uczenCard()
    expect((await getCard(null, card.id)).json()).toEqual(envelope(401, MESSAGES.loginRequired))
  })

  it('still shows the owner a card after the tool has closed (the chat is open to everyone)', async () => {
    const { card } = await uczenCard()
    app.store.grants.revoke(PERSONA_IDS.uczen, 'flashcards')
    expect((await fc(app, UCZEN, 'GET', '/decks')).statusCode).toBe(403)
    expect((await getCard(UCZEN, card.id)).statusCode).toBe(200)
  })
})
