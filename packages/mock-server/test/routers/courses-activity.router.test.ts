import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ActivityEvent } from '@app/contract/activity'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, call, resetApp, setClock } from '../helper'

const PRO = 'pro@example.com'
const NOW = '2025-10-15T14:00:00.000Z' // 16:00 in Warsaw

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, NOW)
})

/** pro's events recorded after the seed (the seed ends yesterday). */
const recorded = (): ActivityEvent[] =>
  app.store.activity.forUser(PERSONA_IDS.pro).filter((e) => e.occurredAt >= '2025-10-15')

const watch = (payload: Record<string, unknown>) =>
  call(app, PRO, {
    method: 'POST',
    url: '/api/update_watch_time',
    payload: {
      course: 'KED',
      episodeId: 'ked-w0-e2',
      event: 'PROGRESS',
      positionSeconds: 40,
      watchedSecondsDelta: 0,
      ...payload,
    },
  })
const saveNotes = (payload: Record<string, unknown>) =>
  call(app, PRO, {
    method: 'POST',
    url: '/api/update_episode_notes',
    payload: { course: 'KED', episodeId: 'ked-w0-e2', notes: 'Moje notatki', ...payload },
  })

describe('video_watched from watch-time reports', () => {
  it('records a report with at least 1 s of playing, at the clock’s time', async () => {
    expect((await watch({ watchedSecondsDelta: 1 })).statusCode).toBe(200)
    expect((await watch({ watchedSecondsDelta: 12.5, event: 'LEAVE' })).statusCode).toBe(200)
    expect(recorded()).toEqual([
      {
        id: expect.stringMatching(/^[0-9A-Za-z]{27}$/),
        type: 'video_watched',
        occurredAt: NOW,
        payload: { course: 'KED', episodeId: 'ked-w0-e2', week: 0, seconds: 1 },
      },
      expect.objectContaining({ payload: expect.objectContaining({ seconds: 12.5 }) }),
    ])
  })

  it.each([0, 0.5, 0.999])('records nothing for %s s of playing', async (seconds) => {
    const res = await watch({ event: 'START', watchedSecondsDelta: seconds })
    expect(res.statusCode).toBe(200)
    expect(recorded()).toEqual([])
  })

  it('records nothing for a refused report (locked week, unknown episode, a bad body)', async () => {
    expect((await watch({ episodeId: 'ked-w3-e1', watchedSecondsDelta: 30 })).statusCode).toBe(403)
    expect((await watch({ episodeId: 'ked-w0-e99', watchedSecondsDelta: 30 })).statusCode).toBe(404)
    expect((await watch({ watchedSecondsDelta: 3_601 })).statusCode).toBe(400)
    expect(recorded()).toEqual([])
  })
})

describe('notes_saved from notes', () => {
  it('records the first save of an episode on a Warsaw day, with its length, never the text', async () => {
    await saveNotes({ notes: 'Pierwsza wersja' })
    await saveNotes({ notes: 'Druga, dłuższa wersja notatek' })
    const events = recorded()
    expect(events).toEqual([
      {
        id: expect.stringMatching(/^[0-9A-Za-z]{27}$/),
        type: 'notes_saved',
        occurredAt: NOW,
        payload: { course: 'KED', episodeId: 'ked-w0-e2', chars: 'Pierwsza wersja'.length },
      },
    ])
    expect(JSON.stringify(events)).not.toContain('wersja')
  })

  it('records another episode the same day, and the same episode again the next Warsaw day', async () => {
    await saveNotes({})
    await saveNotes({ episodeId: 'ked-w0-e1' })
    await setClock(app, '2025-10-15T21:59:59.999Z') // 23:59:59.999 in Warsaw
    await saveNotes({})
    expect(recorded().map((e) => e.type === 'notes_saved' && e.payload.episodeId)).toEqual([
      'ked-w0-e2',
      'ked-w0-e1',
    ])
    await setClock(app, '2025-10-15T22:00:00.000Z') // 16.10 00:00 in Warsaw
    await saveNotes({ notes: '' })
    expect(recorded().at(-1)).toMatchObject({
      type: 'notes_saved',
      occurredAt: '2025-10-15T22:00:00.000Z',
      payload: { episodeId: 'ked-w0-e2', chars: 0 },
    })
    expect(recorded()).toHaveLength(3)
  })

  it('shows both kinds in the caller’s activity', async () => {
    await watch({ watchedSecondsDelta: 30 })
    await saveNotes({})
    const res = await call(app, PRO, {
      method: 'GET',
      url: '/api/saas/activity',
      query: { from: '2025-10-15', to: '2025-10-15' },
    })
    expect(res.statusCode).toBe(200)
    expect(
      res
        .json()
        .items.map((e: ActivityEvent) => e.type)
        .sort(),
    ).toEqual(['notes_saved', 'video_watched'])
  })
})
