import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Why a load the page waits for failed, while its retries go on (SPEC §4, §9: up to 3 with a
 * growing delay): the failure of the first query that is still fetching after a failed attempt,
 * or null while nothing has failed.
 */
export function useFailingLoad(): unknown {
  const queryCache = useQueryClient().getQueryCache()
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(onChange),
    [queryCache],
  )
  return useSyncExternalStore(subscribe, () => {
    const failing = queryCache
      .getAll()
      .find((query) => query.state.fetchStatus === 'fetching' && query.state.fetchFailureCount > 0)
    return failing ? failing.state.fetchFailureReason : null
  })
}
