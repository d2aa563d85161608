import type { ArticlePage, BlogArticleDetail } from '@app/contract/blog'
import { recordArticleView } from '@app/domain/blog/article-views'
import { toApiError } from '@app/domain/shared/api-errors'
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { tsr } from '../../lib/api'
import { readBrowserSession, updateBrowserSession } from '../../lib/storage'
import { okBody } from '../ok-body'
import { PER_VISIT_META } from '../per-visit'

/** How many other articles the article page suggests. */
export const READ_NEXT_COUNT = 3

const all = ['blog'] as const
const admin = [...all, 'admin'] as const

/**
 * The blog's query keys. Every key starts with 'blog', so one
 * `invalidateQueries({ queryKey: blogKeys.all })` refreshes the whole blog, the editor's too.
 */
export const blogKeys = {
  all,
  list: (category: string | undefined) => [...all, 'list', category ?? null] as const,
  categories: () => [...all, 'categories'] as const,
  article: (id: string) => [...all, 'article', id] as const,
  readNext: (id: string) => [...all, 'read-next', id] as const,
  random: (count: number) => [...all, 'random', count] as const,
  /** Everything the editor caches lives under this key. */
  admin: () => admin,
  adminList: () => [...admin, 'list'] as const,
  adminArticle: (id: string) => [...admin, 'article', id] as const,
}

/**
 * One page of `GET /api/blog` (newest first); `pageKey` null is the first page. A non-200 answer
 * is thrown as `{ status, body }`.
 */
export function fetchArticlePage(
  category: string | undefined,
  pageKey: string | null,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  return okBody(
    tsr.blog.listArticles.query({
      query: {
        ...(category === undefined ? {} : { category }),
        ...(pageKey === null ? {} : { nextPageKey: pageKey }),
      },
      fetchOptions: { signal },
    }),
  )
}

/**
 * Infinite query options for `GET /api/blog` (newest first, paged by `nextPageKey`), shared by the
 * route loader (`ensureInfiniteQueryData`) and the list (`useSuspenseInfiniteQuery`). Plain
 * TanStack options over the typed client: ts-rest's query-client helpers take one fixed request,
 * not one per page. A non-200 answer is thrown as `{ status, body }`, like ts-rest's hooks do.
 */
export function articleListQuery(category: string | undefined) {
  return infiniteQueryOptions({
    queryKey: blogKeys.list(category),
    queryFn: ({ pageParam, signal }) => fetchArticlePage(category, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextPageKey ?? undefined,
    // Coming back to the list within a minute shows the pages already loaded, without a refetch.
    staleTime: 60_000,
  })
}

/** The editor's list: every article, page by page (newest first), always asked again. */
export function adminArticleListQuery() {
  return infiniteQueryOptions({
    queryKey: blogKeys.adminList(),
    queryFn: ({ pageParam, signal }) => fetchArticlePage(undefined, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextPageKey ?? undefined,
    staleTime: 0,
  })
}

/** Query options for `GET /api/blog/categories` (the filter's options). */
export function categoriesQuery() {
  return queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: ({ signal }) => okBody(tsr.blog.listCategories.query({ fetchOptions: { signal } })),
    staleTime: 60_000,
    // The filter is secondary: a failure leaves only "Wszystkie", it does not retry on every mount.
    retryOnMount: false,
  })
}

/**
 * Query options for `GET /api/blog/random`, shared by the home route's loader (`prefetchQuery`)
 * and its blog section (`useQuery`).
 */
export function randomArticlesQuery(count: number) {
  return queryOptions({
    queryKey: blogKeys.random(count),
    queryFn: ({ signal }) =>
      okBody(
        tsr.blog.randomArticles.query({
          query: { numberOfArticles: count },
          fetchOptions: { signal },
        }),
      ),
    // One random pick per visit: a refetch on mount would swap the cards under the reader.
    staleTime: Infinity,
    meta: PER_VISIT_META,
    // The loader's prefetch already tried (and retried); a failure is shown, not fetched again.
    retryOnMount: false,
  })
}

/**
 * Query options for `GET /api/blog/{id}` without counting a view (both flags false). A counted view
 * goes through `loadArticle`, which stores its answer under the same key.
 */
export function articleQuery(id: string) {
  return queryOptions({
    queryKey: blogKeys.article(id),
    queryFn: ({ signal }) =>
      okBody(
        tsr.blog.getArticle.query({
          params: { id },
          query: { uniqueView: false, repeatedView: false },
          fetchOptions: { signal },
        }),
      ),
    // The loader fetches it (counting the view) on every visit: the page never asks again on
    // mount, also when a prerendered page's content hydrates after the data turned stale.
    staleTime: 60_000,
    refetchOnMount: false,
    // Every visit asks for it itself, so that the view is counted (`loadArticle`).
    meta: PER_VISIT_META,
  })
}

/** A few other articles: one more than shown, so the current one can be left out. */
export function readNextQuery(id: string) {
  return queryOptions({
    queryKey: blogKeys.readNext(id),
    queryFn: ({ signal }) =>
      okBody(
        tsr.blog.randomArticles.query({
          query: { numberOfArticles: READ_NEXT_COUNT + 1 },
          fetchOptions: { signal },
        }),
      ),
    staleTime: Infinity,
    meta: PER_VISIT_META,
    retryOnMount: false,
  })
}

/**
 * The article route's loader. A real visit is classified by the SPEC §4 rule against this browser
 * session's view log (`recordArticleView`): a unique or repeated view is sent with its flag and
 * logged once the API answered; a view inside the 5 minutes, a visit with `skipTracking` and
 * the build-time prerender count nothing. A preload never comes here (see the route). An unknown
 * article (404) is the not-found page.
 */
export async function loadArticle(
  queryClient: QueryClient,
  id: string,
  { skipTracking, now = Date.now() }: { skipTracking: boolean; now?: number },
): Promise<BlogArticleDetail> {
  try {
    const views = readBrowserSession().articleViews ?? {}
    const view = recordArticleView(views, id, now, {
      skipTracking: skipTracking || import.meta.env.SSR,
    })
    if (view.kind === 'none') return await queryClient.ensureQueryData(articleQuery(id))
    const article = await okBody(tsr.blog.getArticle.query({ params: { id }, query: view.query }))
    // Only a view the API counted is logged; re-read the log in case another tab of the session
    // wrote to it meanwhile.
    updateBrowserSession({ articleViews: { ...readBrowserSession().articleViews, [id]: now } })
    queryClient.setQueryData(articleQuery(id).queryKey, article)
    return article
  } catch (error) {
    if (toApiError(error).httpsStatus === 404) throw notFound()
    throw error
  }
}

/**
 * Query options for one article as the editor loads it: without `uniqueView` / `repeatedView`,
 * so opening the editor never counts as a reader's view.
 */
export function adminArticleQuery(id: string) {
  return queryOptions({
    queryKey: blogKeys.adminArticle(id),
    queryFn: ({ signal }) =>
      okBody(tsr.blog.getArticle.query({ params: { id }, query: {}, fetchOptions: { signal } })),
    // Always edit the newest version.
    staleTime: 0,
  })
}

/** For the edit route's loader: an unknown article is the not-found page, other failures the error page. */
export async function loadArticleForEditing(
  queryClient: QueryClient,
  id: string,
): Promise<BlogArticleDetail> {
  try {
    return await queryClient.fetchQuery(adminArticleQuery(id))
  } catch (error) {
    if (toApiError(error).httpsStatus === 404) throw notFound()
    throw error
  }
}
