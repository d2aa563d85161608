import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorSchema, EmptySchema, UuidSchema, proposed, spec } from '../common.schemas'
import {
  ArticleListSchema,
  ArticlePageSchema,
  BlogCategoriesSchema,
  BlogArticleDetailSchema,
  BlogArticleInputSchema,
  GetArticleQuerySchema,
  ListArticlesQuerySchema,
  RandomArticlesQuerySchema,
} from './blog.schemas'

const c = initContract()
const IdParamsSchema = z.object({ id: UuidSchema })

export const blogContract = c.router({
  listArticles: {
    method: 'GET',
    path: '/blog',
    query: ListArticlesQuerySchema,
    responses: { 200: ArticlePageSchema },
    summary: 'Articles, newest first, paged by nextPageKey and filtered by a tag (category)',
    metadata: spec,
  },
  randomArticles: {
    method: 'GET',
    path: '/blog/random',
    query: RandomArticlesQuerySchema,
    responses: { 200: ArticleListSchema },
    summary: 'A random selection of articles (the home page shows 2)',
    metadata: spec,
  },
  listCategories: {
    method: 'GET',
    path: '/blog/categories',
    responses: { 200: BlogCategoriesSchema },
    summary:
      'The tags in use with their article counts, most used first: the options of the category filter',
    metadata: proposed,
  },
  getArticle: {
    method: 'GET',
    path: '/blog/:id',
    pathParams: IdParamsSchema,
    query: GetArticleQuerySchema,
    responses: { 200: BlogArticleDetailSchema, 404: ApiErrorSchema },
    summary: 'One article; uniqueView / repeatedView count this visit (SPEC §4)',
    metadata: spec,
  },
  saveArticle: {
    method: 'POST',
    path: '/blog',
    body: BlogArticleInputSchema,
    responses: { 200: BlogArticleDetailSchema, 201: BlogArticleDetailSchema, 404: ApiErrorSchema },
    summary: 'Create (201, no id) or edit (200, with id) an article. Admin or Assistant',
    metadata: spec,
  },
  deleteArticle: {
    method: 'DELETE',
    path: '/blog/:id',
    pathParams: IdParamsSchema,
    body: c.noBody(),
    responses: { 204: EmptySchema, 404: ApiErrorSchema },
    summary: 'Delete an article. Admin or Assistant',
    metadata: spec,
  },
})
