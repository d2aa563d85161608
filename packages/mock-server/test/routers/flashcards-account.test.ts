import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { AccountExportSchema } from '@app/contract/user/account'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { call } from '../helper'
import { NOW, PRO, UCZEN, createCard, createDeck, fc, useFlashcardsApp } from './flashcards-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

describe("the account's flashcards", () => {
  it('are in the export: decks with their cards, a deleted one marked', async () => {
    const deck = await createDeck(app, PRO, 'Fizyka')
    await createCard(app, PRO, deck.id, { front: 'Siła', back: 'F = ma', tags: ['dynamika'] })
    await fc(app, PRO, 'DELETE', `/decks/${deck.id}`)
    const res = await call(app, PRO, { method: 'GET', url: '/api/saas/user/export' })
    const { flashcards } = AccountExportSchema.parse(res.json())
    expect(flashcards.decks.map((d) => [d.name, d.deletedAt])).toEqual([
      ['Chemia: podstawy', null],
      ['Fizyka', NOW],
    ])
    expect(flashcards.decks[0]!.cardCount).toBe(flashcards.decks[0]!.cards.length)
    expect(flashcards.decks[1]!.cards).toMatchObject([
      { front: 'Siła', back: 'F = ma', tags: ['dynamika'], deletedAt: null },
    ])
    expect(res.body).not.toContain(PERSONA_IDS.uczen)
  })

  it('go with the deleted account, and nobody else’s', async () => {
    const proDecks = JSON.stringify(app.store.flashcards.everythingOf(PERSONA_IDS.pro))
    expect(app.store.flashcards.decks(PERSONA_IDS.uczen)).toHaveLength(4)
    const res = await call(app, UCZEN, {
      method: 'POST',
      url: '/api/saas/user/delete-account',
      payload: { password: DEMO_PASSWORD },
    })
    expect(res.statusCode).toBe(204)
    expect(app.store.flashcards.everythingOf(PERSONA_IDS.uczen)).toEqual({ decks: [], cards: [] })
    expect(JSON.stringify(app.store.flashcards.everythingOf(PERSONA_IDS.pro))).toBe(proDecks)
  })
})
