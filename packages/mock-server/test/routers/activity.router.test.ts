import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiErrorSchema } from '@app/contract'
import { ActivityPageSchema, type ActivityPage } from '@app/contract/activity'
import { warsawDay } from '@app/domain/activity/activity-stats'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, call, resetApp, setClock } from '../helper'

const UCZEN = 'uczen@example.com'
const PRO = 'pro@example.com'
const NOW = '2025-10-15T10:00:00.000Z' // Wednesday; the seed covers 19.08-14.10 and today's chat
const EIGHT_WEEKS = { from: '2025-08-20', to: '2025-10-15' }

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, NOW)
})

const list = (as: string | null, query: Record<string, string>) =>
  call(app, as, { method: 'GET', url: '/api/saas/activity', query })
const page = async (as: string, query: Record<string, string>) => {
  const res = await list(as, query)
  expect(res.statusCode, res.body).toBe(200)
  return ActivityPageSchema.parse(res.json()) as ActivityPage
}
/** Every page of a query, following nextPageKey. */
async function allPages(as: string, query: Record<string, string>) {
  const pages: ActivityPage[] = []
  let key: string | null = null
  do {
    pages.push(await page(as, { ...query, ...(key && { nextPageKey: key }) }))
    key = pages.at(-1)?.nextPageKey ?? null
  } while (key)
  return pages
}

