/** A user's XP in one league week and when they reached it (issue 30, decision 0194). */
export interface WeekTotal {
  xp: number
  reachedAt: string
}
