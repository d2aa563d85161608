import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { Metrics } from '@app/contract/metrics'
import type { TraceType } from '@app/contract/trace'
import { apiError } from '../../errors'
import type { Answer, QueryOf } from '../answer'
import { METRICS_TEXT } from './metrics.text'

type C = Contract['metrics']

/** The longest range one metrics request may cover (our choice: about a quarter). */
export const METRICS_MAX_DAYS = 92
const DAY_MS = 24 * 60 * 60 * 1000

const isCalendarDay = (key: string) => {
  const t = Date.parse(`${key}T00:00:00Z`)
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === key
}

/** Every 'yyyy-mm-dd' from `from` to `to`, both included (calendar days, no time zone involved). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}

/** Page views, sessions and cookie answers per day, counted from the traces. */
export async function getMetrics(
  app: FastifyInstance,
  query: QueryOf<C['getMetrics']>,
): Answer<C['getMetrics']> {
  const badDay = (['from', 'to'] as const).find((field) => !isCalendarDay(query[field]))
  if (badDay) return apiError(400, METRICS_TEXT.notACalendarDay(badDay))
  const days = daysBetween(query.from, query.to)
  if (days.length > METRICS_MAX_DAYS)
    return apiError(400, METRICS_TEXT.rangeTooLong(METRICS_MAX_DAYS))
  const { traces } = app.store
  const metrics: Metrics = {
    days: days.map((date) => {
      const day = traces.forDay(date)
      const count = (type: TraceType) => day.filter((t) => t.traceType === type).length
      return {
        date,
        pageViews: count('PAGE_VIEW'),
        uniqueSessions: new Set(day.map((t) => t.sessionId)).size,
        cookieAccepts: count('COOKIES_ACCEPTED'),
        cookieRejects: count('COOKIES_REJECTED'),
      }
    }),
  }
  return { status: 200, body: metrics }
}
