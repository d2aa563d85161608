import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { FLASHCARDS_TEXT, type Deck } from '@app/contract/flashcards'
import { IDEMPOTENCY_KEY_MESSAGE } from '@app/contract'
import {
  NOW,
  PRO,
  UCZEN,
  envelope,
  fc,
  listDecks,
  newKey,
  postReview,
  useFlashcardsApp,
} from './flashcards-helper'

/** Decision 0138: every flashcards create takes an Idempotency-Key, kept in the shared store. */

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

const HOUR = 60 * 60_000
const advance = (ms: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: ms } })
const createWith = (key: string | null, name: string) =>
  fc(app, PRO, 'POST', '/decks', { name }, key ? { 'idempotency-key': key } : {})

describe('creating a deck with an Idempotency-Key', () => {
  it('10 identical creates at once make one deck; each answers it', async () => {
    const before = (await listDecks(app, PRO)).length
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 10 }, () => createWith(key, 'Fizyka')))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      ...Array<number>(9).fill(200),
      201,
    ])
    const ids = new Set(answers.map((res) => (res.json() as Deck).id))
    expect(ids.size).toBe(1)
    expect(await listDecks(app, PRO)).toHaveLength(before + 1)
  })

  it('is refused without a key, and with a key used for another deck', async () => {
    const missing = await createWith(null, 'Fizyka')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toContain(IDEMPOTENCY_KEY_MESSAGE)
    const key = newKey()
    expect((await createWith(key, 'Fizyka')).statusCode).toBe(201)
    expect((await createWith(key, 'Chemia')).json()).toEqual(
      envelope(409, FLASHCARDS_TEXT.idempotencyConflictOther),
    )
  })

  it('a replay shows the deck as it is now; after 24 hours the key is new again', async () => {
    const key = newKey()
    const made = (await createWith(key, 'Fizyka')).json() as Deck
    await fc(app, PRO, 'PATCH', `/decks/${made.id}`, { name: 'Fizyka 1', version: made.version })
    expect((await createWith(key, 'Fizyka')).json()).toMatchObject({
      id: made.id,
      name: 'Fizyka 1',
    })
    await advance(24 * HOUR)
    const fresh = await createWith(key, 'Chemia')
    expect(fresh.statusCode).toBe(201)
    expect((fresh.json() as Deck).id).not.toBe(made.id)
  })

  it('a key is one per user across areas: a grade’s key cannot make a deck', async () => {
    const due = (await fc(app, UCZEN, 'GET', '/due')).json() as { cards: { id: string }[] }
    const key = newKey()
    const grade = { cardId: due.cards[0]!.id, grade: 3, reviewedAt: NOW, durationMs: 1_000 }
    expect((await postReview(app, UCZEN, grade, key)).statusCode).toBe(200)
    const deck = await fc(
      app,
      UCZEN,
      'POST',
      '/decks',
      { name: 'Fizyka' },
      { 'idempotency-key': key },
    )
    expect(deck.json()).toEqual(envelope(409, FLASHCARDS_TEXT.idempotencyConflictOther))
  })
})
