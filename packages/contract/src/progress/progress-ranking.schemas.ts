import { z } from 'zod'
import { IsoDateTimeSchema, NextPageKeySchema, pageOf, withMessage } from '../common.schemas'
import { isWeekKey } from '../domination-plan/domination-plan.constants'
import { PROGRESS_TEXT } from './progress.text'

/**
 * The weekly league (issue 30, decision 0193). No row names a user by id, e-mail or surname:
 * a row is its place, the name others see, the picture, the level and the week's XP.
 */

/** 'YYYY-Www', an ISO week that exists; whether it is past, current or future is the server's. */
export const RankingWeekSchema = z
  .string(withMessage(PROGRESS_TEXT.weekKey))
  .refine(isWeekKey, PROGRESS_TEXT.weekKey)

/** GET /api/saas/ranking: `week` defaults to the current one. Nothing else is taken. */
export const RankingQuerySchema = z.object({ week: RankingWeekSchema.optional() }).strict()
export type RankingQuery = z.infer<typeof RankingQuerySchema>

export const RankingEntrySchema = z.object({
  /** Equal XP share a place (1, 2, 2, 4); within a place who got there first comes first. */
  place: z.number().int().min(1),
  /** The nickname, else the first name and the surname's initial ('Kuba N.'). */
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  level: z.number().int().min(1),
  xp: z.number().int().min(1),
  /** The caller's own row. */
  isMe: z.boolean(),
})
export type RankingEntry = z.infer<typeof RankingEntrySchema>

export const RankingSchema = z.object({
  week: RankingWeekSchema,
  /** Monday 00:00 Warsaw; `endsAt` is the next Monday 00:00 (exclusive). */
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  /** The best RANKING_TOP rows in order. */
  top: z.array(RankingEntrySchema),
  /** The caller's row when they take part (wherever it is), else null. */
  me: RankingEntrySchema.nullable(),
  /** Two rows each side of `me` when it is outside `top`; else empty. */
  neighbours: z.array(RankingEntrySchema),
  /** Everyone ranked this week ('Jesteś 73. z 412'). */
  participants: z.number().int().nonnegative(),
  /** The caller's XP of the week, shown also when they are not ranked. */
  myXp: z.number().int().nonnegative(),
  /** Whether the caller is shown to others ('Nie jesteś widoczny w rankingu' when false). */
  visible: z.boolean(),
})
export type Ranking = z.infer<typeof RankingSchema>

/** GET /api/saas/ranking/history: past weeks, newest first. */
export const RankingHistoryQuerySchema = z
  .object({ nextPageKey: NextPageKeySchema.optional() })
  .strict()
export type RankingHistoryQuery = z.infer<typeof RankingHistoryQuerySchema>

export const RankingHistoryEntrySchema = z.object({
  week: RankingWeekSchema,
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema,
  /** The caller's place and XP that week; null when they were not ranked ('—'). */
  me: z.object({ place: z.number().int().min(1), xp: z.number().int().min(1) }).nullable(),
  /** The week's best RANKING_HISTORY_TOP rows. */
  top3: z.array(RankingEntrySchema),
})
export type RankingHistoryEntry = z.infer<typeof RankingHistoryEntrySchema>

/** RANKING_HISTORY_PAGE_SIZE a page; `nextPageKey` null on the last. */
export const RankingHistoryPageSchema = pageOf(RankingHistoryEntrySchema)
export type RankingHistoryPage = z.infer<typeof RankingHistoryPageSchema>
