import { z } from 'zod'
import { DateKeySchema } from '../common.schemas'

export const MetricsQuerySchema = z
  .object({ from: DateKeySchema, to: DateKeySchema })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'Data "od" musi być przed datą "do"', path: ['from'] })

export const DailyMetricsSchema = z.object({
  date: DateKeySchema,
  pageViews: z.number().int().nonnegative(),
  uniqueSessions: z.number().int().nonnegative(),
  cookieAccepts: z.number().int().nonnegative(),
  cookieRejects: z.number().int().nonnegative(),
})
export const MetricsSchema = z.object({ days: z.array(DailyMetricsSchema) })
export type Metrics = z.infer<typeof MetricsSchema>
