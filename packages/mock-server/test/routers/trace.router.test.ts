import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LIMITS } from '@app/contract'
import type { Trace } from '@app/contract/trace'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { seedTraces } from '../../src/store/seed/traces'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, call, resetApp, setClock, snapshot } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const trace = {
  sessionId: 'sesja-1',
  origin: 'http://localhost:5173',
  searchParams: '?source=yt',
  pathname: '/blog',
  href: 'http://localhost:5173/blog?source=yt',
  traceType: 'PAGE_VIEW',
  traceTypeForExperiment: { experimentId: 'webinar-14-10', variation: 'v2', source: 'yt' },
}
const post = (as: string | null, payload: object) =>
  call(app, as, { method: 'POST', url: '/api/trace', payload })
const list = (as: string | null, query: Record<string, string>) =>
  call(app, as, { method: 'GET', url: '/api/trace', query })

/** The busiest seeded Warsaw day, so paging has more than one page. */
const days = new Map<string, Trace[]>()
for (const t of seedTraces) {
  const day = toWarsawDateKey(new Date(t.createdAt))
  days.set(day, [...(days.get(day) ?? []), t])
}
const [busyDay, busyTraces] = [...days.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [
  '',
  [],
]

describe('POST /api/trace', () => {
  it('stores a trace from anybody (204), with the user when logged in', async () => {
    await setClock(app, '2026-03-29T22:30:00.000Z') // already 30 March in Warsaw (CEST)
    expect((await post(null, trace)).statusCode).toBe(204)
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 1000 } })
    expect((await post('uczen@example.com', { ...trace, sessionId: 'sesja-2' })).statusCode).toBe(
      204,
    )
    const page = (await list('admin@example.com', { date: '2026-03-30' })).json()
    expect(page.items.map((t: Trace) => [t.sessionId, t.userId, t.createdAt])).toEqual([
      ['sesja-2', PERSONA_IDS.uczen, '2026-03-29T22:30:01.000Z'],
      ['sesja-1', null, '2026-03-29T22:30:00.000Z'],
    ])
    expect(page.items[1]).toMatchObject(trace)
    expect((await list('admin@example.com', { date: '2026-03-29' })).json().items).toEqual([])
  })

  it.each([
    [{ ...trace, traceType: 'CLICK' }, 'traceType'],
    [{ ...trace, pathname: '' }, 'pathname'],
    [
      { ...trace, traceTypeForExperiment: { experimentId: 'x', variation: 'a', source: '' } },
      'traceTypeForExperiment.experimentId',
    ],
    [{ ...trace, email: 'nie-email' }, 'email'],
    [{ ...trace, extra: 1 }, 'extra'],
  ])('answers 400 to a bad trace and stores nothing (%#)', async (payload, field) => {
    const before = JSON.stringify(app.store.traces.forDay(toWarsawDateKey(new Date())))
    const snap = snapshot(app)
    const res = await post(null, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(
      new RegExp(`^Nieprawidłowe dane: ${field.replace('.', '\\.')} — `),
    )
    expect(JSON.stringify(app.store.traces.forDay(toWarsawDateKey(new Date())))).toBe(before)
    expect(snapshot(app)).toBe(snap)
  })
})

describe('GET /api/trace', () => {
  it('lists a seeded Warsaw day newest first', async () => {
    const page = (await list('admin@example.com', { date: busyDay })).json()
    expect(page.items.map((t: Trace) => t.id)).toEqual(
      [...busyTraces]
        .sort(
          (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id),
        )
        .map((t) => t.id),
    )
  })

  it('pages a busy day to the end', async () => {
    const count = LIMITS.pageSizeTraces + 5
    await setClock(app, '2026-05-10T08:00:00.000Z')
    for (let i = 0; i < count; i++) {
      await post(null, { ...trace, sessionId: `s${i}` })
      await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 1000 } })
    }
    const sessions: string[] = []
    let nextPageKey: string | null = null
    let pages = 0
    do {
      const res = await list('admin@example.com', {
        date: '2026-05-10',
        ...(nextPageKey ? { nextPageKey } : {}),
      })
      expect(res.statusCode).toBe(200)
      const page = res.json() as { items: Trace[]; nextPageKey: string | null }
      sessions.push(...page.items.map((t) => t.sessionId))
      nextPageKey = page.nextPageKey
      pages += 1
    } while (nextPageKey)
    expect(pages).toBe(2)
    expect(sessions).toEqual(Array.from({ length: count }, (_, i) => `s${count - 1 - i}`))
  })

  it('answers 403 to an Assistant and a student, 401 to PUBLIC', async () => {
    expect((await list('asystent@example.com', { date: busyDay })).statusCode).toBe(403)
    expect((await list('uczen@example.com', { date: busyDay })).statusCode).toBe(403)
    expect((await list(null, { date: busyDay })).statusCode).toBe(401)
  })

  it('answers 400 to a bad date, a missing date or a garbage page key', async () => {
    const bad = await list('admin@example.com', { date: '20.11.2025' })
    expect(bad.json()).toEqual({
      message: 'Nieprawidłowe dane: date — Oczekiwano daty rrrr-mm-dd',
      httpsStatus: 400,
    })
    expect((await list('admin@example.com', {})).statusCode).toBe(400)
    expect(
      (await list('admin@example.com', { date: busyDay, nextPageKey: 'zzz' })).statusCode,
    ).toBe(400)
  })
})
