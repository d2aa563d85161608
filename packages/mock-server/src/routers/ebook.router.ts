import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'

const s = initServer()

export const ebookRouter = s.router(contract.ebook, {
  getDownloadUrl: async ({ params, request }) => {
    const { store, clock } = request.server
    return { status: 200, body: store.ebooks.sign(params.ebook, clock.now()) }
  },
})
