import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CourseView } from '@app/contract/courses'
import { seedCourses } from '../../src/store/seed/courses'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, call, resetApp, setClock } from '../helper'

/** The week 7 exercise that asks for at least 3 own mind maps (SPEC §1). */
const MIND_MAPS = 'ked-w7-e4'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const getCourse = async (as: string | null, course: string) =>
  call(app, as, { method: 'GET', url: '/api/get_week_and_episodes', query: { course } })
const track = (as: string | null, payload: Record<string, unknown>) =>
  call(app, as, {
    method: 'POST',
    url: '/api/update_episode_tracker',
    payload: { course: 'KED', episodeId: MIND_MAPS, items: ['Fotosynteza'], ...payload },
  })
const view = async (as: string, course = 'KED') =>
  (await getCourse(as, course)).json() as CourseView
const watch = (as: string | null, payload: Record<string, unknown>) =>
  call(app, as, {
    method: 'POST',
    url: '/api/update_watch_time',
    payload: {
      course: 'KED',
      episodeId: 'ked-w0-e1',
      event: 'START',
      positionSeconds: 0,
      watchedSecondsDelta: 0,
      ...payload,
    },
  })
const notes = (as: string | null, payload: Record<string, unknown>) =>
  call(app, as, {
    method: 'POST',
    url: '/api/update_episode_notes',
    payload: { course: 'KED', episodeId: 'ked-w0-e1', notes: 'Moje notatki', ...payload },
  })

describe('GET /api/get_week_and_episodes', () => {
  it("opens KED weeks 7 days after the previous week's start (uczen's seeded progress)", async () => {
    await setClock(app, '2025-10-20T12:00:00.000Z')
    const course = await view('uczen@example.com')
    expect(course.weeks).toHaveLength(10)
    const summary = course.weeks.slice(0, 5).map((w) => [w.isUnlocked, w.startedAt, w.unlocksAt])
    expect(summary).toEqual([
      [true, '2025-10-01T16:00:00.000Z', null],
      [true, '2025-10-08T16:30:00.000Z', '2025-10-08T16:00:00.000Z'],
      [true, '2025-10-15T17:00:00.000Z', '2025-10-15T16:30:00.000Z'],
      [false, null, '2025-10-22T17:00:00.000Z'],
      [false, null, null],
    ])
    await setClock(app, '2025-10-22T17:00:00.000Z')
    expect((await view('uczen@example.com')).weeks[3]?.isUnlocked).toBe(true)
  })

  it('hides video, description and resources of a locked week', async () => {
    const course = await view('pro@example.com')
    const [open, locked] = course.weeks
    expect(open?.episodes[0]?.vimeoUrl).toBe(seedCourses[0]?.weeks[0]?.episodes[0]?.vimeoUrl)
    expect(locked?.isUnlocked).toBe(false)
    for (const episode of locked?.episodes ?? []) {
      expect(episode).toMatchObject({ vimeoUrl: null, description: null, resources: [] })
      expect(episode.progress).toEqual({
        positionSeconds: 0,
        watchedSeconds: 0,
        notes: '',
        notesSavedAt: null,
        trackedItems: [],
      })
    }
  })

  it.each([
    ['mini@example.com', 'PED'],
    ['rodzic@example.com', 'ZN'],
  ])('opens every week of a course without weekly unlock (%s, %s)', async (email, key) => {
    const course = await view(email, key)
    expect(course.key).toBe(key)
    expect(course.weeks.every((w) => w.isUnlocked && w.unlocksAt === null)).toBe(true)
  })

  it('answers 403 without the course group, 401 to PUBLIC, 400 to an unknown course', async () => {
    for (const key of ['KED', 'PED', 'ZN']) {
      const res = await getCourse('brak@example.com', key)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: 'Nie masz dostępu do tego kursu.', httpsStatus: 403 })
    }
    expect((await getCourse('mini@example.com', 'KED')).statusCode).toBe(403)
    expect((await getCourse(null, 'KED')).statusCode).toBe(401)
    const bad = await getCourse('uczen@example.com', 'ABC')
    expect(bad.json().message).toBe('Nieprawidłowe dane: course — Dozwolone wartości: KED, PED, ZN')
  })
})

