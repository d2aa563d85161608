import type { FastifyInstance, FastifyReply } from 'fastify'
import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { nextWarsawMidnight } from '@app/domain/shared/format'
import { requireUser } from '../plugins/auth'

const s = initServer()

/**
 * A refusal for today's limit says when the next Warsaw day starts (`Retry-After`, in seconds).
 * (ts-rest types `reply` with an older Fastify's generics, hence the cast.)
 */
async function untilTomorrow<A extends { status: number }>(
  app: FastifyInstance,
  tsRestReply: unknown,
  answer: Promise<A>,
): Promise<A> {
  const result = await answer
  if (result.status === 429) {
    const now = app.clock.now()
    const seconds = Math.ceil((nextWarsawMidnight(now).getTime() - now.getTime()) / 1000)
    void (tsRestReply as FastifyReply).header('retry-after', String(Math.max(1, seconds)))
  }
  return result
}

/**
 * The parent panel (issue 30). The parent's calls need a parent account and the child's calls a
 * signed-in one (plugins/access.ts); each workflow (services/parent) reads only the caller's own
 * links, so another parent's child is 404 as an unlinked one.
 */
export const parentRouter = s.router(contract.parent, {
  validateChild: async ({ body, request, reply }) =>
    untilTomorrow(
      request.server,
      reply,
      request.server.services.parent.validateChild(requireUser(request), body),
    ),
  listChildren: async ({ request }) =>
    request.server.services.parent.listChildren(requireUser(request)),
  resendRequest: async ({ params, request, reply }) =>
    untilTomorrow(
      request.server,
      reply,
      request.server.services.parent.resendRequest(requireUser(request), params.childId),
    ),
  unlinkChild: async ({ params, request }) =>
    request.server.services.parent.unlinkChild(requireUser(request), params.childId),
  childSummary: async ({ params, query, request }) =>
    request.server.services.parent.childSummary(requireUser(request), params.childId, query),
  latestRequest: async ({ request }) =>
    request.server.services.parent.latestRequest(requireUser(request)),

  listParents: async ({ request }) =>
    request.server.services.parent.listParents(requireUser(request)),
  getParentLink: async ({ params, request }) =>
    request.server.services.parent.getParentLink(requireUser(request), params.id),
  answerParentLink: async ({ params, body, request }) =>
    request.server.services.parent.answerParentLink(requireUser(request), params.id, body),
  removeParent: async ({ params, request }) =>
    request.server.services.parent.removeParent(requireUser(request), params.parentId),
})
