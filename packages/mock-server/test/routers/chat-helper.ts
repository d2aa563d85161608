import { randomUUID } from 'node:crypto'
import { setTimeout as wait } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import {
  ChatStreamEventSchema,
  type ChatConversation,
  type ChatStreamEvent,
} from '@app/contract/chat'
import type { Sleep } from '../../src/tutor'
import { buildTestApp, call, resetApp, setClock } from '../helper'

export const UCZEN = 'uczen@example.com'
export const PRO = 'pro@example.com'
export const NOWY = 'nowy@example.com'
export const BRAK = 'brak@example.com'
/** A Wednesday, 12:00 Warsaw. */
export const NOW = '2025-10-15T10:00:00.000Z'
export const BASE = '/api/saas/chat'
/** A well-formed KSUID nobody has. */
export const UNKNOWN_ID = '2Kx8Qq1YV3nMZf0uS9rT5aBcDeF'

/** The tutor's waits, cut to at most 5 ms: real timers, so a stop can land mid-answer. */
export const fastSleep: Sleep = (ms, signal) => wait(Math.min(ms, 5), undefined, { signal })

/**
 * One app for the calling chat test file (a fast tutor), reset with the clock at NOW before each
 * test. Call at the top level of a test file (see `useTestApp`).
 */
export function useChatApp(keep: (app: FastifyInstance) => void, sleep: Sleep = fastSleep): void {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ tutor: { sleep } })
    keep(app)
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    await resetApp(app)
    await setClock(app, NOW)
  })
}

export const newKey = () => `klucz-${randomUUID()}`

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** A chat call as a persona, with a JSON body and extra headers when given. */
export function chat(
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

export const send = (
  app: FastifyInstance,
  as: string,
  conversationId: string,
  body: object,
  key: string = newKey(),
) =>
  chat(app, as, 'POST', `/conversations/${conversationId}/messages`, body, {
    'idempotency-key': key,
  })

export async function conversations(app: FastifyInstance, as: string): Promise<ChatConversation[]> {
  const res = await chat(app, as, 'GET', '/conversations')
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().items as ChatConversation[]
}

export async function newConversation(
  app: FastifyInstance,
  as: string,
  body: object = {},
): Promise<ChatConversation> {
  const res = await chat(app, as, 'POST', '/conversations', body)
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json() as ChatConversation
}

export interface Frame {
  event: string
  data: ChatStreamEvent
}

/** The SSE frames of a body; every event checked against the contract and its `event:` line. */
export function framesOf(body: string): Frame[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n')
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? ''
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? ''
      const parsed = ChatStreamEventSchema.parse(JSON.parse(data))
      if (parsed.type !== event) throw new Error(`event ${event} carries ${parsed.type}`)
      return { event, data: parsed }
    })
}

/** The answer's text from its deltas. */
export const textOf = (frames: readonly Frame[]) =>
  frames.map((f) => (f.data.type === 'delta' ? f.data.text : '')).join('')

/** The Polish error envelope of a status. */
export const envelope = (httpsStatus: number, message: string) => ({ message, httpsStatus })
