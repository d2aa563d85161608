import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

export const activityRouter = s.router(contract.activity, {
  // Signed-in users only (plugins/access.ts); the workflow is services/activity.
  listActivity: async ({ query, request }) =>
    request.server.services.activity.listActivity(requireUser(request), query),
})
