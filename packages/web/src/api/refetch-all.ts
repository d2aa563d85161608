import type { QueryClient } from '@tanstack/react-query'

/**
 * Every cached answer is stale and the observed ones are asked again: after the dev toolbar
 * changed the mock behind the app's back (clock, scenarios, a data reset).
 */
export function refetchAll(queryClient: QueryClient) {
  return queryClient.invalidateQueries()
}
