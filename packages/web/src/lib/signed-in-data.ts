import type { QueryClient } from '@tanstack/react-query'
import type { StaticDataRouteOption } from '@tanstack/react-router'
import { identity } from './identity-port'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Starts the data a signed-in page needs (a prefetch into the query cache) while the root
     * route asks whoami: the page's loader then finds it in flight instead of asking after the
     * session and every guard have answered (no request waterfall on a signed-in first visit).
     */
    signedInData?: (queryClient: QueryClient) => void
  }
}

/** Called by the root route before it waits for the session; nothing for a guest. */
export function startSignedInData(
  queryClient: QueryClient,
  matches: ReadonlyArray<{ staticData: StaticDataRouteOption }>,
) {
  if (!identity.mayHaveSession()) return
  for (const match of matches) match.staticData.signedInData?.(queryClient)
}
