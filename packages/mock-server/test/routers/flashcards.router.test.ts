import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CardPageSchema, DeckSchema, FLASHCARDS_TEXT } from '@app/contract/flashcards'
import { IDEMPOTENCY_KEY_MESSAGE } from '@app/contract'
import { MESSAGES } from '../../src/errors'
import {
  NOW,
  PRO,
  UCZEN,
  createCard,
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

const DAY = 86_400_000
const advance = (ms: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: ms } })

describe('who may use flashcards', () => {
  it.each(['mini', 'rodzic', 'nowy', 'brak'])('refuses %s (no tool) with 403', async (who) => {
    const res = await fc(app, `${who}@example.com`, 'GET', '/decks')
    expect(res.json()).toEqual(envelope(403, FLASHCARDS_TEXT.noAccess))
    const write = await fc(app, `${who}@example.com`, 'POST', '/decks', { name: 'Moja' })
    expect(write.json()).toEqual(envelope(403, FLASHCARDS_TEXT.noAccess))
  })

  it('asks a guest to sign in (401)', async () => {
    const res = await fc(app, null, 'GET', '/due')
    expect(res.json()).toEqual(envelope(401, MESSAGES.loginRequired))
  })

  it('lets uczen (admin grant) and pro (subscription) in', async () => {
    expect((await fc(app, UCZEN, 'GET', '/decks')).statusCode).toBe(200)
    expect((await fc(app, PRO, 'GET', '/decks')).statusCode).toBe(200)
  })

  it('follows the grant: revoked, the tool is closed at once', async () => {
    app.store.grants.revoke('00000000-0000-4000-8000-000000000001', 'flashcards')
    expect((await fc(app, UCZEN, 'GET', '/decks')).statusCode).toBe(403)
  })
})

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
    await advance(7 * DAY + 1)
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
    await advance(60_000)
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
    await advance(8 * DAY)
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
    await advance(1000)
    await createCard(app, PRO, deck.id, { front: 'Mol', back: 'Ilość substancji', tags: [] })
    await advance(1000)
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
