import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { toWarsawDateKey } from '@app/domain/shared/format'
import { seedTraces } from '../../src/store/seed/traces'
import { buildTestApp, call, resetApp } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const metrics = (as: string | null, query: Record<string, string>) =>
  call(app, as, { method: 'GET', url: '/api/metrics', query })

function expectedDay(date: string) {
  const day = seedTraces.filter((t) => toWarsawDateKey(new Date(t.createdAt)) === date)
  const count = (type: string) => day.filter((t) => t.traceType === type).length
  return {
    date,
    pageViews: count('PAGE_VIEW'),
    uniqueSessions: new Set(day.map((t) => t.sessionId)).size,
    cookieAccepts: count('COOKIES_ACCEPTED'),
    cookieRejects: count('COOKIES_REJECTED'),
  }
}

describe('GET /api/metrics', () => {
  it('counts every day of the range from the traces', async () => {
    const res = await metrics('admin@example.com', { from: '2025-11-17', to: '2025-11-21' })
    expect(res.statusCode).toBe(200)
    const days = ['2025-11-17', '2025-11-18', '2025-11-19', '2025-11-20', '2025-11-21']
    expect(res.json()).toEqual({ days: days.map(expectedDay) })
    expect(res.json().days[2].pageViews).toBeGreaterThan(0)
    expect(res.json().days[0]).toMatchObject({ pageViews: 0, uniqueSessions: 0 })
  })

  it('counts a new page view on its Warsaw day', async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { now: '2026-06-30T22:10:00.000Z' },
    })
    await call(app, null, {
      method: 'POST',
      url: '/api/trace',
      payload: {
        sessionId: 's',
        origin: '',
        searchParams: '',
        pathname: '/',
        href: '/',
        traceType: 'PAGE_VIEW',
      },
    })
    const res = await metrics('admin@example.com', { from: '2026-06-30', to: '2026-07-01' })
    expect(res.json().days.map((d: { pageViews: number }) => d.pageViews)).toEqual([0, 1])
  })

  it('accepts 92 days and refuses 93', async () => {
    const ok = await metrics('admin@example.com', { from: '2025-01-01', to: '2025-04-02' })
    expect(ok.json().days).toHaveLength(92)
    const tooLong = await metrics('admin@example.com', { from: '2025-01-01', to: '2025-04-03' })
    expect(tooLong.json()).toEqual({
      message: 'Zakres dat może obejmować najwyżej 92 dni.',
      httpsStatus: 400,
    })
  })

  it.each([
    [
      { from: '2025-11-20', to: '2025-11-18' },
      'Nieprawidłowe dane: from — Data "od" musi być przed datą "do"',
    ],
    [
      { from: '2025-02-30', to: '2025-03-02' },
      'Nieprawidłowe dane: from — Nie ma takiego dnia w kalendarzu',
    ],
    [{ from: '2025-11-18' }, 'Nieprawidłowe dane: to — Pole jest wymagane'],
  ])('answers 400 to a bad range (%o)', async (query, message) => {
    const res = await metrics('admin@example.com', query)
    expect(res.json()).toEqual({ message, httpsStatus: 400 })
  })

  it('answers 403 to an Assistant and 401 to PUBLIC', async () => {
    const range = { from: '2025-11-18', to: '2025-11-20' }
    expect((await metrics('asystent@example.com', range)).statusCode).toBe(403)
    expect((await metrics(null, range)).statusCode).toBe(401)
  })
})
