import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'

const s = initServer()

export const webinarRouter = s.router(contract.webinar, {
  updateWebinarStatistics: async ({ body, request }) => {
    request.server.store.webinar.record(body)
    return { status: 204, body: {} }
  },
})
