import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'
import { CALENDAR_FILE_NAME } from '../services/planner/calendar'

const s = initServer()

/**
 * The learning planner (issue 28): plans, their blocks, the calendar file and its subscription.
 * Only callers with the tool get here (plugins/access.ts), but to `getFeed`, which takes no
 * Authorization: the token in its address is the proof (decision 0166). Each workflow
 * (services/planner) reads the caller's own plans only, so another user's plan is 404.
 */
export const plannerRouter = s.router(contract.planner, {
  listPlans: async ({ request }) =>
    request.server.services.planner.listPlans(requireUser(request).id),
  createPlan: async ({ headers, body, request }) =>
    request.server.services.planner.createPlan(
      requireUser(request).id,
      headers['idempotency-key'],
      body,
    ),
  getPlan: async ({ params, request }) =>
    request.server.services.planner.getPlan(requireUser(request).id, params.id),
  updatePlan: async ({ params, body, request }) =>
    request.server.services.planner.updatePlan(requireUser(request).id, params.id, body),
  deletePlan: async ({ params, request }) =>
    request.server.services.planner.deletePlan(requireUser(request).id, params.id),
  archivePlan: async ({ params, request }) =>
    request.server.services.planner.archivePlan(requireUser(request).id, params.id),
  restorePlan: async ({ params, request }) =>
    request.server.services.planner.restorePlan(requireUser(request).id, params.id),

  changeBlocks: async ({ params, headers, body, request }) =>
    request.server.services.planner.changeBlocks(
      requireUser(request).id,
      params.id,
      headers['idempotency-key'],
      body,
    ),
  createBlock: async ({ params, headers, body, request }) =>
    request.server.services.planner.createBlock(
      requireUser(request).id,
      params.id,
      headers['idempotency-key'],
      body,
    ),
  deleteBlock: async ({ params, request }) =>
    request.server.services.planner.deleteBlock(requireUser(request).id, params.id, params.blockId),
  focusBlock: async ({ params, headers, body, request }) =>
    request.server.services.planner.focusBlock(
      requireUser(request).id,
      params.id,
      params.blockId,
      headers['idempotency-key'],
      body,
    ),
  reflowPlan: async ({ params, request }) =>
    request.server.services.planner.reflowPlan(requireUser(request).id, params.id),

  exportCalendar: async ({ params, request, reply }) => {
    const answer = await request.server.services.planner.exportCalendar(
      requireUser(request).id,
      params.id,
    )
    if (answer.status === 200)
      void reply.header('content-disposition', `attachment; filename="${CALENDAR_FILE_NAME}"`)
    return answer
  },
  createFeed: async ({ params, request }) =>
    request.server.services.planner.createFeed(requireUser(request).id, params.id),
  deleteFeed: async ({ params, request }) =>
    request.server.services.planner.deleteFeed(requireUser(request).id, params.id),
  getFeed: async ({ params, request }) => request.server.services.planner.getFeed(params.file),
})
