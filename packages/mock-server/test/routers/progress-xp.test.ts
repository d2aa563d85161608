import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { streaks, studySecondsByDay, warsawDay } from '@app/domain/activity/activity-stats'
import { studyEventsOf } from '@app/domain/activity/study-events'
import { weekKeyOf, weekXp } from '@app/domain/progress/league'
import { levelOf } from '@app/domain/progress/levels'
import { XP_RULES, xpByDay, xpTotal } from '@app/domain/progress/xp'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { buildTestApp, call, resetApp, setClock } from '../helper'
import { fastSleep, newConversation, send } from './chat-helper'
import { publishedExercise, postAttempt, RIGHT, source } from './exercises-helper'
import {
  BRAK,
  MINI,
  NOW,
  NOWY,
  UCZEN,
  get,
  markDone,
  plannedBlockOfToday,
  progressOf,
  rankingOf,
  reviewFirstDue,
  warmLeague,
} from './progress-helper'

let app: FastifyInstance
beforeAll(async () => {
  // A fast tutor: the chat message below streams its answer in a few milliseconds.
  app = await buildTestApp({ tutor: { sleep: fastSleep } })
  await warmLeague(app)
}, 60_000)
afterAll(() => app.close())
beforeEach(async () => {
  await resetApp(app)
  await setClock(app, NOW)
})

/** uczen's total, this week's XP on progress and in the ranking. */
async function xpOfUczen() {
  const progress = await progressOf(app, UCZEN)
  const ranking = await rankingOf(app, UCZEN)
  expect(ranking.myXp).toBe(progress.weekXp)
  return { total: progress.xpTotal, week: progress.weekXp }
}

describe('XP through the real calls', () => {
  it('a flashcard review gives 1 XP and its undo takes it back', async () => {
    const before = await xpOfUczen()
    const { reviewId } = await reviewFirstDue(app, UCZEN)
    expect(await xpOfUczen()).toEqual({
      total: before.total + XP_RULES.flashcardReview,
      week: before.week + XP_RULES.flashcardReview,
    })
    const undo = await call(app, UCZEN, {
      method: 'POST',
      url: `/api/saas/flashcards/review/${reviewId}/undo`,
    })
    expect(undo.statusCode).toBe(200)
    expect(await xpOfUczen()).toEqual(before)
  })

  it('a solved exercise gives the XP of its difficulty, once', async () => {
    const exercise = await publishedExercise(app, 'pro@example.com', source({ difficulty: 'HARD' }))
    const before = await xpOfUczen()
    expect((await postAttempt(app, UCZEN, exercise.id, RIGHT)).statusCode).toBe(200)
    const hard = XP_RULES.exerciseByDifficulty.HARD
    expect(await xpOfUczen()).toEqual({ total: before.total + hard, week: before.week + hard })
    // Answering again solves nothing new.
    await postAttempt(app, UCZEN, exercise.id, RIGHT)
    expect(await xpOfUczen()).toEqual({ total: before.total + hard, week: before.week + hard })
  })

  it('a done planner block gives 10 XP', async () => {
    const { plan, block } = await plannedBlockOfToday(app, UCZEN)
    const before = await xpOfUczen()
    await markDone(app, UCZEN, plan.id, block)
    const xp = XP_RULES.plannerBlock
    expect(await xpOfUczen()).toEqual({ total: before.total + xp, week: before.week + xp })
  })

  it('a chat message gives no XP (its event is recorded all the same)', async () => {
    const before = await xpOfUczen()
    const messages = () =>
      app.store.activity.forUser(PERSONA_IDS.uczen).filter((e) => e.type === 'chat_message').length
    const count = messages()
    const conversation = await newConversation(app, UCZEN)
    expect(
      (await send(app, UCZEN, conversation.id, { content: 'Jak liczyć deltę?' })).statusCode,
    ).toBe(200)
    expect(messages()).toBe(count + 1)
    expect(await xpOfUczen()).toEqual(before)
  })
})

describe('GET /api/saas/progress', () => {
  it("gives the domain's numbers from uczen's whole log", async () => {
    const progress = await progressOf(app, UCZEN)
    const events = app.store.activity.forUser(PERSONA_IDS.uczen)
    const total = xpTotal(events)
    const now = app.clock.now()
    const { current, longest } = streaks(studySecondsByDay(studyEventsOf(events)), warsawDay(now))
    expect(progress).toEqual({
      xpTotal: total,
      ...levelOf(total),
      weekXp: weekXp(xpByDay(events), weekKeyOf(now)).xp,
      streak: { current, longest },
    })
    expect(progress.xpTotal).toBeGreaterThan(0)
    expect(progress.xpIntoLevel + progress.xpToNext).toBe(100 * progress.level)
  })

  it('starts a new platform account at level 1', async () => {
    const progress = await progressOf(app, NOWY)
    expect(progress).toMatchObject({ level: 1, levelName: 'Początkujący', weekXp: 0 })
    expect(progress.xpIntoLevel + progress.xpToNext).toBe(100)
  })

  it('is refused (403) to users off the platform, 401 to guests', async () => {
    for (const as of [MINI, BRAK])
      expect((await get(app, as, '/api/saas/progress')).statusCode).toBe(403)
    expect((await get(app, null, '/api/saas/progress')).statusCode).toBe(401)
  })
})
