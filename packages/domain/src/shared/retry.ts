import { isResponseValidationError, toApiError } from './api-errors'
import { MAX_RETRIES, MAX_RETRY_DELAY_MS } from './constants'

/**
 * TanStack Query `retry`: `failureCount` is the number of failures before this one (0 after the
 * first), so at most MAX_RETRIES retries. 4xx answers are not retried, except 408 (a timeout may
 * pass); answers that break the contract are not retried either, they would break again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (isResponseValidationError(error)) return false
  const { httpsStatus } = toApiError(error)
  return httpsStatus === 408 || httpsStatus < 400 || httpsStatus > 499
}

/** TanStack Query `retryDelay`: 1 s, 2 s, 4 s … doubling from attempt 0, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt), MAX_RETRY_DELAY_MS)
}
