import type { ArticlePage } from '@app/contract/blog'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { tsr } from '../../../lib/api'

/** Every blog query key starts with this, so one invalidation refreshes the whole blog. */
export const BLOG_QUERY_KEY = ['blog'] as const

/**
 * Infinite query options for `GET /api/blog` (newest first, paged by `nextPageKey`), shared by the
 * route loader (`ensureInfiniteQueryData`) and the list (`useSuspenseInfiniteQuery`). Plain
 * TanStack options over the typed client: ts-rest's query-client helpers take one fixed request,
 * not one per page. A non-200 answer is thrown as `{ status, body }`, like ts-rest's hooks do.
 */
export function articleListQuery(category: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...BLOG_QUERY_KEY, 'list', category ?? null],
    queryFn: async ({ pageParam, signal }): Promise<ArticlePage> => {
      const response = await tsr.blog.listArticles.query({
        query: {
          ...(category === undefined ? {} : { category }),
          ...(pageParam === null ? {} : { nextPageKey: pageParam }),
        },
        fetchOptions: { signal },
      })
      if (response.status !== 200) throw response
      return response.body
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextPageKey ?? undefined,
    // Coming back to the list within a minute shows the pages already loaded, without a refetch.
    staleTime: 60_000,
  })
}

/** Query options for `GET /api/blog/categories` (the filter's options). */
export const categoriesQuery = {
  queryKey: [...BLOG_QUERY_KEY, 'categories'],
  staleTime: 60_000,
  // The filter is secondary: a failure leaves only "Wszystkie", it does not retry on every mount.
  retryOnMount: false,
}
