import { recordArticleView } from '@app/domain/article-views'
import { toApiError } from '@app/domain/api-errors'
import { notFound } from '@tanstack/react-router'
import { tsr } from '../../../lib/api'
import type { AppQueryClient } from '../../../lib/query-client'
import { readBrowserSession, updateBrowserSession } from '../../../lib/storage'
import { BLOG_QUERY_KEY } from './article-list'

/** How many other articles the article page suggests. */
export const READ_NEXT_COUNT = 3

/**
 * Query options for `GET /api/blog/{id}` without counting a view (both flags false). A counted view
 * goes through `loadArticle`, which stores its answer under the same key.
 */
export function articleQuery(id: string) {
  return {
    queryKey: [...BLOG_QUERY_KEY, 'article', id],
    queryData: { params: { id }, query: { uniqueView: false, repeatedView: false } },
    // The loader has just fetched it: the page must not ask again on mount.
    staleTime: 60_000,
  }
}

/** A few other articles: one more than shown, so the current one can be left out. */
export function readNextQuery(id: string) {
  return {
    queryKey: [...BLOG_QUERY_KEY, 'read-next', id],
    queryData: { query: { numberOfArticles: READ_NEXT_COUNT + 1 } },
    staleTime: Infinity,
    retryOnMount: false,
  }
}

/**
 * The article route's loader. A real visit is classified by the SPEC §4 rule against this browser
 * session's view log (`recordArticleView`): a unique or repeated view is sent with its flag and
 * logged once the API answered; a view inside the 5 minutes, a preload (hovering a link) and a
 * visit with `skipTracking` count nothing. An unknown article (404) is the not-found page.
 */
export async function loadArticle(
  queryClient: AppQueryClient,
  id: string,
  { skipTracking, now = Date.now() }: { skipTracking: boolean; now?: number },
) {
  try {
    const views = readBrowserSession().articleViews ?? {}
    const view = recordArticleView(views, id, now, { skipTracking })
    if (view.kind === 'none') {
      const { body } = await queryClient.blog.getArticle.ensureQueryData(articleQuery(id))
      return body
    }
    const response = await tsr.blog.getArticle.query({ params: { id }, query: view.query })
    if (response.status !== 200) throw response
    // Only a view the API counted is logged; re-read the log in case another tab of the session
    // wrote to it meanwhile.
    updateBrowserSession({ articleViews: { ...readBrowserSession().articleViews, [id]: now } })
    queryClient.blog.getArticle.setQueryData(articleQuery(id).queryKey, response)
    return response.body
  } catch (error) {
    if (toApiError(error).httpsStatus === 404) throw notFound()
    throw error
  }
}
