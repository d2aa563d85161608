import { mondayOf } from '@app/domain/planner/check-in-window'
import {
  BlockKindSchema,
  BlockMinutesSchema,
  CreateBlockRequestSchema,
  PlanSubjectIdSchema,
  type CreateBlockRequest,
} from '@app/contract/planner'
import { LIMITS } from '@app/contract/limits'
import { fromWarsawLocal } from '@app/domain/shared/format'
import { dayKey, parseDayStrict } from '@app/domain/shared/iso-dates'
import { z } from 'zod'

/** The dialog that makes an action a planner block: which plan, subject, kind, day, time, length. */
export const BlockFormSchema = z.object({
  planId: z.string().min(1, 'Wybierz plan nauki.'),
  subject: PlanSubjectIdSchema,
  kind: BlockKindSchema,
  topic: CreateBlockRequestSchema.shape.topic,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Wybierz dzień.'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Wybierz godzinę.'),
  minutes: BlockMinutesSchema,
})
export type BlockFormValues = z.input<typeof BlockFormSchema>

/** The first day worth offering: the week's Monday, or tomorrow when that has passed. */
export function defaultBlockDay(weekKey: string, today: string): string {
  const monday = mondayOf(weekKey)
  const tomorrow = dayKey(parseDayStrict(today) + 1)
  return monday > today ? monday : tomorrow
}

/** The topic from the action's title (an action may be longer than a block's topic). */
export const topicOf = (title: string) => title.trim().slice(0, LIMITS.planTopicTitleMax).trim()

/** POST …/plans/{id}/blocks: the day and time are Warsaw wall time. */
export function blockRequest(values: z.output<typeof BlockFormSchema>): CreateBlockRequest {
  const [year, month, day] = values.date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = values.time.split(':').map(Number) as [number, number]
  return {
    subject: values.subject,
    topic: values.topic,
    kind: values.kind,
    startsAt: fromWarsawLocal(year, month, day, hour, minute).toISOString(),
    durationMinutes: values.minutes,
  }
}

/** '17:00–17:45' of a block starting at `time` for `minutes`. */
export function timeSpan(time: string, minutes: number): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const end = (hour * 60 + minute + minutes) % (24 * 60)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${time}–${pad(Math.floor(end / 60))}:${pad(end % 60)}`
}
