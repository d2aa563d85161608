import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import { MESSAGES } from '../errors'

const s = initServer()
const ARTICLE_NOT_FOUND = 'Nie znaleziono artykułu.'

export const blogRouter = s.router(contract.blog, {
  listArticles: async ({ query, request }) => {
    const page = request.server.store.blog.page(query.category, query.nextPageKey)
    if (!page) return { status: 400, body: apiError(400, MESSAGES.invalidPageKey) }
    return { status: 200, body: page }
  },

  randomArticles: async ({ query, request }) => ({
    status: 200,
    body: { items: request.server.store.blog.random(query.numberOfArticles) },
  }),

  listCategories: async ({ request }) => ({
    status: 200,
    body: { items: request.server.store.blog.categories() },
  }),

  getArticle: async ({ params, query, request }) => {
    const { blog } = request.server.store
    const article = blog.byId(params.id)
    if (!article) return { status: 404, body: apiError(404, ARTICLE_NOT_FOUND) }
    const viewed = blog.countView(article, {
      unique: query.uniqueView === true,
      repeated: query.repeatedView === true,
    })
    return { status: 200, body: viewed }
  },

  // Admin or Assistant only: see ./access.ts.
  saveArticle: async ({ body, request }) => {
    const { store, clock } = request.server
    const { id, ...draft } = body
    if (id === undefined) return { status: 201, body: store.blog.create(draft, clock.now()) }
    const article = store.blog.byId(id)
    if (!article) return { status: 404, body: apiError(404, ARTICLE_NOT_FOUND) }
    return { status: 200, body: store.blog.update(article, draft) }
  },

  deleteArticle: async ({ params, request }) => {
    if (!request.server.store.blog.delete(params.id))
      return { status: 404, body: apiError(404, ARTICLE_NOT_FOUND) }
    return { status: 204, body: {} }
  },
})
