import { retryDelayMs, shouldRetry } from '@app/domain/shared/retry'
import { QueryClient } from '@tanstack/react-query'
import { tsr } from './api'

/**
 * One QueryClient per app, extended with the typed per-endpoint helpers of the ts-rest client
 * (decision 0035). Data goes through the query options and mutations of `src/api/<area>`
 * (`queryClient.ensureQueryData(articleQuery(id))`), not through those helpers. Failed queries
 * are retried only when a retry can help: never a 4xx answer (every non-2xx answer is thrown as
 * `{ status, body }`).
 */
export function createQueryClient() {
  return tsr.initQueryClient(
    new QueryClient({
      defaultOptions: {
        queries: { retry: shouldRetry, retryDelay: retryDelayMs },
      },
    }),
  )
}
export type AppQueryClient = ReturnType<typeof createQueryClient>
