import { initContract } from '@ts-rest/core'
import { EmptySchema, spec } from '../common.schemas'
import { ListTracesQuerySchema, TraceInputSchema, TracePageSchema } from './trace.schemas'

const c = initContract()

export const traceContract = c.router({
  createTrace: {
    method: 'POST',
    path: '/trace',
    body: TraceInputSchema,
    responses: { 204: EmptySchema },
    summary: 'Record a navigation or event; the client ignores failures',
    metadata: spec,
  },
  listTraces: {
    method: 'GET',
    path: '/trace',
    query: ListTracesQuerySchema,
    responses: { 200: TracePageSchema },
    summary: 'Traces of one day (Europe/Warsaw), newest first, paged. Admin',
    metadata: spec,
  },
})
