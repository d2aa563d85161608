import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CardPageSchema, FLASHCARDS_TEXT } from '@app/contract/flashcards'
import { IDEMPOTENCY_KEY_MESSAGE } from '@app/contract'
import { MESSAGES } from '../../src/errors'
import { advanceClock } from '../helper'
import {
  PRO,
  createCard,
  createDeck,
  envelope,
  fc,
  newKey,
  postCard,
  useFlashcardsApp,
} from './flashcards-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

const DAY = 86_400_000

describe('cards', () => {
  const card = {
    front: 'Stała Plancka',
    back: '$h \\approx 6{,}626 \\cdot 10^{-34}$ J·s',
    tags: ['fizyka'],
  }

  it('creates once per key: 201, then 200 with the same card; another body is 409', async () => {
    const deck = await createDeck(app, PRO, 'Fizyka')
    const key = newKey()
    const first = await postCard(app, PRO, deck.id, card, key)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      ...card,
      deckId: deck.id,
      schedule: { state: 'NEW', reps: 0 },
    })
    const second = await postCard(app, PRO, deck.id, card, key)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    const other = await postCard(app, PRO, deck.id, { ...card, back: 'inna' }, key)
    expect(other.json()).toEqual(envelope(409, FLASHCARDS_TEXT.idempotencyConflictOther))
    expect((await fc(app, PRO, 'GET', `/decks/${deck.id}`)).json().counts.total).toBe(1)
  })

  it('needs an Idempotency-Key', async () => {
    const deck = await createDeck(app, PRO, 'Fizyka')
    const res = await fc(app, PRO, 'POST', `/decks/${deck.id}/cards`, card)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(IDEMPOTENCY_KEY_MESSAGE)
  })

  it.each([
    [{ front: '  ', back: 'b', tags: [] }, `front — ${FLASHCARDS_TEXT.frontRequired}`],
    [{ front: 'a', back: '', tags: [] }, `back — ${FLASHCARDS_TEXT.backRequired}`],
    [{ front: 'a'.repeat(1001), back: 'b', tags: [] }, `front — ${FLASHCARDS_TEXT.frontTooLong}`],
  ])('refuses %j with the Polish message, creating nothing', async (body, message) => {
    const deck = await createDeck(app, PRO, 'Fizyka')
    const res = await postCard(app, PRO, deck.id, body)
    expect(res.json()).toEqual(envelope(400, `Nieprawidłowe dane: ${message}`))
    expect(FLASHCARDS_TEXT.frontTooLong).toBe('Przód fiszki może mieć najwyżej 1000 znaków.')
    expect(app.store.flashcards.cards('00000000-0000-4000-8000-000000000004', deck.id)).toEqual([])
  })

  it('refuses a front the deck has (any case, spaces), unless allowDuplicate', async () => {
    const deck = await createDeck(app, PRO, 'Fizyka')
    await createCard(app, PRO, deck.id, card)
    const same = await postCard(app, PRO, deck.id, { ...card, front: '  stała PLANCKA ' })
    expect(same.json()).toEqual(envelope(409, FLASHCARDS_TEXT.duplicate))
    const allowed = await postCard(app, PRO, deck.id, { ...card, allowDuplicate: true })
    expect(allowed.statusCode).toBe(201)
  })

  it('updates sides and tags, keeping the schedule; refuses a duplicate front', async () => {
    const deck = await createDeck(app, PRO, 'Fizyka')
    const made = await createCard(app, PRO, deck.id, card)
    const other = await createCard(app, PRO, deck.id, { front: 'Prędkość światła', back: 'c' })
    await advanceClock(app, 60_000)
    const path = `/decks/${deck.id}/cards/${made.id}`
    const res = await fc(app, PRO, 'PUT', path, {
      front: 'Stała h',
      back: 'nowa',
      tags: ['a', 'a'],
    })
    expect(res.json()).toMatchObject({
      front: 'Stała h',
      back: 'nowa',
      tags: ['a'],
      schedule: made.schedule,
    })
    expect(res.json().updatedAt).not.toBe(made.updatedAt)
    const dup = await fc(app, PRO, 'PUT', path, { front: other.front, back: 'x', tags: [] })
    expect(dup.json()).toEqual(envelope(409, FLASHCARDS_TEXT.duplicate))
    const wrongDeck = await createDeck(app, PRO, 'Inna')
    const misplaced = await fc(app, PRO, 'PUT', `/decks/${wrongDeck.id}/cards/${made.id}`, card)
    expect(misplaced.json()).toEqual(envelope(404, FLASHCARDS_TEXT.cardNotFound))
  })

  it('deletes a card and restores it within 7 days', async () => {
    const deck = await createDeck(app, PRO, 'Fizyka')
    const made = await createCard(app, PRO, deck.id, card)
    const path = `/decks/${deck.id}/cards/${made.id}`
    expect((await fc(app, PRO, 'DELETE', path)).statusCode).toBe(204)
    expect((await fc(app, PRO, 'GET', `/decks/${deck.id}/cards`)).json().items).toEqual([])
    expect((await fc(app, PRO, 'PUT', path, card)).json()).toEqual(
      envelope(404, FLASHCARDS_TEXT.cardNotFound),
    )
    // Its front is free again while it is deleted.
    expect((await postCard(app, PRO, deck.id, card)).statusCode).toBe(201)
    expect((await fc(app, PRO, 'POST', `${path}/restore`)).json()).toMatchObject({ id: made.id })
    expect((await fc(app, PRO, 'POST', `${path}/restore`)).json()).toEqual(
      envelope(409, FLASHCARDS_TEXT.cardNotDeleted),
    )
    await fc(app, PRO, 'DELETE', path)
    await advanceClock(app, 8 * DAY)
    expect((await fc(app, PRO, 'POST', `${path}/restore`)).json()).toEqual(
      envelope(409, FLASHCARDS_TEXT.cardRestoreExpired),
    )
  })

  it('lists newest first by text, tag and state, 50 a page', async () => {
    const deck = await createDeck(app, PRO, 'Chemia')
    const page = async (query: string) => {
      const res = await fc(app, PRO, 'GET', `/decks/${deck.id}/cards${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return CardPageSchema.parse(res.json())
    }
    await createCard(app, PRO, deck.id, {
      front: 'Definicja pH',
      back: '-log[H+]',
      tags: ['Roztwory'],
    })
    await advanceClock(app, 1000)
    await createCard(app, PRO, deck.id, { front: 'Mol', back: 'Ilość substancji', tags: [] })
    await advanceClock(app, 1000)
    await createCard(app, PRO, deck.id, {
      front: 'Obojętny roztwór',
      back: 'pH 7',
      tags: ['roztwory'],
    })
    expect((await page('')).items.map((c) => c.front)).toEqual([
      'Obojętny roztwór',
      'Mol',
      'Definicja pH',
    ])
    expect((await page('?query=PH')).items.map((c) => c.front)).toEqual([
      'Obojętny roztwór',
      'Definicja pH',
    ])
    expect((await page('?query=ilość')).items.map((c) => c.front)).toEqual(['Mol'])
    expect((await page('?tag=ROZTWORY')).items).toHaveLength(2)
    expect((await page('?state=NEW')).items).toHaveLength(3)
    expect((await page('?state=REVIEW')).items).toEqual([])

    const rows = Array.from({ length: 60 }, (_, i) => ({
      row: i + 1,
      front: `słowo ${i}`,
      back: 'b',
      tags: [],
    }))
    const key = { 'idempotency-key': newKey() }
    await fc(app, PRO, 'POST', `/decks/${deck.id}/import`, { rows, skipDuplicates: true }, key)
    const first = await page('')
    expect(first.items).toHaveLength(50)
    const second = await page(`?nextPageKey=${first.nextPageKey}`)
    expect(second.items).toHaveLength(13)
    expect(second.nextPageKey).toBeNull()
    expect(new Set([...first.items, ...second.items].map((c) => c.id)).size).toBe(63)
    const bad = await fc(app, PRO, 'GET', `/decks/${deck.id}/cards?nextPageKey=zly`)
    expect(bad.json()).toEqual(envelope(400, MESSAGES.invalidPageKey))
  })
})
