import { initContract } from '@ts-rest/core'
import { proposed } from '../common.schemas'
import { ActivityPageSchema, ListActivityQuerySchema } from './activity.schemas'

const c = initContract()

/** The activity log: read only. Events are recorded by the calls they come from, never posted. */
export const activityContract = c.router({
  listActivity: {
    method: 'GET',
    path: '/saas/activity',
    query: ListActivityQuerySchema,
    responses: { 200: ActivityPageSchema },
    summary:
      "The caller's own activity events from `from` to `to` (Warsaw days, both included, at most 366), optionally of some `types` (comma-separated), newest first, 100 a page",
    metadata: proposed,
  },
})
