import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import { apiError, MESSAGES } from '../../errors'
import type { Answer, BodyOf, QueryOf } from '../answer'
import { BLOG_TEXT } from './blog.text'

type C = Contract['blog']

export async function listArticles(
  app: FastifyInstance,
  query: QueryOf<C['listArticles']>,
): Answer<C['listArticles']> {
  const page = app.store.blog.page(query.category, query.nextPageKey)
  if (!page) return apiError(400, MESSAGES.invalidPageKey)
  return { status: 200, body: page }
}

/** The article, counting the view the query reports (unique, repeated or neither). */
export async function getArticle(
  app: FastifyInstance,
  id: string,
  query: QueryOf<C['getArticle']>,
): Answer<C['getArticle']> {
  const { blog } = app.store
  const article = blog.byId(id)
  if (!article) return apiError(404, BLOG_TEXT.articleNotFound)
  const viewed = blog.countView(article, {
    unique: query.uniqueView === true,
    repeated: query.repeatedView === true,
  })
  return { status: 200, body: viewed }
}

/** Without an id a new article (201), with one an update of that article (200). */
export async function saveArticle(
  app: FastifyInstance,
  body: BodyOf<C['saveArticle']>,
): Answer<C['saveArticle']> {
  const { store, clock } = app
  const { id, ...draft } = body
  if (id === undefined) return { status: 201, body: store.blog.create(draft, clock.now()) }
  const article = store.blog.byId(id)
  if (!article) return apiError(404, BLOG_TEXT.articleNotFound)
  return { status: 200, body: store.blog.update(article, draft) }
}

export async function deleteArticle(app: FastifyInstance, id: string): Answer<C['deleteArticle']> {
  if (!app.store.blog.delete(id)) return apiError(404, BLOG_TEXT.articleNotFound)
  return { status: 204, body: {} }
}
