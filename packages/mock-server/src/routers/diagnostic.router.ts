import { initServer } from '@ts-rest/fastify'
import { LIMITS, contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import { MESSAGES } from '../errors'
import { pageOf } from '../store/paging'

const s = initServer()

export const diagnosticRouter = s.router(contract.diagnostic, {
  // Listing and marking are for admins only: see ./access.ts.
  listDiagnostics: async ({ query, request }) => {
    const records = request.server.store.diagnostics.list(query.category)
    const page = pageOf(records, LIMITS.pageSizeDiagnostics, query.nextPageKey)
    if (!page) return { status: 400, body: apiError(400, MESSAGES.invalidPageKey) }
    return { status: 200, body: page }
  },

  createDiagnostic: async ({ body, request }) => {
    const { store, clock } = request.server
    const record = store.diagnostics.add(
      { ...body, url: body.url ?? null },
      request.user?.id ?? null,
      clock.now(),
    )
    return { status: 201, body: record }
  },

  markReviewed: async ({ body, request }) => {
    const { diagnostics } = request.server.store
    const record = diagnostics.byId(body.id)
    if (!record) return { status: 404, body: apiError(404, 'Nie znaleziono wpisu diagnostyki.') }
    return { status: 200, body: diagnostics.markReviewed(record) }
  },
})
