import type { User } from '@app/contract/user'
import { isAuthFailure, toApiError, userLoadErrorMessage } from '@app/domain/shared/api-errors'
import {
  SETTINGS_REFETCH_DELAY_MS,
  USER_REFRESH_INTERVAL_MS,
  USER_STALE_TIME_MS,
} from '@app/domain/shared/constants'
import { AUTH_FAILED_MESSAGE } from '@app/domain/shared/messages'
import { retryDelayMs, shouldRetry } from '@app/domain/shared/retry'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { identity } from '../../lib/identity-port'
import { toast } from '../../lib/toast'
import { PER_VISIT_META } from '../per-visit'
import { userKeys } from './queries'

/**
 * The signed-in user (SPEC §4, §8): whoami with the id token. Without a token nobody is signed in
 * and whoami is not asked (its answer to `Bearer PUBLIC` is a 401 anyway). An auth failure (401,
 * 403, or the words of SPEC §8) ends the session here: the tokens are dropped, the user is
 * told and the result is "nobody". Other failures are thrown for the caller's retry policy.
 */
async function fetchSessionUser(): Promise<User | null> {
  const token = await identity.getIdToken()
  if (!token) return null
  const response = await tsr.user.whoami.query()
  if (response.status === 200) return response.body
  if (isAuthFailure(toApiError(response))) {
    await identity.signOutLocally()
    toast.error(AUTH_FAILED_MESSAGE)
    return null
  }
  throw response
}

/**
 * The session query as components observe it: fresh for 120 s, refetched every 120 s in the
 * background. Background refetches are silent: no retries, and a failure keeps the user shown
 * (only an auth failure ends the session). The 30 s timeout is the HTTP layer's.
 */
export const sessionQuery = queryOptions({
  queryKey: userKeys.session,
  queryFn: fetchSessionUser,
  staleTime: USER_STALE_TIME_MS,
  refetchInterval: USER_REFRESH_INTERVAL_MS,
  retry: false,
  // The prerender renders as a guest; that is not the visitor's session.
  meta: PER_VISIT_META,
})

/** A load the user waits for: up to 3 retries with a growing delay. */
const waitedForLoad = { ...sessionQuery, retry: shouldRetry, retryDelay: retryDelayMs }

/**
 * The user for route guards: the cached one, or a first load. A failed load means "not signed
 * in" (SPEC §4): its message (SPEC §8) is shown and the next background refresh tries again.
 */
export function ensureSession(queryClient: QueryClient): Promise<User | null> {
  return load(queryClient, () => queryClient.ensureQueryData(waitedForLoad))
}

/** Loads the user again now (after signing in or up), with the same failure handling. */
export function reloadSession(queryClient: QueryClient): Promise<User | null> {
  return load(queryClient, () => queryClient.fetchQuery({ ...waitedForLoad, staleTime: 0 }))
}

async function load(queryClient: QueryClient, fetchUser: () => Promise<User | null>) {
  try {
    return await fetchUser()
  } catch (error) {
    toast.error(userLoadErrorMessage(error))
    queryClient.setQueryData(userKeys.session, null)
    return null
  }
}

/** Nobody is signed in any more (after signing out). */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(userKeys.session, null)
}

/** Refetches the user in the background, e.g. when the tokens changed. */
export function refreshSession(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: userKeys.session })
}

/** After a successful settings update: the user data is refetched about 1 s later (SPEC §4). */
export function invalidateSessionSoon(queryClient: QueryClient) {
  setTimeout(() => refreshSession(queryClient), SETTINGS_REFETCH_DELAY_MS)
}
