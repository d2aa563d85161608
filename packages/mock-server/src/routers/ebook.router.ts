import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'

const s = initServer()

/** The ebooks' signed download links; the workflow is services/ebook. */
export const ebookRouter = s.router(contract.ebook, {
  getDownloadUrl: async ({ params, query, request }) =>
    request.server.services.ebook.getDownloadUrl(params.ebook, query.token),
})
