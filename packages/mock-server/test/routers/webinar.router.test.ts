import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, call, resetApp } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const update = (as: string | null, payload: object) =>
  call(app, as, { method: 'POST', url: '/api/webinar/update_webinar_statistics', payload })

describe('POST /api/webinar/update_webinar_statistics', () => {
  it('counts events per webinar from anybody (204)', async () => {
    expect(
      (await update(null, { webinarId: 'w1', sessionId: 's1', event: 'REGISTERED' })).statusCode,
    ).toBe(204)
    await update('uczen@example.com', {
      webinarId: 'w1',
      sessionId: 's2',
      event: 'JOINED',
      watchedSeconds: 120,
    })
    await update(null, { webinarId: 'w1', sessionId: 's1', event: 'JOINED', watchedSeconds: 30 })
    const stats = app.store.webinar.get('w1')
    expect(stats?.events).toEqual({ REGISTERED: 1, JOINED: 2, LEFT: 0, OFFER_CLICKED: 0 })
    expect(stats?.sessions.size).toBe(2)
    expect(stats?.watchedSeconds).toBe(150)
    expect(app.store.webinar.get('w2')).toBeUndefined()
  })

  it.each([
    { webinarId: 'w1', sessionId: 's1', event: 'WATCHED' },
    { webinarId: '', sessionId: 's1', event: 'JOINED' },
    { webinarId: 'w1', sessionId: 's1', event: 'JOINED', watchedSeconds: -5 },
  ])('answers 400 to a bad update and counts nothing (%o)', async (payload) => {
    expect((await update(null, payload)).statusCode).toBe(400)
    expect(app.store.webinar.get('w1')).toBeUndefined()
  })
})
