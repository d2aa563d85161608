import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'

const s = initServer()

/** Newsletter sign-ups (double opt-in); their workflows are services/newsletter. */
export const newsletterRouter = s.router(contract.newsletter, {
  subscribe: async ({ body, request }) => request.server.services.newsletter.subscribe(body),
  confirmSubscription: async ({ body, request }) =>
    request.server.services.newsletter.confirmSubscription(body.token),
  cancelSubscription: async ({ body, request }) =>
    request.server.services.newsletter.cancelSubscription(body.token),
})
