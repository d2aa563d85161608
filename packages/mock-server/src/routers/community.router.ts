import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

/** The community page and the intro meeting; members only (plugins/access.ts), see services/community. */
export const communityRouter = s.router(contract.community, {
  getCommunity: async ({ request }) =>
    request.server.services.community.getCommunity(requireUser(request)),
  bookIntroMeeting: async ({ body, request }) =>
    request.server.services.community.bookIntroMeeting(requireUser(request), body.startsAt),
  cancelIntroMeeting: async ({ request }) =>
    request.server.services.community.cancelIntroMeeting(requireUser(request)),
})
