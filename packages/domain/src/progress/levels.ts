/**
 * Levels from total XP (issue 30, decision 0190): level n starts at 50·n·(n−1) XP, so level 2 at
 * 100, 5 at 1000, 10 at 4500; each level needs 100 XP more than the one before.
 */

export interface Level {
  level: number
  levelName: string
  /** XP earned since the level started. */
  xpIntoLevel: number
  /** XP still missing to the next level (xpIntoLevel + xpToNext is the level's span). */
  xpToNext: number
}

/** Names by the first level they cover, ascending. */
export const LEVEL_NAMES: readonly { from: number; name: string }[] = [
  { from: 1, name: 'Początkujący' },
  { from: 5, name: 'Systematyczny' },
  { from: 10, name: 'Wytrwały' },
  { from: 15, name: 'Mistrz skupienia' },
  { from: 20, name: 'Legenda nauki' },
]

/** The XP at which a level starts. */
export const levelStartXp = (level: number) => 50 * level * (level - 1)

export function levelOf(xpTotal: number): Level {
  const xp = Number.isFinite(xpTotal) && xpTotal > 0 ? Math.floor(xpTotal) : 0
  // 50·n·(n−1) ≤ xp  ⇔  n ≤ (1 + √(1 + xp/12.5)) / 2; the loops settle rounding at the edges.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + xp / 12.5)) / 2))
  while (levelStartXp(level) > xp) level--
  while (levelStartXp(level + 1) <= xp) level++
  return {
    level,
    levelName: levelName(level),
    xpIntoLevel: xp - levelStartXp(level),
    xpToNext: levelStartXp(level + 1) - xp,
  }
}

export function levelName(level: number): string {
  let name = (LEVEL_NAMES[0] as { name: string }).name
  for (const entry of LEVEL_NAMES) if (level >= entry.from) name = entry.name
  return name
}
