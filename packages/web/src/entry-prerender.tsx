/**
 * The server-side entry of the build-time prerender (scripts/prerender.ts): renders one public
 * page to HTML with its data, exactly as the client renders it when hydrating. Never shipped to
 * browsers; it runs in Node against the API named by PRERENDER_API_URL (lib/config.ts).
 */
import { QueryClientProvider, defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { JSDOM } from 'jsdom'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { isPerVisit } from './api/per-visit'
import { AppShellSkeleton } from './components/layout/app-shell-skeleton'
import { createQueryClient } from './lib/query-client'
import { setSanitizerWindow } from './lib/sanitize-html'
import { SITE_NAME } from './lib/seo'
import { createAppRouter } from './router'

export { prerenderedPaths } from './prerendered-pages'

export interface RenderedPage {
  /** 'ok', or why the page cannot be prerendered (then the build fails). */
  status: 'ok' | 'not-found' | 'error' | 'redirected'
  /** What goes into `#root`. */
  html: string
  /** The page's own title and meta tags, for the document head. */
  head: string
  /** TanStack Query's dehydrated cache: the client hydrates from it without asking again. */
  queryState: unknown
  /** The ids of the routes the page is made of, root first (their code is fetched beside the entry). */
  routeIds: string[]
}

/** React emits the route's hoistable head tags (title, meta, link) first: they go into <head>. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/
/**
 * The page itself failed while rendering on the server: its route's Suspense boundary was left
 * to the client (React's `<!--$!-->`) with the router's pending component in it. (Components
 * that load on demand, such as the cookie banner, are left to the client by design.)
 */
const ROUTE_NOT_RENDERED = /<main[^>]*>(?:<!--\$-->)*<!--\$!-->/

/** Article HTML is sanitised by DOMPurify, which needs a DOM; the site's origin decides links. */
export function prepare(siteUrl: string) {
  setSanitizerWindow(
    new JSDOM('', { url: siteUrl }).window as unknown as Window & typeof globalThis,
  )
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  // Prefetches a loader did not wait for settle first, so the HTML and the data agree.
  while (queryClient.isFetching() > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const rendered = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
  const { matches, location } = router.state
  const status: RenderedPage['status'] = matches.some((m) => m.status === 'notFound')
    ? 'not-found'
    : matches.some((m) => m.status === 'error') || ROUTE_NOT_RENDERED.test(rendered)
      ? 'error'
      : location.href !== path
        ? 'redirected'
        : 'ok'
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? ''
  const dehydrated = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !isPerVisit(query.meta),
  })
  // The build's data paints the page at once and counts as stale there, so the browser asks the
  // API again right after hydrating (a new article, today's view counts).
  const queryState = {
    ...dehydrated,
    queries: dehydrated.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: 0 },
    })),
  }
  queryClient.clear()
  return {
    status,
    head,
    html: rendered.slice(head.length),
    queryState,
    routeIds: matches.map((match) => match.routeId),
  }
}

/** What the shell (dist/app.html) shows until the app has loaded the route it was opened on. */
export function renderShell(): { html: string; head: string } {
  return { html: renderToString(<AppShellSkeleton />), head: `<title>${SITE_NAME}</title>` }
}
