import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFound } from './components/feedback/not-found'
import { Pending } from './components/feedback/pending'
import { RouteError } from './components/feedback/route-error'
import type { AppQueryClient } from './lib/query-client'
import { routeTree } from './routeTree.gen'

export function createAppRouter(queryClient: AppQueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only fill TanStack Query's cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: Pending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
