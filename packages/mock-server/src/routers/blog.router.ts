import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'

const s = initServer()

/** The blog; its workflows are services/blog. */
export const blogRouter = s.router(contract.blog, {
  listArticles: async ({ query, request }) => request.server.services.blog.listArticles(query),

  randomArticles: async ({ query, request }) => ({
    status: 200,
    body: { items: request.server.store.blog.random(query.numberOfArticles) },
  }),

  listCategories: async ({ request }) => ({
    status: 200,
    body: { items: request.server.store.blog.categories() },
  }),

  getArticle: async ({ params, query, request }) =>
    request.server.services.blog.getArticle(params.id, query),

  // Admin or Assistant only: see plugins/access.ts.
  saveArticle: async ({ body, request }) => request.server.services.blog.saveArticle(body),
  deleteArticle: async ({ params, request }) =>
    request.server.services.blog.deleteArticle(params.id),
})
