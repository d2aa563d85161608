import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'

const s = initServer()

export const metricsRouter = s.router(contract.metrics, {
  // Admins only: see plugins/access.ts; the workflow is services/metrics.
  getMetrics: async ({ query, request }) => request.server.services.metrics.getMetrics(query),
})