describe('POST /api/update_watch_time', () => {
  it('records the week start once, the position and the watched seconds; week 1 opens 7 days later', async () => {
    await setClock(app, '2026-01-10T09:00:00.000Z')
    const start = await watch('pro@example.com', { event: 'START' })
    expect(start.statusCode).toBe(200)
    expect(start.json()).toEqual({
      weekIndex: 0,
      weekStartedAt: '2026-01-10T09:00:00.000Z',
      positionSeconds: 0,
      watchedSeconds: 0,
    })
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 60_000 } })
    await watch('pro@example.com', {
      event: 'PROGRESS',
      positionSeconds: 60,
      watchedSecondsDelta: 60,
    })
    const again = await watch('pro@example.com', {
      event: 'START',
      positionSeconds: 75,
      watchedSecondsDelta: 15,
    })
    expect(again.json()).toEqual({
      weekIndex: 0,
      weekStartedAt: '2026-01-10T09:00:00.000Z',
      positionSeconds: 75,
      watchedSeconds: 75,
    })
    let course = await view('pro@example.com')
    expect(course.weeks[0]?.episodes[0]?.progress).toMatchObject({
      positionSeconds: 75,
      watchedSeconds: 75,
    })
    expect(course.weeks[1]).toMatchObject({
      isUnlocked: false,
      unlocksAt: '2026-01-17T09:00:00.000Z',
    })

    await setClock(app, '2026-01-17T09:00:00.000Z')
    course = await view('pro@example.com')
    expect(course.weeks[1]?.isUnlocked).toBe(true)
    expect((await watch('pro@example.com', { episodeId: 'ked-w1-e1' })).statusCode).toBe(200)
  })

  it('answers 403 in a locked week or without the group, 404 to an unknown episode, 401 to PUBLIC', async () => {
    const locked = await watch('pro@example.com', { episodeId: 'ked-w1-e1' })
    expect(locked.json()).toEqual({
      message: 'Ten tydzień kursu jeszcze się nie odblokował.',
      httpsStatus: 403,
    })
    expect((await watch('mini@example.com', {})).statusCode).toBe(403)
    expect((await watch('pro@example.com', { episodeId: 'ped-w0-e1' })).statusCode).toBe(404)
    expect((await watch(null, {})).statusCode).toBe(401)
    expect(app.store.courseProgress.weekStartedAt(PERSONA_IDS.pro, 'KED', 1)).toBeNull()
  })

  it.each([
    [{ event: 'PAUSE' }, 'event'],
    [{ positionSeconds: -1 }, 'positionSeconds'],
    [{ watchedSecondsDelta: '10' }, 'watchedSecondsDelta'],
  ])('answers 400 to a bad report (%o)', async (change, field) => {
    const res = await watch('pro@example.com', change)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(new RegExp(`^Nieprawidłowe dane: ${field} — `))
  })
})

describe('POST /api/update_episode_notes', () => {
  it('saves the notes with the clock time', async () => {
    await setClock(app, '2026-02-01T08:00:00.000Z')
    const res = await notes('uczen@example.com', {})
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ notes: 'Moje notatki', notesSavedAt: '2026-02-01T08:00:00.000Z' })
    const course = await view('uczen@example.com')
    expect(course.weeks[0]?.episodes[0]?.progress.notes).toBe('Moje notatki')
  })

  it('answers 403 in a locked week, 404 to an unknown episode, 401 to PUBLIC, 400 to long notes', async () => {
    expect((await notes('pro@example.com', { episodeId: 'ked-w2-e1' })).statusCode).toBe(403)
    expect((await notes('uczen@example.com', { episodeId: 'nie-ma' })).statusCode).toBe(404)
    expect((await notes(null, {})).statusCode).toBe(401)
    const long = await notes('uczen@example.com', { notes: 'x'.repeat(20_001) })
    expect(long.json()).toEqual({
      message: 'Nieprawidłowe dane: notes — Notatka może mieć najwyżej 20000 znaków',
      httpsStatus: 400,
    })
  })
})

describe('POST /api/update_episode_tracker', () => {
  /** Opens KED up to week 7 for pro: each week started 7 days after the previous one. */
  async function openWeek7() {
    for (let week = 0; week <= 7; week += 1) {
      await setClock(app, new Date(Date.UTC(2026, 0, 1 + 7 * week, 9)).toISOString())
      expect((await watch('pro@example.com', { episodeId: `ked-w${week}-e1` })).statusCode).toBe(
        200,
      )
    }
  }

  it('the mind-map exercise asks for at least 3 maps and keeps the list, trimmed', async () => {
    await openWeek7()
    const exercise = (await view('pro@example.com')).weeks[7]?.episodes.find(
      (e) => e.id === MIND_MAPS,
    )
    expect(exercise?.tracker).toMatchObject({ minimum: 3 })
    const res = await track('pro@example.com', { items: [' Fotosynteza ', 'Rozbiory Polski'] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ trackedItems: ['Fotosynteza', 'Rozbiory Polski'] })
    const saved = (await view('pro@example.com')).weeks[7]?.episodes.find((e) => e.id === MIND_MAPS)
    expect(saved?.progress.trackedItems).toEqual(['Fotosynteza', 'Rozbiory Polski'])
  })

  it('answers 400 to an episode without a tracker or a bad list, 403 while locked, 404, 401', async () => {
    expect((await track('pro@example.com', {})).json()).toEqual({
      message: 'Ten tydzień kursu jeszcze się nie odblokował.',
      httpsStatus: 403,
    })
    await openWeek7()
    const noTracker = await track('pro@example.com', { episodeId: 'ked-w7-e1' })
    expect(noTracker.json()).toEqual({
      message: 'Ten odcinek nie ma listy do uzupełnienia.',
      httpsStatus: 400,
    })
    const blank = await track('pro@example.com', { items: ['   '] })
    expect(blank.json()).toEqual({
      message: 'Nieprawidłowe dane: items.0 — Wpisz nazwę',
      httpsStatus: 400,
    })
    expect((await track('pro@example.com', { items: Array(31).fill('Mapa') })).statusCode).toBe(400)
    expect((await track('pro@example.com', { items: 'Mapa' })).statusCode).toBe(400)
    expect((await track('pro@example.com', { episodeId: 'nie-ma' })).statusCode).toBe(404)
    expect((await track(null, {})).statusCode).toBe(401)
    const untouched = (await view('pro@example.com')).weeks[7]?.episodes.find(
      (e) => e.id === MIND_MAPS,
    )
    expect(untouched?.progress.trackedItems).toEqual([])
  })
})
