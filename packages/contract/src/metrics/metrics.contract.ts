import { initContract } from '@ts-rest/core'
import { seen } from '../common.schemas'
import { MetricsQuerySchema, MetricsSchema } from './metrics.schemas'

const c = initContract()

export const metricsContract = c.router({
  getMetrics: {
    method: 'GET',
    path: '/metrics',
    query: MetricsQuerySchema,
    responses: { 200: MetricsSchema },
    summary:
      'Daily traffic figures derived from traces, for a date range of at most 92 days. Admin',
    metadata: seen,
  },
})
