import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PROGRESS_TEXT, STATISTICS_MAX_DAYS } from '@app/contract/progress'
import { adherence } from '@app/domain/progress/statistics'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { call } from '../helper'
import {
  NOWY,
  PRO,
  RODZIC,
  UCZEN,
  get,
  markDone,
  plannedBlockOfToday,
  reviewFirstDue,
  statisticsOf,
  todayOf,
  useProgressApp,
} from './progress-helper'

let app: FastifyInstance
useProgressApp((built) => (app = built))

describe('?userId= and other parameters', () => {
  it.each([
    '/api/saas/progress',
    '/api/saas/today',
    '/api/saas/statistics?from=2025-10-01&to=2025-10-23',
  ])('400 on %s, never another user', async (url) => {
    const joined = url.includes('?') ? '&' : '?'
    const res = await get(app, UCZEN, `${url}${joined}userId=${PERSONA_IDS.pro}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().httpsStatus).toBe(400)
  })
})

describe('GET /api/saas/today', () => {
  it("gives uczen's day: blocks, flashcards due as 'study all' counts them, an exercise, the course", async () => {
    const today = await todayOf(app, UCZEN)
    expect(today.date).toBe('2025-10-23')
    expect(today.blocks!.length).toBeGreaterThan(0)
    today.blocks!.forEach((block, i) => {
      expect(block.startsAt.slice(0, 10)).toBe('2025-10-23')
      if (i > 0) expect(block.startsAt >= today.blocks![i - 1]!.startsAt).toBe(true)
    })
    const due = await call(app, UCZEN, { method: 'GET', url: '/api/saas/flashcards/due' })
    const counts = due.json().counts
    expect(today.dueFlashcards).toEqual({
      ...counts,
      total: counts.new + counts.learning + counts.review,
    })
    const exercise = today.suggestedExercise!.exercise!
    expect(['matematyka', 'biologia']).toContain(exercise.subject)
    expect(app.store.exercises.get(exercise.id)?.status).toBe('PUBLISHED')
    expect(today.course).toMatchObject({
      key: 'KED',
      week: { label: expect.stringMatching(/^Tydzień \d$/) },
    })
  })

  it('moves as the day does: a done block, a review', async () => {
    const { plan, block } = await plannedBlockOfToday(app, UCZEN)
    await markDone(app, UCZEN, plan.id, block)
    const before = (await todayOf(app, UCZEN)).dueFlashcards!.total
    await reviewFirstDue(app, UCZEN, 4)
    const today = await todayOf(app, UCZEN)
    expect(today.blocks!.find((b) => b.id === block.id)?.status).toBe('DONE')
    expect(today.dueFlashcards!.total).toBe(before - 1)
  })

  it('has each card null without its tool or course', async () => {
    expect(await todayOf(app, NOWY)).toEqual({
      date: '2025-10-23',
      blocks: null,
      dueFlashcards: null,
      suggestedExercise: null,
      course: null,
    })
  })
})

describe('GET /api/saas/statistics', () => {
  it('gives every day of the range and a section per tool', async () => {
    const stats = await statisticsOf(app, UCZEN, '2025-10-01', '2025-10-23')
    expect(stats.days).toHaveLength(23)
    expect(stats.days[0]!.date).toBe('2025-10-01')
    expect(stats.totals.xp).toBe(stats.days.reduce((sum, day) => sum + day.xp, 0))
    expect(stats.flashcards!.reviewed).toBeGreaterThan(0)
    expect(stats.exercises!.attempts).toBeGreaterThan(0)
    expect(stats.courses!.map((course) => course.key)).toEqual(['KED'])
    const { blocksDone, pastPlanned } = stats.planner!
    expect(stats.planner!.adherence).toBe(adherence(blocksDone, pastPlanned))
    expect(pastPlanned).toBeGreaterThan(0)
  })

  it('counts a block done today in the adherence', async () => {
    const before = (await statisticsOf(app, UCZEN, '2025-10-23', '2025-10-23')).planner!
    const { plan, block } = await plannedBlockOfToday(app, UCZEN)
    await markDone(app, UCZEN, plan.id, block)
    const after = (await statisticsOf(app, UCZEN, '2025-10-23', '2025-10-23')).planner!
    expect(after.blocksDone).toBe(before.blocksDone + 1)
  })

  it('has the tools’ sections null without them, the courses null without a course', async () => {
    const stats = await statisticsOf(app, NOWY, '2025-10-17', '2025-10-23')
    expect(stats).toMatchObject({ flashcards: null, exercises: null, planner: null, courses: null })
    const pro = await statisticsOf(app, PRO, '2025-10-17', '2025-10-23')
    expect(pro.flashcards).not.toBeNull()
    expect(pro.courses).not.toBeNull()
  })

  it.each([
    ['2025-10-23', '2025-10-22', PROGRESS_TEXT.reversedRange],
    ['2024-10-22', '2025-10-23', PROGRESS_TEXT.rangeTooLong(367)],
    ['2025-02-30', '2025-03-02', PROGRESS_TEXT.noSuchDay],
    ['23.10.2025', '2025-10-23', PROGRESS_TEXT.dayKey],
  ])('400 from %s to %s', async (from, to, message) => {
    const res = await get(app, UCZEN, `/api/saas/statistics?from=${from}&to=${to}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
  })

  it(`takes ${STATISTICS_MAX_DAYS} days, and needs both ends`, async () => {
    const year = await statisticsOf(app, UCZEN, '2024-10-23', '2025-10-23')
    expect(year.days).toHaveLength(STATISTICS_MAX_DAYS)
    expect((await get(app, UCZEN, '/api/saas/statistics?from=2025-10-01')).statusCode).toBe(400)
  })

  it('403 for a parent (decision 0014)', async () => {
    const res = await get(app, RODZIC, '/api/saas/statistics?from=2025-10-17&to=2025-10-23')
    expect(res.json()).toEqual({ message: PROGRESS_TEXT.statisticsForParents, httpsStatus: 403 })
  })
})
