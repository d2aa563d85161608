import { initContract } from '@ts-rest/core'
import { EmptySchema, seen } from '../common.schemas'
import { WebinarStatisticsUpdateSchema } from './webinar.schemas'

const c = initContract()

export const webinarContract = c.router({
  updateWebinarStatistics: {
    method: 'POST',
    path: '/webinar/update_webinar_statistics',
    body: WebinarStatisticsUpdateSchema,
    responses: { 204: EmptySchema },
    summary: 'Count a webinar event for a visitor session (anyone, also PUBLIC)',
    metadata: seen,
  },
})
