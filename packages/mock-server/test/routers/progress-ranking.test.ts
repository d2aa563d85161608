import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { PROGRESS_TEXT, RANKING_TOP, type Ranking } from '@app/contract/progress'
import { rankWeek } from '@app/domain/progress/league'
import { RANKING_VISIBLE_FROM } from '@app/domain/shared/constants'
import { formatWarsawDate } from '@app/domain/shared/format'
import { leagueEntries, weekTotals } from '../../src/services/progress/league'
import { leagueStudents } from '../../src/store/seed/league-students'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { setClock } from '../helper'
import {
  ADMIN,
  ASYSTENT,
  MINI,
  NOWY,
  PRO,
  RODZIC,
  UCZEN,
  get,
  putGeneral,
  rankingOf,
  textsOf,
  useProgressApp,
} from './progress-helper'

let app: FastifyInstance
useProgressApp((built) => (app = built))

/** 2025-W44, the week after NOW's: the synthetic league has no study there, only what a test records. */
const NEXT_WEEK = {
  key: '2025-W44',
  at: (day: number, hour: number) => new Date(Date.UTC(2025, 9, 27 + day, hour - 1)),
}

/** `n` first notes of new episodes (5 XP each) of a persona, at `at`. */
function notes(userId: string, n: number, at: Date, tag = userId) {
  for (let i = 0; i < n; i++)
    app.store.activity.record(
      userId,
      'notes_saved',
      { course: 'KED', episodeId: `test-${tag}-${at.getTime()}-${i}`, chars: 120 },
      at,
    )
}

describe('the seeded league', () => {
  it('ranks uczen about 12th of some 250 this week, with the top 50 in order', async () => {
    const ranking = await rankingOf(app, UCZEN)
    expect(ranking.week).toBe('2025-W43')
    expect(ranking.top).toHaveLength(RANKING_TOP)
    expect(ranking.participants).toBeGreaterThan(200)
    expect(ranking.me).toMatchObject({ displayName: 'Kuba N.', isMe: true })
    expect(ranking.me!.place).toBeGreaterThanOrEqual(10)
    expect(ranking.me!.place).toBeLessThanOrEqual(14)
    expect(ranking.top.find((row) => row.isMe)).toEqual(ranking.me)
    expect(ranking.neighbours).toEqual([])
    expect(ranking.myXp).toBe(ranking.me!.xp)
    expect(ranking.visible).toBe(true)
    for (let i = 1; i < ranking.top.length; i++) {
      const [above, row] = [ranking.top[i - 1]!, ranking.top[i]!]
      expect(row.xp).toBeLessThanOrEqual(above.xp)
      expect(row.place).toBe(row.xp === above.xp ? above.place : i + 1)
    }
    expect(ranking).toMatchObject({
      startsAt: '2025-10-19T22:00:00.000Z',
      endsAt: '2025-10-26T23:00:00.000Z',
    })
  })

  it('names nobody by id, e-mail or surname anywhere in its JSON', async () => {
    notes(PERSONA_IDS.pro, 2, new Date('2025-10-22T15:00:00Z'))
    const bodies = [await rankingOf(app, UCZEN), await rankingOf(app, PRO)]
    const history = await get(app, UCZEN, '/api/saas/ranking/history')
    const texts = [...bodies, history.json()].flatMap(textsOf)
    const ids = [...Object.values(PERSONA_IDS), ...leagueStudents().map((s) => s.id)]
    const surnames = new Set([
      'Nowak',
      'Wiśniewski',
      ...leagueStudents().map((s) => s.name.split(' ').at(-1)!),
    ])
    for (const text of texts) {
      expect(text).not.toContain('@')
      expect(
        ids.some((id) => text.includes(id)),
        text,
      ).toBe(false)
      // A whole word of a surname (case and all): 'Kuba N.' is fine, 'Kuba Nowak' is not.
      expect(
        text.split(/\s+/).filter((word) => surnames.has(word)),
        text,
      ).toEqual([])
    }
    for (const key of ['id', 'userId', 'email', 'name']) expect(texts).not.toContain(key)
    expect(texts).toContain('Kuba N.')
  })
})

describe('a week of recorded study', () => {
  /** The clock in 2025-W44 (a Thursday); the seed is laid out at NOW first. */
  const inNextWeek = () => {
    app.store.seedInstant.get()
    return setClock(app, NEXT_WEEK.at(3, 12).toISOString())
  }

  it('gives equal XP one place, the earlier first (1, 2, 2, 4), and never lists parents or staff', async () => {
    await inNextWeek()
    notes(PERSONA_IDS.pro, 3, NEXT_WEEK.at(1, 11)) // 15 XP
    notes(PERSONA_IDS.nowy, 2, NEXT_WEEK.at(1, 10)) // 10 XP, after mini
    notes(PERSONA_IDS.mini, 2, NEXT_WEEK.at(1, 9)) // 10 XP
    notes(PERSONA_IDS.uczen, 1, NEXT_WEEK.at(2, 9)) // 5 XP
    for (const staff of ['rodzic', 'admin', 'asystent', 'recenzent'] as const)
      notes(PERSONA_IDS[staff], 10, NEXT_WEEK.at(1, 8)) // 50 XP each, never ranked
    const ranking = await rankingOf(app, UCZEN)
    expect(ranking.week).toBe(NEXT_WEEK.key)
    expect(ranking.top.map(({ place, displayName, xp }) => [place, displayName, xp])).toEqual([
      [1, 'Michał W.', 15],
      [2, 'Zosia K.', 10],
      [2, 'Ola Z.', 10],
      [4, 'Kuba N.', 5],
    ])
    expect(ranking.participants).toBe(4)
    const admin = await rankingOf(app, ADMIN)
    expect(admin).toMatchObject({ me: null, myXp: 50, visible: false, participants: 4 })
    expect((await rankingOf(app, ASYSTENT)).visible).toBe(false)
    // A parent off the platform does not read the ranking at all.
    expect((await get(app, RODZIC, '/api/saas/ranking')).statusCode).toBe(403)
  })

  it('shows the empty week as empty', async () => {
    await inNextWeek()
    expect(await rankingOf(app, UCZEN)).toMatchObject({
      top: [],
      me: null,
      neighbours: [],
      participants: 0,
      myXp: 0,
    })
  })
})

