import type { FastifyInstance } from 'fastify'
import { LIMITS, type Contract } from '@app/contract'
import { apiError, MESSAGES } from '../../errors'
import { pageOf } from '../../store/paging'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf, QueryOf } from '../answer'

type C = Contract['trace']

export async function createTrace(
  app: FastifyInstance,
  caller: UserRecord | null,
  body: BodyOf<C['createTrace']>,
): Answer<C['createTrace']> {
  app.store.traces.add(body, caller?.id ?? null, app.clock.now())
  return { status: 204, body: {} }
}

export async function listTraces(
  app: FastifyInstance,
  query: QueryOf<C['listTraces']>,
): Answer<C['listTraces']> {
  const traces = app.store.traces.forDay(query.date)
  const page = pageOf(traces, LIMITS.pageSizeTraces, query.nextPageKey)
  if (!page) return apiError(400, MESSAGES.invalidPageKey)
  return { status: 200, body: page }
}
