import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { ACTIVITY_PAGE_SIZE } from '@app/contract/activity'
import { apiError } from '@app/contract/errors'
import { MESSAGES } from '../errors'
import { requireUser } from '../plugins/auth'
import { pageOf } from '../store/paging'

const s = initServer()

export const activityRouter = s.router(contract.activity, {
  // Signed-in users only (./access.ts); always the caller's own log, no user is named.
  listActivity: async ({ query, request }) => {
    const user = requireUser(request)
    const events = request.server.store.activity.list(user.id, query)
    // A key of another filter, another user or garbage names no item of this list: 400.
    const page = pageOf(events, ACTIVITY_PAGE_SIZE, query.nextPageKey)
    if (!page) return { status: 400, body: apiError(400, MESSAGES.invalidPageKey) }
    return { status: 200, body: page }
  },
})
