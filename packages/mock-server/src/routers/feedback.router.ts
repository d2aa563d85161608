import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

/**
 * Feedback; course ratings only from participants (guests and users without any course are
 * refused before, by plugins/access.ts). The workflows are services/feedback.
 */
export const feedbackRouter = s.router(contract.feedback, {
  sendFeedback: async ({ body, request }) =>
    request.server.services.feedback.sendFeedback(request.user, body),
  sendCourseFeedback: async ({ body, request }) =>
    request.server.services.feedback.sendCourseFeedback(requireUser(request), body),
  sendEndCourseFeedback: async ({ body, request }) =>
    request.server.services.feedback.sendEndCourseFeedback(requireUser(request), body),
})
