import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'

const s = initServer()

/**
 * The domination plan (issue 28): the plan and its weekly check-ins. Only callers with the tool
 * get here (plugins/access.ts); each workflow (services/domination-plan) reads the caller's own
 * data only, so another user's check-in is 404 as an unknown one.
 */
export const dominationPlanRouter = s.router(contract.dominationPlan, {
  getDominationPlan: async ({ request }) =>
    request.server.services.dominationPlan.getDominationPlan(requireUser(request)),
  updateDominationPlan: async ({ body, request }) =>
    request.server.services.dominationPlan.updateDominationPlan(requireUser(request), body),
  listCheckIns: async ({ request }) =>
    request.server.services.dominationPlan.listCheckIns(requireUser(request)),
  createCheckIn: async ({ headers, body, request }) =>
    request.server.services.dominationPlan.createCheckIn(
      requireUser(request),
      headers['idempotency-key'],
      body,
    ),
  updateCheckIn: async ({ params, body, request }) =>
    request.server.services.dominationPlan.updateCheckIn(requireUser(request), params.id, body),
})
