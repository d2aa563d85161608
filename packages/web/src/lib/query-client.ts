import { retryDelayMs, shouldRetry } from '@app/domain/shared/retry'
import { QueryClient } from '@tanstack/react-query'

/**
 * One QueryClient per app. Data goes through the query options and mutations of `src/api/<area>`
 * (`queryClient.ensureQueryData(articleQuery(id))`), the only code that calls the API client
 * (decision 0142). Failed queries are retried only when a retry can help: never a 4xx answer
 * (every non-2xx answer is thrown as `{ status, body }`).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: retryDelayMs },
    },
  })
}
export type AppQueryClient = ReturnType<typeof createQueryClient>
