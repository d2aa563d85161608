import type { Activation } from '@app/contract/auth'
import { toApiError } from '@app/domain/api-errors'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['auth'] as const

/** The auth area's query keys; every one starts with 'auth'. */
export const authKeys = {
  all,
  activation: (id: string) => [...all, 'activation', id] as const,
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
