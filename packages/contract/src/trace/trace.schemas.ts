import { z } from 'zod'
import { DateKeySchema, IsoDateTimeSchema, NextPageKeySchema, pageOf } from '../common.schemas'
import {
  EXPERIMENT_IDS,
  EXPERIMENTS,
  TRACE_LIMITS,
  UNKNOWN_VARIATION,
  type ExperimentId,
} from '../constants'

export { EXPERIMENT_IDS, EXPERIMENTS, UNKNOWN_VARIATION, type ExperimentId }
export const ExperimentIdSchema = z.enum(EXPERIMENT_IDS)
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
    sessionId: z.string().min(1).max(TRACE_LIMITS.sessionId),
    origin: z.string().max(TRACE_LIMITS.origin),
    searchParams: z.string().max(TRACE_LIMITS.searchParams),
    pathname: z.string().min(1).max(TRACE_LIMITS.pathname),
    href: z.string().max(TRACE_LIMITS.href),
    traceType: TraceTypeSchema,
    additionalInfo: z.string().max(TRACE_LIMITS.additionalInfo).optional(),
    traceTypeForExperiment: ExperimentInfoSchema.optional(),
    webinarId: z.string().max(TRACE_LIMITS.webinarId).optional(),
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
