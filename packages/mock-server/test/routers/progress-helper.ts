import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Progress, Ranking, Statistics, Today } from '@app/contract/progress'
import type { Plan } from '@app/contract/planner'
import { beforeAll } from 'vitest'
import { leagueOf } from '../../src/services/progress/league'
import { call, resetApp, setClock, useTestApp } from '../helper'

export const UCZEN = 'uczen@example.com'
export const PRO = 'pro@example.com'
export const MINI = 'mini@example.com'
export const RODZIC = 'rodzic@example.com'
export const NOWY = 'nowy@example.com'
export const BRAK = 'brak@example.com'
export const ADMIN = 'admin@example.com'
export const ASYSTENT = 'asystent@example.com'
/** A Thursday, 12:00 Warsaw, in the ranking's second week (2025-W43). */
export const NOW = '2025-10-23T10:00:00.000Z'

/** The league's build, once per worker and seed day: far longer than a request on a busy machine. */
const LEAGUE_BUILD_TIMEOUT_MS = 60_000

/**
 * The synthetic league of NOW's seed built before the file's tests (decision 0194: once per
 * process), so that no test's time pays for it.
 */
export async function warmLeague(app: FastifyInstance, clock = NOW) {
  await resetApp(app)
  await setClock(app, clock)
  leagueOf(app)
}

/** One app for the calling progress test file, reset with the clock at `clock` before each test. */
export function useProgressApp(keep: (app: FastifyInstance) => void, clock = NOW): void {
  let app: FastifyInstance
  useTestApp((built) => keep((app = built)), clock)
  beforeAll(() => warmLeague(app, clock), LEAGUE_BUILD_TIMEOUT_MS)
}

export const newKey = () => `klucz-${randomUUID()}`

/** A GET as a persona. */
export const get = (app: FastifyInstance, as: string | null, url: string) =>
  call(app, as, { method: 'GET', url })

async function ok<T>(app: FastifyInstance, as: string, url: string): Promise<T> {
  const res = await get(app, as, url)
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
  return res.json() as T
}

export const progressOf = (app: FastifyInstance, as: string) =>
  ok<Progress>(app, as, '/api/saas/progress')
export const todayOf = (app: FastifyInstance, as: string) => ok<Today>(app, as, '/api/saas/today')
export const rankingOf = (app: FastifyInstance, as: string, week?: string) =>
  ok<Ranking>(app, as, `/api/saas/ranking${week ? `?week=${week}` : ''}`)
export const statisticsOf = (app: FastifyInstance, as: string, from: string, to: string) =>
  ok<Statistics>(app, as, `/api/saas/statistics?from=${from}&to=${to}`)

/** PUT /api/saas/user/settings with a `general` part. */
export const putGeneral = (app: FastifyInstance, as: string, general: object) =>
  call(app, as, { method: 'PUT', url: '/api/saas/user/settings', payload: { general } })

/** The user's plan that has a block of today still planned, with that block. */
export async function plannedBlockOfToday(app: FastifyInstance, as: string) {
  const today = await todayOf(app, as)
  const block = today.blocks?.find((b) => b.status === 'PLANNED')
  if (!block) throw new Error('No block planned today')
  const res = await call(app, as, { method: 'GET', url: `/api/saas/planner/plans/${block.planId}` })
  return { plan: res.json() as Plan, block }
}

/** Marks a block done through the planner's API. */
export async function markDone(
  app: FastifyInstance,
  as: string,
  planId: string,
  block: { id: string; version: number },
) {
  const res = await call(app, as, {
    method: 'PATCH',
    url: `/api/saas/planner/plans/${planId}/blocks`,
    payload: { changes: [{ blockId: block.id, version: block.version, status: 'DONE' }] },
    headers: { 'idempotency-key': newKey() },
  })
  if (res.statusCode !== 200) throw new Error(res.body)
}

/** Grades the first card due through the flashcards' API (5 s of study, no streak day). */
export async function reviewFirstDue(app: FastifyInstance, as: string, grade = 3) {
  const due = await call(app, as, { method: 'GET', url: '/api/saas/flashcards/due' })
  const card = (due.json() as { cards: { id: string }[] }).cards[0]
  if (!card) throw new Error('Nothing due')
  const res = await call(app, as, {
    method: 'POST',
    url: '/api/saas/flashcards/review',
    payload: {
      cardId: card.id,
      grade,
      reviewedAt: app.clock.now().toISOString(),
      durationMs: 5_000,
    },
    headers: { 'idempotency-key': newKey() },
  })
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json() as { reviewId: string }
}

/** Every string and key anywhere in a JSON value. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...textsOf(inner)])
  return []
}
