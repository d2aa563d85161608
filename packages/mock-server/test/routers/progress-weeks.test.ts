import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { RANKING_HISTORY_PAGE_SIZE, type RankingHistoryPage } from '@app/contract/progress'
import { weekKeyOf, weekXp } from '@app/domain/progress/league'
import { xpByDay } from '@app/domain/progress/xp'
import { MESSAGES } from '../../src/errors'
import { leagueOf } from '../../src/services/progress/league'
import type { WeekTotal } from '../../src/store/progress'
import { buildLeague } from '../../src/store/seed/league'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { setClock } from '../helper'
import { UCZEN, get, rankingOf, useProgressApp } from './progress-helper'

let app: FastifyInstance
useProgressApp((built) => (app = built))

const WEEK = '2025-W43'
/** Monday 27.10.2025 00:00:30 Warsaw (UTC+1 from 26.10): 2025-W43 has just ended. */
const AFTER_MONDAY = '2025-10-26T23:00:30.000Z'

/** The accounts' totals of a week recomputed from their logs by the domain. */
function recomputedAccounts(week: string): Map<string, WeekTotal> {
  const totals = new Map<string, WeekTotal>()
  for (const userId of app.store.activity.userIds()) {
    const { xp, reachedAt } = weekXp(xpByDay(app.store.activity.forUser(userId)), week)
    if (xp > 0 && reachedAt) totals.set(userId, { xp, reachedAt })
  }
  return totals
}

/** The week's totals recomputed from scratch: the logs, and a freshly built synthetic league. */
function recomputed(week: string): Map<string, WeekTotal> {
  const seed = app.store.seedInstant.get()
  const until = seed.toISOString()
  const anchor = weekXp(
    xpByDay(app.store.activity.forUser(PERSONA_IDS.uczen).filter((e) => e.occurredAt < until)),
    weekKeyOf(seed),
  ).xp
  const totals = new Map(buildLeague(seed, anchor).weeks.get(week) ?? [])
  for (const [userId, total] of recomputedAccounts(week)) totals.set(userId, total)
  return totals
}

describe('a finished week', () => {
  it(
    'freezes at its first read after Monday 00:00 and equals a recomputation',
    { timeout: 60_000 },
    async () => {
      const during = await rankingOf(app, UCZEN)
      await setClock(app, AFTER_MONDAY)
      // Study recorded late into the week still counts while it is unread.
      const lateNote = (episodeId: string) =>
        app.store.activity.record(
          PERSONA_IDS.uczen,
          'notes_saved',
          { course: 'KED', episodeId, chars: 200 },
          new Date('2025-10-26T20:00:00.000Z'),
        )
      lateNote('late-note-1')
      expect(app.store.progress.frozenWeek(WEEK)).toBeUndefined()
      const frozen = await rankingOf(app, UCZEN, WEEK)
      expect(frozen.week).toBe(WEEK)
      expect(frozen.myXp).toBe(during.myXp + 5)
      const kept = app.store.progress.frozenWeek(WEEK)
      expect(kept).toBeDefined()
      expect(new Map(kept)).toEqual(recomputed(WEEK))

      // Study recorded into the frozen week afterwards changes the log, never the week's ranking.
      lateNote('late-note-2')
      expect(recomputedAccounts(WEEK).get(PERSONA_IDS.uczen)!.xp).toBe(frozen.myXp + 5)
      const again = await rankingOf(app, UCZEN, WEEK)
      expect(again.myXp).toBe(frozen.myXp)
      expect(again.top).toEqual(frozen.top)
    },
  )

  it('is not frozen by a read while it runs', async () => {
    await rankingOf(app, UCZEN)
    expect(app.store.progress.frozenWeek(WEEK)).toBeUndefined()
  })

  it('starts the new week empty of the old one', async () => {
    app.store.seedInstant.get()
    await setClock(app, AFTER_MONDAY)
    expect(await rankingOf(app, UCZEN)).toMatchObject({ week: '2025-W44', top: [], myXp: 0 })
  })
})

describe('GET /api/saas/ranking/history', () => {
  const page = async (key?: string) => {
    const res = await get(
      app,
      UCZEN,
      `/api/saas/ranking/history${key ? `?nextPageKey=${key}` : ''}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as RankingHistoryPage
  }

  it(
    "lists the past weeks since the opening, newest first, 10 a page, with uczen's place",
    { timeout: 60_000 },
    async () => {
      // Thursday 15.01.2026: 2025-W42 … 2026-W02 are past, 13 weeks.
      await setClock(app, '2026-01-15T10:00:00.000Z')
      const first = await page()
      expect(first.items.map((item) => item.week)).toEqual([
        '2026-W02',
        '2026-W01',
        '2025-W52',
        '2025-W51',
        '2025-W50',
        '2025-W49',
        '2025-W48',
        '2025-W47',
        '2025-W46',
        '2025-W45',
      ])
      expect(first.items).toHaveLength(RANKING_HISTORY_PAGE_SIZE)
      expect(first.nextPageKey).toBe('2025-W44')
      const last = await page(first.nextPageKey!)
      expect(last.items.map((item) => item.week)).toEqual(['2025-W44', '2025-W43', '2025-W42'])
      expect(last.nextPageKey).toBeNull()

      // The seed's eight weeks have a league; weeks before it are empty ('—').
      const recent = first.items[0]!
      expect(recent.top3).toHaveLength(3)
      expect(recent.top3.map((row) => row.place)).toEqual([1, 2, 3])
      expect(recent.me).not.toBeNull()
      expect(recent).toMatchObject({
        startsAt: '2026-01-04T23:00:00.000Z',
        endsAt: '2026-01-11T23:00:00.000Z',
      })
      expect(last.items.at(-1)).toMatchObject({ me: null, top3: [] })
      // Each week read is frozen, and the ranking of that week says the same.
      const week = await rankingOf(app, UCZEN, recent.week)
      expect(week.top.slice(0, 3)).toEqual(recent.top3)
      expect(week.me && { place: week.me.place, xp: week.me.xp }).toEqual(recent.me)
      expect(app.store.progress.frozenWeek(recent.week)).toBeDefined()
    },
  )

  it('has only the opening week in the week after it', async () => {
    expect(await page()).toEqual({
      items: [expect.objectContaining({ week: '2025-W42' })],
      nextPageKey: null,
    })
  })

  it.each(['abc', '2025-W43', '2025-W41', '2030-W01'])('400 for the page key %j', async (key) => {
    const res = await get(app, UCZEN, `/api/saas/ranking/history?nextPageKey=${key}`)
    expect(res.json()).toEqual({ message: MESSAGES.invalidPageKey, httpsStatus: 400 })
  })

  it('shares one synthetic league across resets', async () => {
    const league = leagueOf(app)
    await app.inject({ method: 'POST', url: '/__mock/reset' })
    await setClock(app, '2025-10-23T10:00:00.000Z')
    expect(leagueOf(app)).toBe(league)
  })
})
