import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'

const s = initServer()

/** Diagnostics from the web app; the workflows are services/diagnostic. */
export const diagnosticRouter = s.router(contract.diagnostic, {
  // Listing and marking are for admins only: see plugins/access.ts.
  listDiagnostics: async ({ query, request }) =>
    request.server.services.diagnostic.listDiagnostics(query),
  createDiagnostic: async ({ body, request }) =>
    request.server.services.diagnostic.createDiagnostic(request.user, body),
  markReviewed: async ({ body, request }) =>
    request.server.services.diagnostic.markReviewed(body.id),
})
