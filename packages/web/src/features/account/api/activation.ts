import type { Activation } from '@app/contract/auth'
import { toApiError } from '@app/domain/api-errors'
import type { AppQueryClient } from '../../../lib/query-client'

/** What an activation link turned out to be; 404 and 410 are states of the page, not errors. */
export type ActivationLookup =
  | { status: 'open'; activation: Activation }
  | { status: 'not-found' }
  | { status: 'gone'; message: string }

/** Query options for `GET /api/activate/{id}`. */
export function activationQuery(id: string) {
  return {
    queryKey: ['auth', 'activation', id],
    queryData: { params: { id } },
    // A link becomes used by its activation: always ask again.
    staleTime: 0,
  }
}

/** For the activation routes' loader; other failures (5xx, network) go to the route's error page. */
export async function lookUpActivation(
  queryClient: AppQueryClient,
  id: string,
): Promise<ActivationLookup> {
  try {
    const { body } = await queryClient.auth.getActivation.fetchQuery(activationQuery(id))
    return { status: 'open', activation: body }
  } catch (error) {
    const apiError = toApiError(error)
    if (apiError.httpsStatus === 404) return { status: 'not-found' }
    if (apiError.httpsStatus === 410) return { status: 'gone', message: apiError.message }
    throw error
  }
}
