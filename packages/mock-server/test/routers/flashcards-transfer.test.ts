import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '@app/contract'
import { ExportFileSchema, FLASHCARDS_TEXT, type Flashcard } from '@app/contract/flashcards'
import {
  detectImportFormat,
  mapImportRows,
  parseImport,
  suggestMapping,
} from '@app/domain/flashcards/import'
import { PERSONA_IDS } from '../../src/store/seed/personas'
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

const importRows = (deckId: string, body: object, key = newKey()) =>
  fc(app, PRO, 'POST', `/decks/${deckId}/import`, body, { 'idempotency-key': key })
const cardsOf = async (deckId: string): Promise<Flashcard[]> =>
  (await fc(app, PRO, 'GET', `/decks/${deckId}/cards`)).json().items
const proCards = () => app.store.flashcards.cards(PERSONA_IDS.pro).length
const tick = () =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 1000 } })

describe('POST /decks/:id/import', () => {
  it('creates the good rows and reports the others by row, in Polish', async () => {
    const deck = await createDeck(app, PRO, 'Słówka')
    await createCard(app, PRO, deck.id, { front: 'dom', back: 'house' })
    await tick()
    const rows = [
      { row: 2, front: ' kot ', back: 'cat', tags: ['zwierzęta'] },
      { row: 3, front: 'pies', back: '  ', tags: [] },
      { row: 4, front: '', back: 'nothing', tags: [] },
      { row: 5, front: 'x'.repeat(1001), back: 'long', tags: [] },
      { row: 6, front: 'DOM', back: 'home', tags: [] },
      { row: 7, front: 'Kot', back: 'cat again', tags: [] },
      { row: 8, front: 'ryba', back: 'fish', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { row: 9, front: 'ptak', back: 'bird', tags: [''] },
      { row: 10, front: 'koń', back: 'horse', tags: ['zwierzęta', 'zwierzęta'] },
    ]
    const res = await importRows(deck.id, { rows, skipDuplicates: true })
    expect(res.json()).toEqual({
      created: 2,
      rejected: [
        { row: 3, message: FLASHCARDS_TEXT.backRequired },
        { row: 4, message: FLASHCARDS_TEXT.frontRequired },
        { row: 5, message: FLASHCARDS_TEXT.frontTooLong },
        { row: 6, message: FLASHCARDS_TEXT.duplicate },
        { row: 7, message: FLASHCARDS_TEXT.duplicate },
        { row: 8, message: FLASHCARDS_TEXT.tooManyTags },
        { row: 9, message: FLASHCARDS_TEXT.tagFormat },
      ],
    })
    const cards = await cardsOf(deck.id)
    expect(cards.map((c) => [c.front, c.back, c.tags])).toEqual([
      ['koń', 'horse', ['zwierzęta']],
      ['kot', 'cat', ['zwierzęta']],
      ['dom', 'house', []],
    ])
    expect(cards.every((c) => c.schedule.state === 'NEW')).toBe(true)
  })

  it('imports duplicates too without skipDuplicates', async () => {
    const deck = await createDeck(app, PRO, 'Słówka')
    await createCard(app, PRO, deck.id, { front: 'dom', back: 'house' })
    const rows = [
      { row: 1, front: 'Dom', back: 'home', tags: [] },
      { row: 2, front: 'dom', back: 'house', tags: [] },
    ]
    expect((await importRows(deck.id, { rows, skipDuplicates: false })).json()).toEqual({
      created: 2,
      rejected: [],
    })
    expect(await cardsOf(deck.id)).toHaveLength(3)
  })

  it('answers the same key with the stored result, creating nothing twice; another body is 409', async () => {
    const deck = await createDeck(app, PRO, 'Słówka')
    const body = { rows: [{ row: 1, front: 'kot', back: 'cat', tags: [] }], skipDuplicates: true }
    const key = newKey()
    const first = await importRows(deck.id, body, key)
    expect(first.json()).toEqual({ created: 1, rejected: [] })
    const again = await importRows(deck.id, body, key)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await cardsOf(deck.id)).toHaveLength(1)
    const other = await importRows(deck.id, { ...body, skipDuplicates: false }, key)
    expect(other.json()).toEqual(envelope(409, FLASHCARDS_TEXT.idempotencyConflictOther))
    // A key of a card is not one of an import.
    const cardKey = newKey()
    await postCard(app, PRO, deck.id, { front: 'pies', back: 'dog', tags: [] }, cardKey)
    expect((await importRows(deck.id, body, cardKey)).statusCode).toBe(409)
  })

  it('refuses more than 500 rows and a request past the deck limit, creating nothing', async () => {
    const deck = await createDeck(app, PRO, 'Duża')
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        row: i + 1,
        front: `s${from + i}`,
        back: 'b',
        tags: [],
      }))
    const tooMany = await importRows(deck.id, { rows: rows(0, 501), skipDuplicates: true })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toContain(FLASHCARDS_TEXT.tooManyRows)
    for (let i = 0; i < LIMITS.cardsPerDeckMax / 500; i++)
      expect(
        (await importRows(deck.id, { rows: rows(i * 500, 500), skipDuplicates: true })).json(),
      ).toEqual({ created: 500, rejected: [] })
    const before = proCards()
    const over = await importRows(deck.id, { rows: rows(90_000, 1), skipDuplicates: true })
    expect(over.json()).toEqual(envelope(409, FLASHCARDS_TEXT.tooManyCardsInDeck))
    const card = await postCard(app, PRO, deck.id, { front: 'jeszcze', back: 'b', tags: [] })
    expect(card.json()).toEqual(envelope(409, FLASHCARDS_TEXT.tooManyCardsInDeck))
    expect(proCards()).toBe(before)
  })
})

