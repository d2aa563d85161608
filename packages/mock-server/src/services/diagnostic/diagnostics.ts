import type { FastifyInstance } from 'fastify'
import { LIMITS, type Contract } from '@app/contract'
import { apiError, MESSAGES } from '../../errors'
import { pageOf } from '../../store/paging'
import type { UserRecord } from '../../store/users'
import type { Answer, BodyOf, QueryOf } from '../answer'
import { DIAGNOSTIC_TEXT } from './diagnostic.text'

type C = Contract['diagnostic']

export async function listDiagnostics(
  app: FastifyInstance,
  query: QueryOf<C['listDiagnostics']>,
): Answer<C['listDiagnostics']> {
  const records = app.store.diagnostics.list(query.category)
  const page = pageOf(records, LIMITS.pageSizeDiagnostics, query.nextPageKey)
  if (!page) return apiError(400, MESSAGES.invalidPageKey)
  return { status: 200, body: page }
}

export async function createDiagnostic(
  app: FastifyInstance,
  caller: UserRecord | null,
  body: BodyOf<C['createDiagnostic']>,
): Answer<C['createDiagnostic']> {
  const record = app.store.diagnostics.add(
    { ...body, url: body.url ?? null },
    caller?.id ?? null,
    app.clock.now(),
  )
  return { status: 201, body: record }
}

export async function markReviewed(app: FastifyInstance, id: string): Answer<C['markReviewed']> {
  const { diagnostics } = app.store
  const record = diagnostics.byId(id)
  if (!record) return apiError(404, DIAGNOSTIC_TEXT.notFound)
  return { status: 200, body: diagnostics.markReviewed(record) }
}
