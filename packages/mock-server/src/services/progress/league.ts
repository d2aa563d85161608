import type { FastifyInstance } from 'fastify'
import type { RankingEntry } from '@app/contract/progress'
import type { ActivityEvent } from '@app/contract/activity'
import type { Group } from '@app/contract/user'
import { weekBounds, weekKeyOf, weekXp, type LeagueEntry } from '@app/domain/progress/league'
import { levelOf } from '@app/domain/progress/levels'
import { xpByDay } from '@app/domain/progress/xp'
import { leagueName } from '@app/domain/user/nickname'
import type { WeekTotal } from '../../store/progress'
import { syntheticLeague, type SyntheticLeague } from '../../store/progress-league'
import { seedActivity } from '../../store/seed/activity'
import { PERSONA_IDS } from '../../store/seed/personas'
import type { UserRecord } from '../../store/users'

/** Accounts of these groups work here (staff, reviewers): never ranked (decision 0193). */
const STAFF_GROUPS: readonly Group[] = ['Admin', 'Assistant', 'Exercise_Reviewer']

/** Who takes part in the league: students, never parents or staff. */
export const isLeagueStudent = (user: UserRecord) =>
  !user.isParent && !user.groups.some((group) => STAFF_GROUPS.includes(group))

/** Whether the user's row is shown to others (when they have XP). */
export const isVisible = (user: UserRecord) =>
  isLeagueStudent(user) && user.settings.general.showInRanking

const anchors = new WeakMap<object, { at: number; xp: number }>()

/**
 * uczen's XP this week as seeded (events before the seed instant): what the synthetic league is
 * calibrated against, so that uczen is about 12th (decision 0194). Remembered per seed instant.
 */
function seededAnchorXp(app: FastifyInstance, seed: Date): number {
  const known = anchors.get(app.store)
  if (known?.at === seed.getTime()) return known.xp
  const until = seed.toISOString()
  const events = app.store.activity
    .forUser(PERSONA_IDS.uczen)
    // Before the instant: what a call records at a fixed clock's seed instant is not the seed's.
    .filter((event) => event.occurredAt < until)
  const xp = weekXp(xpByDay(events), weekKeyOf(seed)).xp
  anchors.set(app.store, { at: seed.getTime(), xp })
  return xp
}

/**
 * Builds the league a store seeded at `now` will use, before anyone asks (the server calls it
 * once it listens): the first ranking then answers at once. The seed's uczen as the store lays it out.
 */
export function warmLeague(now: Date): void {
  const events = seedActivity(now)
    .filter((event) => event.userId === PERSONA_IDS.uczen)
    .map(
      ({ at, draft }, index) =>
        ({ id: String(index), occurredAt: at.toISOString(), ...draft }) as ActivityEvent,
    )
  syntheticLeague(now, weekXp(xpByDay(events), weekKeyOf(now)).xp)
}

/** The synthetic league of this store's seed instant (shared, built once per process). */
export function leagueOf(app: FastifyInstance): SyntheticLeague {
  const seed = app.store.seedInstant.get()
  return syntheticLeague(seed, seededAnchorXp(app, seed))
}

/**
 * A week's totals of everyone: the synthetic students' and the accounts'. A week that has ended
 * is frozen at this first read after it (Monday 00:00 Warsaw by the mock's clock) and answered
 * from then on as it was then.
 */
export function weekTotals(app: FastifyInstance, week: string): ReadonlyMap<string, WeekTotal> {
  const { progress } = app.store
  const frozen = progress.frozenWeek(week)
  if (frozen) return frozen
  const totals = new Map(leagueOf(app).weeks.get(week) ?? [])
  for (const [userId, total] of progress.week(week)) totals.set(userId, total)
  if (app.clock.now().getTime() >= weekBounds(week).end.getTime()) progress.freeze(week, totals)
  return totals
}

/** The totals as the domain ranks them; a deleted account's row drops out. */
export function leagueEntries(
  app: FastifyInstance,
  totals: ReadonlyMap<string, WeekTotal>,
): LeagueEntry[] {
  const { members } = leagueOf(app)
  const entries: LeagueEntry[] = []
  for (const [userId, { xp, reachedAt }] of totals) {
    const member = members.get(userId)
    if (member) {
      entries.push({ userId, xp, reachedAt, isStudent: true, showInRanking: member.showInRanking })
      continue
    }
    const user = app.store.users.byId(userId)
    if (!user) continue
    const { showInRanking } = user.settings.general
    entries.push({ userId, xp, reachedAt, isStudent: isLeagueStudent(user), showInRanking })
  }
  return entries
}

/** The user's total XP (all their days). */
export function xpTotalOf(app: FastifyInstance, userId: string): number {
  let total = 0
  for (const day of app.store.progress.daysOf(userId)) total += day.xp
  return total
}

/**
 * A ranked row as others see it: the name, the picture and the level, never the id, the e-mail
 * or the surname (decision 0193).
 */
export function rowOf(
  app: FastifyInstance,
  row: { userId: string; place: number; xp: number },
  me: string,
): RankingEntry {
  const member = leagueOf(app).members.get(row.userId)
  const user = member ? undefined : app.store.users.byId(row.userId)
  const general = user?.settings.general
  return {
    place: row.place,
    displayName: member
      ? leagueName(member.nickname, member.name)
      : leagueName(general?.nickname ?? null, user?.name ?? ''),
    avatarUrl: general?.imageUrl ?? null,
    level: member ? member.level : levelOf(xpTotalOf(app, row.userId)).level,
    xp: row.xp,
    isMe: row.userId === me,
  }
}
