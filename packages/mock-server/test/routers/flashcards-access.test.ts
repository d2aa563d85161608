import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { FLASHCARDS_TEXT } from '@app/contract/flashcards'
import { MESSAGES } from '../../src/errors'
import { PRO, UCZEN, envelope, fc, useFlashcardsApp } from './flashcards-helper'

let app: FastifyInstance
useFlashcardsApp((built) => (app = built))

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
