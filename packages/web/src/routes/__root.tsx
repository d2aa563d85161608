import type { AppQueryClient } from '../lib/query-client'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'

export interface RouterContext {
  queryClient: AppQueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

/** The document shell; the header and footer join it with the layout. */
function RootLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  )
}
