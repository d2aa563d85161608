import { z } from 'zod'
import { DateKeySchema, IsoDateTimeSchema, NextPageKeySchema, pageOf } from '../common.schemas'

/** Experiments and their variants (SPEC §3). Variants other than webinar-14-10's are our choice. */
export const EXPERIMENTS = {
  'mw-03-11': ['a', 'b'],
  'saas-student-28-08': ['a', 'b'],
  'saas-parent-28-08': ['a', 'b'],
  'launch-landing-09-09': ['a', 'b'],
  'webinar-14-10': ['v1', 'v2', 'v3'],
} as const
export type ExperimentId = keyof typeof EXPERIMENTS
export const EXPERIMENT_IDS = Object.keys(EXPERIMENTS) as [ExperimentId, ...ExperimentId[]]
export const ExperimentIdSchema = z.enum(EXPERIMENT_IDS)
export const UNKNOWN_VARIATION = 'unknown'
export const VariationSchema = z.enum(['a', 'b', 'v1', 'v2', 'v3', UNKNOWN_VARIATION])
export type Variation = z.infer<typeof VariationSchema>

export const ExperimentInfoSchema = z
  .object({
    experimentId: ExperimentIdSchema,
    variation: VariationSchema,
    source: z.string().max(100),
  })
  .strict()
export type ExperimentInfo = z.infer<typeof ExperimentInfoSchema>

export const TRACE_TYPES = [
  'PAGE_VIEW',
  'REQUEST_SEND',
  'COOKIES_ACCEPTED',
  'COOKIES_REJECTED',
  'EXPERIMENT_VIEW',
  'BUTTON_CLICK',
] as const
export const TraceTypeSchema = z.enum(TRACE_TYPES)
export type TraceType = z.infer<typeof TraceTypeSchema>

/** POST /api/trace (SPEC §3). */
export const TraceInputSchema = z
  .object({
    sessionId: z.string().min(1).max(100),
    origin: z.string().max(200),
    searchParams: z.string().max(2_000),
    pathname: z.string().min(1).max(500),
    href: z.string().max(2_500),
    traceType: TraceTypeSchema,
    additionalInfo: z.string().max(2_000).optional(),
    traceTypeForExperiment: ExperimentInfoSchema.optional(),
    webinarId: z.string().max(100).optional(),
    email: z.string().email().max(254).optional(),
  })
  .strict()
export type TraceInput = z.infer<typeof TraceInputSchema>

export const TraceSchema = TraceInputSchema.extend({
  id: z.string(),
  createdAt: IsoDateTimeSchema,
  userId: z.string().nullable(),
})
export type Trace = z.infer<typeof TraceSchema>

export const ListTracesQuerySchema = z
  .object({ date: DateKeySchema, nextPageKey: NextPageKeySchema.optional() })
  .strict()
export const TracePageSchema = pageOf(TraceSchema)

/** What the browser keeps for the session (SPEC §3); the blog view log is keyed by article id. */
export const BrowserSessionSchema = z.object({
  sessionId: z.string(),
  firstJoinedFrom: z.string(),
  articleViews: z.record(z.string(), z.number().int().nonnegative()),
})
export type BrowserSession = z.infer<typeof BrowserSessionSchema>
