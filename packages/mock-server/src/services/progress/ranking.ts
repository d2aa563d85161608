import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { isWeekKey } from '@app/contract/domination-plan/constants'
import {
  PROGRESS_TEXT,
  RANKING_HISTORY_PAGE_SIZE,
  RANKING_HISTORY_TOP,
  RANKING_TOP,
  type RankingHistoryEntry,
} from '@app/contract/progress'
import { isStaff } from '@app/domain/access/access'
import { shiftWeek } from '@app/domain/planner/check-in-window'
import { rankWeek, weekBounds, weekKeyOf } from '@app/domain/progress/league'
import { RANKING_VISIBLE_FROM } from '@app/domain/shared/constants'
import { apiError, MESSAGES } from '../../errors'
import type { UserRecord } from '../../store/users'
import type { Answer, QueryOf } from '../answer'
import { isVisible, leagueEntries, rowOf, weekTotals } from './league'

type C = Contract['progress']

/** The first week of the ranking: the one RANKING_VISIBLE_FROM opens (decision 0015). */
const FIRST_WEEK = weekKeyOf(RANKING_VISIBLE_FROM)

/** Before the ranking opens only staff see it (decision 0015). */
const notOpenYet = (user: UserRecord, now: Date) =>
  !isStaff(user) && now.getTime() < RANKING_VISIBLE_FROM.getTime()

/** 403 while the ranking is not open to the user; 400 for a week that has not started; 403 for one before the opening. */
function weekRefusal(user: UserRecord, week: string, now: Date) {
  if (notOpenYet(user, now)) return apiError(403, PROGRESS_TEXT.rankingNotOpen)
  const { start, end } = weekBounds(week)
  if (start.getTime() > now.getTime()) return apiError(400, PROGRESS_TEXT.futureWeek)
  if (!isStaff(user) && end.getTime() <= RANKING_VISIBLE_FROM.getTime())
    return apiError(403, PROGRESS_TEXT.rankingNotOpen)
  return null
}

const boundsOf = (week: string) => {
  const { start, end } = weekBounds(week)
  return { startsAt: start.toISOString(), endsAt: end.toISOString() }
}

/** A week's league: the top 50, the caller's row and their neighbours, the caller's XP. */
export async function getRanking(
  app: FastifyInstance,
  user: UserRecord,
  query: QueryOf<C['getRanking']>,
): Answer<C['getRanking']> {
  const now = app.clock.now()
  const week = query.week ?? weekKeyOf(now)
  const refusal = weekRefusal(user, week, now)
  if (refusal) return refusal
  const totals = weekTotals(app, week)
  const ranked = rankWeek(leagueEntries(app, totals), user.id, RANKING_TOP)
  const row = (entry: { userId: string; place: number; xp: number }) => rowOf(app, entry, user.id)
  return {
    status: 200,
    body: {
      week,
      ...boundsOf(week),
      top: ranked.top.map(row),
      me: ranked.me && row(ranked.me),
      neighbours: ranked.neighbours.map(row),
      participants: ranked.participants,
      myXp: totals.get(user.id)?.xp ?? 0,
      visible: isVisible(user),
    },
  }
}

/**
 * Past weeks from last week back to the ranking's first, newest first, RANKING_HISTORY_PAGE_SIZE
 * a page; `nextPageKey` is the week the next page starts with. Each week read is frozen.
 */
export async function getRankingHistory(
  app: FastifyInstance,
  user: UserRecord,
  query: QueryOf<C['getRankingHistory']>,
): Answer<C['getRankingHistory']> {
  const now = app.clock.now()
  if (notOpenYet(user, now)) return apiError(403, PROGRESS_TEXT.rankingNotOpen)
  const newest = shiftWeek(weekKeyOf(now), -1)
  let week = newest
  if (query.nextPageKey !== undefined) {
    const key = query.nextPageKey
    if (!isWeekKey(key) || key > newest || key < FIRST_WEEK)
      return apiError(400, MESSAGES.invalidPageKey)
    week = key
  }
  const items: RankingHistoryEntry[] = []
  for (
    ;
    week >= FIRST_WEEK && items.length < RANKING_HISTORY_PAGE_SIZE;
    week = shiftWeek(week, -1)
  ) {
    const ranked = rankWeek(leagueEntries(app, weekTotals(app, week)), user.id, RANKING_HISTORY_TOP)
    items.push({
      week,
      ...boundsOf(week),
      me: ranked.me && { place: ranked.me.place, xp: ranked.me.xp },
      top3: ranked.top.map((entry) => rowOf(app, entry, user.id)),
    })
  }
  return { status: 200, body: { items, nextPageKey: week >= FIRST_WEEK ? week : null } }
}
