import { z } from 'zod'
import { StreakSchema } from './progress-statistics.schemas'

/**
 * Progress (issue 30): `@app/contract/progress` names every schema of XP and levels, 'Dziś', the
 * weekly ranking and statistics; the texts are `@app/contract/progress/text`.
 */

export * from './progress.constants'
export { PROGRESS_TEXT } from './progress.text'
export * from './nickname.schemas'
export * from './progress-today.schemas'
export * from './progress-ranking.schemas'
export * from './progress-statistics.schemas'

/** A call that takes no query parameter at all: `?userId=` is 400, never read (decision 0193). */
export const NoQuerySchema = z.object({}).strict()

/** GET /api/saas/progress: the caller's own XP, level and streak. */
export const ProgressSchema = z.object({
  xpTotal: z.number().int().nonnegative(),
  level: z.number().int().min(1),
  levelName: z.string(),
  /** XP earned since the level started. */
  xpIntoLevel: z.number().int().nonnegative(),
  /** XP still missing to the next level. */
  xpToNext: z.number().int().min(1),
  /** XP of the current league week (Monday 00:00 Warsaw on). */
  weekXp: z.number().int().nonnegative(),
  streak: StreakSchema,
})
export type Progress = z.infer<typeof ProgressSchema>