describe('GET /api/saas/activity', () => {
  it('pages the caller’s whole log newest first, 100 a page, the key round-tripping', async () => {
    // The seed (videos, notes and flashcard reviews) and 150 more, one an hour back from now.
    const seeded = app.store.activity.forUser(PERSONA_IDS.uczen).length
    for (let hour = 0; hour < 150; hour++) {
      const at = new Date(Date.parse(NOW) - hour * 3_600_000)
      const payload = { course: 'KED' as const, episodeId: 'ked-w0-e1', week: 0, seconds: 60 }
      app.store.activity.record(PERSONA_IDS.uczen, 'video_watched', payload, at)
    }
    const stored = app.store.activity.forUser(PERSONA_IDS.uczen)
    expect(stored).toHaveLength(seeded + 150)
    const pages = await allPages(UCZEN, EIGHT_WEEKS)
    const sizes = pages.map((p) => p.items.length)
    expect(sizes.slice(0, -1).every((size) => size === 100)).toBe(true)
    expect(sizes.at(-1)).toBe(stored.length - 100 * (pages.length - 1))
    expect(pages.map((p) => p.nextPageKey === null)).toEqual(
      sizes.map((_, i) => i === pages.length - 1),
    )
    const items = pages.flatMap((p) => p.items)
    expect(items).toEqual([...stored].reverse())
    const instants = items.map((e) => e.occurredAt)
    expect(instants).toEqual([...instants].sort().reverse())
  })

  it('filters by type and by Warsaw days, both ends included', async () => {
    const notes = await page(UCZEN, { ...EIGHT_WEEKS, types: 'notes_saved' })
    expect(notes.items.length).toBeGreaterThan(0)
    expect(notes.items.every((e) => e.type === 'notes_saved')).toBe(true)
    const both = await allPages(UCZEN, { ...EIGHT_WEEKS, types: 'notes_saved,video_watched' })
    expect(both.flatMap((p) => p.items)).toHaveLength(
      app.store.activity
        .forUser(PERSONA_IDS.uczen)
        .filter((e) => e.type === 'notes_saved' || e.type === 'video_watched').length,
    )

    const yesterday = await page(UCZEN, { from: '2025-10-14', to: '2025-10-14' })
    expect(yesterday.items.length).toBeGreaterThan(0)
    expect(new Set(yesterday.items.map((e) => warsawDay(e.occurredAt)))).toEqual(
      new Set(['2025-10-14']),
    )
    const week = await allPages(UCZEN, { from: '2025-10-08', to: '2025-10-14' })
    const expected = app.store.activity
      .forUser(PERSONA_IDS.uczen)
      .filter(
        (e) => warsawDay(e.occurredAt) >= '2025-10-08' && warsawDay(e.occurredAt) <= '2025-10-14',
      )
    expect(week.flatMap((p) => p.items).map((e) => e.id)).toEqual(
      expected.map((e) => e.id).reverse(),
    )
    const today = await page(UCZEN, { from: '2025-10-15', to: '2025-10-15' })
    expect(today.items.map((e) => e.type)).toEqual(Array(5).fill('chat_message'))
  })

  it('takes a range of exactly 366 days', async () => {
    const res = await list(UCZEN, { from: '2024-10-15', to: '2025-10-15' })
    expect(res.statusCode).toBe(200)
  })

  it('shows a user only their own events, also with the other’s page key', async () => {
    // pro watches now: the event is pro's, never in uczen's log.
    const watched = await call(app, PRO, {
      method: 'POST',
      url: '/api/update_watch_time',
      payload: {
        course: 'KED',
        episodeId: 'ked-w0-e1',
        event: 'PROGRESS',
        positionSeconds: 30,
        watchedSecondsDelta: 30,
      },
    })
    expect(watched.statusCode).toBe(200)
    const proIds = new Set(app.store.activity.forUser(PERSONA_IDS.pro).map((e) => e.id))
    const uczenItems = (await allPages(UCZEN, EIGHT_WEEKS)).flatMap((p) => p.items)
    expect(uczenItems.some((e) => proIds.has(e.id))).toBe(false)
    const proItems = (await allPages(PRO, EIGHT_WEEKS)).flatMap((p) => p.items)
    expect(new Set(proItems.map((e) => e.id))).toEqual(proIds)

    const uczenKey = (await page(UCZEN, EIGHT_WEEKS)).nextPageKey as string
    const res = await list(PRO, { ...EIGHT_WEEKS, nextPageKey: uczenKey })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('nextPageKey')
  })

  it('answers a user without events with an empty page', async () => {
    expect(await page('mini@example.com', EIGHT_WEEKS)).toEqual({ items: [], nextPageKey: null })
  })

  const bad: [string, Record<string, string>, string][] = [
    [
      'from after to',
      { from: '2025-10-15', to: '2025-10-14' },
      'from — Data „od” nie może być późniejsza niż data „do”',
    ],
    [
      '367 days',
      { from: '2024-10-14', to: '2025-10-15' },
      'to — Zakres może obejmować najwyżej 366 dni',
    ],
    ['2025-02-30', { from: '2025-02-30', to: '2025-03-02' }, 'from — Nie ma takiego dnia'],
    ['not a date', { from: 'wczoraj', to: '2025-10-15' }, 'from — Oczekiwano daty rrrr-mm-dd'],
    ['no range', {}, 'from — Pole jest wymagane'],
    [
      'an unknown type',
      { ...EIGHT_WEEKS, types: 'video_watched,xp_gained' },
      'types — Nieznany typ zdarzenia „xp_gained”',
    ],
    ['a userId', { ...EIGHT_WEEKS, userId: PERSONA_IDS.pro }, 'userId — Nieznane pole'],
    ['a garbled key', { ...EIGHT_WEEKS, nextPageKey: 'nie-klucz' }, 'nextPageKey'],
  ]

  it.each(bad)(
    'answers %s with 400 in the envelope, naming the problem',
    async (_n, query, text) => {
      const res = await list(UCZEN, query)
      expect(res.statusCode).toBe(400)
      const body = ApiErrorSchema.parse(res.json())
      expect(body.httpsStatus).toBe(400)
      expect(body.message).toContain(text)
    },
  )

  it('refuses a key made for another filter (400)', async () => {
    const key = (await page(UCZEN, EIGHT_WEEKS)).nextPageKey as string
    const res = await list(UCZEN, { ...EIGHT_WEEKS, types: 'notes_saved', nextPageKey: key })
    expect(res.statusCode).toBe(400)
  })

  it.each(bad)('answers a guest 401 before looking at the query (%s)', async (_n, query) => {
    const res = await list(null, query)
    expect(res.statusCode).toBe(401)
    expect(ApiErrorSchema.parse(res.json()).httpsStatus).toBe(401)
  })

  it('has no way to post an event', async () => {
    const res = await call(app, UCZEN, {
      method: 'POST',
      url: '/api/saas/activity',
      payload: { type: 'video_watched' },
    })
    expect(res.statusCode).toBe(404)
  })
})