describe('the caller outside the top', () => {
  it('gives their row and two neighbours each side', async () => {
    // nowy studies a little this week: far below the top 50.
    notes(PERSONA_IDS.nowy, 6, new Date('2025-10-22T15:00:00Z')) // 30 XP
    const ranking = await rankingOf(app, NOWY)
    const me = ranking.me!
    expect(me).toMatchObject({ xp: 30, isMe: true, displayName: 'Ola Z.' })
    expect(me.place).toBeGreaterThan(RANKING_TOP)
    const entries = leagueEntries(app, weekTotals(app, '2025-W43'))
    const expected = rankWeek(entries, PERSONA_IDS.nowy)
    expect(me.place).toBe(expected.me!.place)
    expect(ranking.neighbours.map(({ place, xp }) => ({ place, xp }))).toEqual(
      expected.neighbours.map(({ place, xp }) => ({ place, xp })),
    )
    expect(ranking.neighbours.length).toBeGreaterThanOrEqual(2)
    expect(ranking.neighbours.length).toBeLessThanOrEqual(4)
    expect(ranking.neighbours.every((row) => !row.isMe)).toBe(true)
    expect(ranking.participants).toBe(expected.participants)
  })
})

describe('opting out', () => {
  it('keeps the XP for oneself and hides the row from everyone', async () => {
    const before = await rankingOf(app, UCZEN)
    expect((await putGeneral(app, UCZEN, { showInRanking: false })).statusCode).toBe(200)
    const mine = await rankingOf(app, UCZEN)
    expect(mine).toMatchObject({ me: null, visible: false, myXp: before.myXp, neighbours: [] })
    expect(mine.participants).toBe(before.participants - 1)
    const others: Ranking = await rankingOf(app, PRO)
    expect(others.top.map((row) => row.displayName)).not.toContain('Kuba N.')
    expect(
      others.top.some((row) => row.xp === before.me!.xp && row.displayName === 'Kuba N.'),
    ).toBe(false)
  })
})

describe('refusals', () => {
  it.each(['2025-42', '2025-W60', '2025-W00', 'W43', '2025-W43x'])(
    '400 for week %j',
    async (week) => {
      const res = await get(app, UCZEN, `/api/saas/ranking?week=${week}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(PROGRESS_TEXT.weekKey)
    },
  )

  it('400 for a week that has not started', async () => {
    const res = await get(app, UCZEN, '/api/saas/ranking?week=2025-W44')
    expect(res.json()).toEqual({ message: PROGRESS_TEXT.futureWeek, httpsStatus: 400 })
  })

  it('403 for a week before the opening, but to staff', async () => {
    const res = await get(app, UCZEN, '/api/saas/ranking?week=2025-W41')
    expect(res.json()).toEqual({ message: PROGRESS_TEXT.rankingNotOpen, httpsStatus: 403 })
    expect((await get(app, ADMIN, '/api/saas/ranking?week=2025-W41')).statusCode).toBe(200)
  })

  // Another seed day: another synthetic league to build.
  it(
    '403 before the ranking opens, but to staff (decision 0015)',
    { timeout: 60_000 },
    async () => {
      await setClock(app, '2025-10-12T21:59:00.000Z') // 12.10.2025 23:59 Warsaw
      for (const url of ['/api/saas/ranking', '/api/saas/ranking/history']) {
        const res = await get(app, UCZEN, url)
        expect(res.json()).toEqual({ message: PROGRESS_TEXT.rankingNotOpen, httpsStatus: 403 })
        expect((await get(app, ASYSTENT, url)).statusCode).toBe(200)
      }
      await setClock(app, '2025-10-12T22:00:00.000Z') // 13.10.2025 00:00 Warsaw
      expect((await get(app, UCZEN, '/api/saas/ranking')).statusCode).toBe(200)
    },
  )

  it("names RANKING_VISIBLE_FROM's date in its message", () => {
    expect(PROGRESS_TEXT.rankingNotOpen).toBe(
      `Ranking będzie dostępny od ${formatWarsawDate(RANKING_VISIBLE_FROM)}.`,
    )
  })

  it('400 for any other query parameter, 403 off the platform', async () => {
    expect((await get(app, UCZEN, `/api/saas/ranking?userId=${PERSONA_IDS.pro}`)).statusCode).toBe(
      400,
    )
    expect((await get(app, MINI, '/api/saas/ranking')).statusCode).toBe(403)
  })
})
