import type { BlogArticleDetail } from '@app/contract/blog'
import { toApiError } from '@app/domain/api-errors'
import { notFound } from '@tanstack/react-router'
import type { AppQueryClient } from '../../../lib/query-client'

/** Everything the editor caches lives under this key, so one invalidation refreshes it all. */
export const ADMIN_BLOG_KEY = ['blog', 'admin'] as const

/** The admin list: `GET /api/blog` page by page (newest first), for `useInfiniteQuery`. */
export const adminArticlesQueryKey = [...ADMIN_BLOG_KEY, 'list'] as const

/**
 * Query options for one article as the editor loads it: without `uniqueView` / `repeatedView`,
 * so opening the editor never counts as a reader's view.
 */
export function adminArticleQuery(id: string) {
  return {
    queryKey: [...ADMIN_BLOG_KEY, 'article', id],
    queryData: { params: { id }, query: {} },
    // Always edit the newest version.
    staleTime: 0,
  }
}

/** For the edit route's loader: an unknown article is the not-found page, other failures the error page. */
export async function loadArticleForEditing(
  queryClient: AppQueryClient,
  id: string,
): Promise<BlogArticleDetail> {
  try {
    const { body } = await queryClient.blog.getArticle.fetchQuery(adminArticleQuery(id))
    return body
  } catch (error) {
    if (toApiError(error).httpsStatus === 404) throw notFound()
    throw error
  }
}
