import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { DeckSchema, FLASHCARDS_TEXT } from '@app/contract/flashcards'
import { advanceClock } from '../helper'
import {
  NOW,
  PRO,
  createDeck,
  envelope,
  fc,
  listDecks,
  newKey,
  useFlashcardsApp,
} from './flashcards-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

const DAY = 86_400_000

describe('decks', () => {
  it('creates, reads, renames with the current version, refuses a stale one', async () => {
    const deck = await createDeck(app, PRO, '  Fizyka  ')
    expect(DeckSchema.parse(deck)).toMatchObject({
      name: 'Fizyka',
      settings: { newPerDay: 20, reviewsPerDay: 200, retention: 90 },
      counts: { new: 0, learning: 0, due: 0, total: 0 },
      nextDueAt: null,
      tags: [],
      createdAt: NOW,
    })
    expect((await fc(app, PRO, 'GET', `/decks/${deck.id}`)).json()).toEqual(deck)
    const renamed = await fc(app, PRO, 'PATCH', `/decks/${deck.id}`, {
      name: 'Fizyka 1',
      version: deck.version,
    })
    expect(renamed.json()).toMatchObject({ name: 'Fizyka 1', version: deck.version + 1 })
    const stale = await fc(app, PRO, 'PATCH', `/decks/${deck.id}`, {
      name: 'Fizyka 2',
      version: deck.version,
    })
    expect(stale.json()).toEqual(envelope(409, FLASHCARDS_TEXT.staleVersion))
    expect((await listDecks(app, PRO)).map((d) => d.name)).toEqual(['Chemia: podstawy', 'Fizyka 1'])
  })

  it.each([69, 98])('refuses retention %i with the Polish message, changing nothing', async (n) => {
    const [deck] = await listDecks(app, PRO)
    const settings = { newPerDay: 10, reviewsPerDay: 100, retention: n }
    const res = await fc(app, PRO, 'PATCH', `/decks/${deck!.id}`, { settings, version: 1 })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      `Nieprawidłowe dane: settings.retention — ${FLASHCARDS_TEXT.retention}`,
    )
    expect((await listDecks(app, PRO))[0]).toEqual(deck)
  })

  it('takes settings within the bounds', async () => {
    const [deck] = await listDecks(app, PRO)
    const settings = { newPerDay: 5, reviewsPerDay: 50, retention: 97 }
    const res = await fc(app, PRO, 'PATCH', `/decks/${deck!.id}`, { settings, version: 1 })
    expect(res.json()).toMatchObject({ settings, counts: { new: 5 } })
  })

  it('refuses a name that is empty or too long', async () => {
    for (const name of ['   ', 'x'.repeat(81)]) {
      const res = await fc(app, PRO, 'POST', '/decks', { name }, { 'idempotency-key': newKey() })
      expect(res.json().message).toBe(`Nieprawidłowe dane: name — ${FLASHCARDS_TEXT.deckName}`)
    }
  })

  it('deletes a deck (hidden everywhere), restores it, not after 7 days', async () => {
    const [deck] = await listDecks(app, PRO)
    const id = deck!.id
    expect((await fc(app, PRO, 'DELETE', `/decks/${id}`)).statusCode).toBe(204)
    expect(await listDecks(app, PRO)).toEqual([])
    const gone = envelope(404, FLASHCARDS_TEXT.deckNotFound)
    expect((await fc(app, PRO, 'GET', `/decks/${id}`)).json()).toEqual(gone)
    expect((await fc(app, PRO, 'GET', `/decks/${id}/cards`)).json()).toEqual(gone)
    expect((await fc(app, PRO, 'GET', `/due?deckId=${id}`)).json()).toEqual(gone)
    expect((await fc(app, PRO, 'GET', '/due')).json().cards).toEqual([])
    expect((await fc(app, PRO, 'DELETE', `/decks/${id}`)).json()).toEqual(gone)

    const restored = await fc(app, PRO, 'POST', `/decks/${id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json().counts.total).toBe(deck!.counts.total)
    const again = await fc(app, PRO, 'POST', `/decks/${id}/restore`)
    expect(again.json()).toEqual(envelope(409, FLASHCARDS_TEXT.notDeleted))

    await fc(app, PRO, 'DELETE', `/decks/${id}`)
    await advanceClock(app, 7 * DAY + 1)
    const late = await fc(app, PRO, 'POST', `/decks/${id}/restore`)
    expect(late.json()).toEqual(envelope(409, FLASHCARDS_TEXT.restoreExpired))
  })

  it('refuses the 101st deck', async () => {
    // pro has one.
    for (let i = 1; i < 100; i++) await createDeck(app, PRO, `Talia ${i}`)
    const res = await fc(
      app,
      PRO,
      'POST',
      '/decks',
      { name: 'Sto pierwsza' },
      { 'idempotency-key': newKey() },
    )
    expect(res.json()).toEqual(envelope(409, FLASHCARDS_TEXT.tooManyDecks))
    expect(await listDecks(app, PRO)).toHaveLength(100)
  })
})
