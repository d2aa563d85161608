import { warsawDay } from '@app/domain/activity/activity-stats'
import { buildLeague, type SyntheticLeague } from './seed/league'

export type { LeagueMember, SyntheticLeague } from './seed/league'

/** Leagues kept per process: a run's resets mostly share one seed day, a clock test adds a few. */
const KEPT = 4
const leagues = new Map<string, SyntheticLeague>()

/**
 * The synthetic league of a seed instant (decision 0194), built once per process for its Warsaw
 * day and uczen's seeded XP of the week and shared by every store and every reset: it is
 * immutable, and `POST /__mock/reset` runs before and after every e2e test, so building 300
 * students' eight weeks there would cost each test what one build costs.
 */
export function syntheticLeague(seedInstant: Date, anchorXp: number): SyntheticLeague {
  const key = `${warsawDay(seedInstant)} ${anchorXp}`
  let league = leagues.get(key)
  if (league) {
    // The most recently used last, so the oldest goes first.
    leagues.delete(key)
  } else {
    league = buildLeague(seedInstant, anchorXp)
    if (leagues.size >= KEPT) leagues.delete(leagues.keys().next().value as string)
  }
  leagues.set(key, league)
  return league
}
