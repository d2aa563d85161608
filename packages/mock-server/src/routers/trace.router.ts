import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'

const s = initServer()

/** Page events from the web app; the workflows are services/trace. */
export const traceRouter = s.router(contract.trace, {
  createTrace: async ({ body, request }) =>
    request.server.services.trace.createTrace(request.user, body),
  // Admins only: see plugins/access.ts.
  listTraces: async ({ query, request }) => request.server.services.trace.listTraces(query),
})
