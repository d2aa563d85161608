import type { Activation } from '@app/contract/auth'
import { toApiError } from '@app/domain/shared/api-errors'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['auth'] as const

/** The auth area's query keys; every one starts with 'auth'. */
export const authKeys = {
  all,
  activation: (id: string) => [...all, 'activation', id] as const,
  passwordReset: (token: string) => [...all, 'password-reset', token] as const,
}

/** What an activation link turned out to be; 404 and 410 are states of the page, not errors. */
export type ActivationLookup =
  | { status: 'open'; activation: Activation }
  | { status: 'not-found' }
  | { status: 'gone'; message: string }

/** Query options for `GET /api/activate/{id}`. */
export function activationQuery(id: string) {
  return queryOptions({
    queryKey: authKeys.activation(id),
    queryFn: ({ signal }) =>
      okBody(tsr.auth.getActivation.query({ params: { id }, fetchOptions: { signal } })),
    // A link becomes used by its activation: always ask again.
    staleTime: 0,
  })
}

/**
 * Query options for `GET /api/change-password/{token}`: whether a password-change link can still
 * be used. 404 (unknown) and 410 (expired or used) are answers, not retried (4xx, `shouldRetry`);
 * the page shows them as states. One answer per visit of the page (`startPasswordResetCheck`).
 */
export function passwordResetQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.passwordReset(token),
    queryFn: ({ signal }) =>
      okBody(tsr.auth.checkPasswordReset.query({ params: { token }, fetchOptions: { signal } })),
    // Asked once per visit; while the form is open, the change itself says if the link died.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The loader's check already tried (and retried); a failure is shown, not fetched again.
    retryOnMount: false,
  })
}

/**
 * The password-change page's link check: its answer, the failure to show (from the first failed
 * attempt, so a server that is down is not hidden behind the retries) and a new check now (a
 * refetch would only wait for the running retries).
 */
export function usePasswordResetCheck(token: string) {
  const queryClient = useQueryClient()
  const options = passwordResetQuery(token)
  const check = useQuery(options)
  const failure: unknown = check.error ?? (check.failureCount > 0 ? check.failureReason : null)
  const checkAgain = () =>
    void queryClient.resetQueries({ queryKey: options.queryKey, exact: true })
  return { data: check.data, failure, checkAgain }
}

/**
 * For the change-password route's loader, not awaited: forgets an earlier visit's answer (the
 * change of password uses a link up) and starts this visit's check while the page's code loads.
 */
export function startPasswordResetCheck(queryClient: QueryClient, token: string) {
  const options = passwordResetQuery(token)
  queryClient.removeQueries({ queryKey: options.queryKey, exact: true })
  void queryClient.prefetchQuery(options)
}

/** For the activation routes' loader; other failures (5xx, network) go to the route's error page. */
export async function lookUpActivation(
  queryClient: QueryClient,
  id: string,
): Promise<ActivationLookup> {
  try {
    const activation = await queryClient.fetchQuery(activationQuery(id))
    return { status: 'open', activation }
  } catch (error) {
    const apiError = toApiError(error)
    if (apiError.httpsStatus === 404) return { status: 'not-found' }
    if (apiError.httpsStatus === 410) return { status: 'gone', message: apiError.message }
    throw error
  }
}