describe('GET /decks/:id/export', () => {
  it('gives the deck as a file named after it that imports back as it was', async () => {
    const deck = await createDeck(app, PRO, 'Źródła: Łacina, ćwiczenia!')
    const sides = [
      { front: 'Formuła?', back: '=SUMA(A1:A3)', tags: ['arkusz'] },
      { front: 'Przecinek, "cudzysłów"', back: 'Linia 1\nLinia 2', tags: ['znaki', 'cytat'] },
      { front: 'Wzór', back: '$a^2 + b^2 = c^2$', tags: [] },
      { front: "'apostrof", back: '@uwaga', tags: ['x'] },
    ]
    for (const card of sides) {
      await createCard(app, PRO, deck.id, card)
      await tick()
    }
    for (const format of ['csv', 'tsv'] as const) {
      const res = await fc(app, PRO, 'GET', `/decks/${deck.id}/export?format=${format}`)
      const file = ExportFileSchema.parse(res.json())
      expect(file.fileName).toBe(`zrodla-lacina-cwiczenia.${format}`)
      expect(file.contentType).toBe(format === 'csv' ? 'text/csv' : 'text/tab-separated-values')
      expect(file.content).toContain("'=SUMA(A1:A3)")

      const options = detectImportFormat(file.content)
      const parsed = parseImport(file.content, options)
      const columns = parsed.rows[0]?.cells.length ?? 0
      const mapped = mapImportRows(parsed.rows, suggestMapping(options, columns), {
        html: options.html,
        existingFronts: [],
      })
      const copy = await createDeck(app, PRO, `Kopia ${format}`)
      const rows = mapped.map(({ row, front, back, tags }) => ({ row, front, back, tags }))
      const imported = await importRows(copy.id, { rows, skipDuplicates: true })
      expect(imported.json()).toEqual({ created: sides.length, rejected: [] })
      const back = (await cardsOf(copy.id)).reverse()
      expect(back.map(({ front, back, tags }) => ({ front, back, tags }))).toEqual(sides)
    }
  })
})
