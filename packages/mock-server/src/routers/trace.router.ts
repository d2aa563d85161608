import { initServer } from '@ts-rest/fastify'
import { LIMITS, contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import { MESSAGES } from '../errors'
import { pageOf } from '../store/paging'

const s = initServer()

export const traceRouter = s.router(contract.trace, {
  createTrace: async ({ body, request }) => {
    const { store, clock } = request.server
    store.traces.add(body, request.user?.id ?? null, clock.now())
    return { status: 204, body: {} }
  },

  // Admins only: see ./access.ts.
  listTraces: async ({ query, request }) => {
    const traces = request.server.store.traces.forDay(query.date)
    const page = pageOf(traces, LIMITS.pageSizeTraces, query.nextPageKey)
    if (!page) return { status: 400, body: apiError(400, MESSAGES.invalidPageKey) }
    return { status: 200, body: page }
  },
})
