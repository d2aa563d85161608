import { retryDelayMs, shouldRetry } from '@app/domain/retry'
import { QueryClient } from '@tanstack/react-query'
import { tsr } from './api'

/**
 * One QueryClient per app, extended with the typed per-endpoint helpers of the ts-rest client
 * (`queryClient.blog.randomArticles.ensureQueryData(...)`). Failed queries are retried only when
 * a retry can help: never a 4xx answer (ts-rest throws every non-2xx as `{ status, body }`).
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
