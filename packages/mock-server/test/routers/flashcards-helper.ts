import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Deck, Flashcard } from '@app/contract/flashcards'
import { call, useTestApp } from '../helper'

export const UCZEN = 'uczen@example.com'
export const PRO = 'pro@example.com'
/** A Wednesday, 12:00 Warsaw. */
export const NOW = '2025-10-15T10:00:00.000Z'
export const BASE = '/api/saas/flashcards'
/** A well-formed KSUID nobody has. */
export const UNKNOWN_ID = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'

/**
 * One app for the calling flashcards test file, reset with the clock at NOW before each test.
 * `keep` gets the built app (see `useTestApp`).
 */
export function useFlashcardsApp(keep: (app: FastifyInstance) => void): void {
  useTestApp(keep, NOW)
}

/** A fresh Idempotency-Key. */
export const newKey = () => `klucz-${randomUUID()}`

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A flashcards call as a persona, with a JSON body and extra headers when given. */
export function fc(
  app: FastifyInstance,
  as: string | null,
  method: Method,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return call(app, as, {
    method,
    url: `${BASE}${path}`,
    ...(payload === undefined ? {} : { payload }),
    headers,
  })
}

export async function listDecks(app: FastifyInstance, as: string): Promise<Deck[]> {
  const res = await fc(app, as, 'GET', '/decks')
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().items as Deck[]
}

export async function createDeck(app: FastifyInstance, as: string, name: string): Promise<Deck> {
  const res = await fc(app, as, 'POST', '/decks', { name }, { 'idempotency-key': newKey() })
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json() as Deck
}

export const postCard = (
  app: FastifyInstance,
  as: string,
  deckId: string,
  body: object,
  key: string = newKey(),
) => fc(app, as, 'POST', `/decks/${deckId}/cards`, body, { 'idempotency-key': key })

export async function createCard(
  app: FastifyInstance,
  as: string,
  deckId: string,
  body: { front: string; back: string; tags?: string[] },
): Promise<Flashcard> {
  const res = await postCard(app, as, deckId, { tags: [], ...body })
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json() as Flashcard
}

export const postReview = (app: FastifyInstance, as: string, body: object, key = newKey()) =>
  fc(app, as, 'POST', '/review', body, { 'idempotency-key': key })

/** The Polish error envelope of a status. */
export const envelope = (httpsStatus: number, message: string) => ({ message, httpsStatus })
