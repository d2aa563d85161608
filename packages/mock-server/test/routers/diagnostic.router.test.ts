import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LIMITS } from '@app/contract'
import type { Diagnostic } from '@app/contract/diagnostic'
import { seedDiagnostics } from '../../src/store/seed/diagnostics'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, call, resetApp, setClock, snapshot } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const admin = 'admin@example.com'
const newestFirst = [...seedDiagnostics].sort(
  (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id),
)
const list = (as: string | null, query: Record<string, string> = {}) =>
  call(app, as, { method: 'GET', url: '/api/diagnostic', query })

async function allIds(query: Record<string, string> = {}) {
  const ids: string[] = []
  let nextPageKey: string | null = null
  do {
    const res = await list(admin, { ...query, ...(nextPageKey ? { nextPageKey } : {}) })
    expect(res.statusCode).toBe(200)
    const page = res.json() as { items: Diagnostic[]; nextPageKey: string | null }
    expect(page.items.length).toBeLessThanOrEqual(LIMITS.pageSizeDiagnostics)
    ids.push(...page.items.map((d) => d.id))
    nextPageKey = page.nextPageKey
  } while (nextPageKey)
  return ids
}

describe('GET /api/diagnostic', () => {
  it('pages all records newest first, to the end', async () => {
    expect(seedDiagnostics.length).toBeGreaterThan(LIMITS.pageSizeDiagnostics)
    expect(await allIds()).toEqual(newestFirst.map((d) => d.id))
  })

  it('filters by category', async () => {
    expect(await allIds({ category: 'VIDEO' })).toEqual(
      newestFirst.filter((d) => d.category === 'VIDEO').map((d) => d.id),
    )
  })

  it('answers 403 to an Assistant, 401 to PUBLIC, 400 to an unknown category or page key', async () => {
    expect((await list('asystent@example.com')).statusCode).toBe(403)
    expect((await list(null)).statusCode).toBe(401)
    expect((await list(admin, { category: 'KOT' })).statusCode).toBe(400)
    expect((await list(admin, { nextPageKey: 'abc' })).statusCode).toBe(400)
  })
})

describe('POST /api/diagnostic', () => {
  const report = { category: 'VIDEO', message: 'Film się nie ładuje', url: '/produkt/kurs' }

  it('stores a report from anybody (201), with the user when logged in', async () => {
    await setClock(app, '2026-04-01T12:00:00.000Z')
    const anonymous = await call(app, null, {
      method: 'POST',
      url: '/api/diagnostic',
      payload: report,
    })
    expect(anonymous.statusCode).toBe(201)
    expect(anonymous.json()).toMatchObject({
      ...report,
      details: '',
      reviewed: false,
      userId: null,
      createdAt: '2026-04-01T12:00:00.000Z',
    })
    const student = await call(app, 'uczen@example.com', {
      method: 'POST',
      url: '/api/diagnostic',
      payload: { category: 'OTHER', message: 'Coś' },
    })
    expect(student.json()).toMatchObject({ userId: PERSONA_IDS.uczen, url: null })
    expect((await allIds()).slice(0, 2)).toContain(anonymous.json().id)
  })

  it('answers 400 to a bad report and stores nothing', async () => {
    const before = snapshot(app)
    for (const payload of [
      { ...report, category: 'KOT' },
      { ...report, message: '   ' },
      { ...report, details: 5 },
    ]) {
      const res = await call(app, null, { method: 'POST', url: '/api/diagnostic', payload })
      expect(res.statusCode).toBe(400)
    }
    expect(snapshot(app)).toBe(before)
  })
})

describe('POST /api/diagnostic/reviewed', () => {
  const unreviewed = seedDiagnostics.find((d) => !d.reviewed) as Diagnostic
  const mark = (as: string | null, id: string) =>
    call(app, as, { method: 'POST', url: '/api/diagnostic/reviewed', payload: { id } })

  it('marks a record as reviewed', async () => {
    const res = await mark(admin, unreviewed.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ...unreviewed, reviewed: true })
  })

  it('answers 404 to an unknown id, 403 to an Assistant, 401 to PUBLIC, 400 without id', async () => {
    expect((await mark(admin, 'nie-ma')).statusCode).toBe(404)
    expect((await mark('asystent@example.com', unreviewed.id)).statusCode).toBe(403)
    expect((await mark(null, unreviewed.id)).statusCode).toBe(401)
    const bad = await call(app, admin, {
      method: 'POST',
      url: '/api/diagnostic/reviewed',
      payload: {},
    })
    expect(bad.json()).toEqual({
      message: 'Nieprawidłowe dane: id — Pole jest wymagane',
      httpsStatus: 400,
    })
    expect(app.store.diagnostics.byId(unreviewed.id)?.reviewed).toBe(false)
  })
})
