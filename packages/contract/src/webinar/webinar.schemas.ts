import { z } from 'zod'

export const WEBINAR_EVENTS = ['REGISTERED', 'JOINED', 'LEFT', 'OFFER_CLICKED'] as const
export const WebinarStatisticsUpdateSchema = z
  .object({
    webinarId: z.string().min(1).max(100),
    sessionId: z.string().min(1).max(100),
    event: z.enum(WEBINAR_EVENTS),
    watchedSeconds: z.number().int().nonnegative().max(86_400).optional(),
  })
  .strict()
export type WebinarStatisticsUpdate = z.infer<typeof WebinarStatisticsUpdateSchema>
