import { PUBLIC_TOKEN } from '@app/contract/constants'
import { createApiFetcher } from '@app/contract/http'
import { initTsrReactQuery } from '@ts-rest/react-query/v5'
import { contract, validateResponse } from 'virtual:api-contract'
import { config } from './config'
import { identity } from './identity-port'

/**
 * The typed TanStack Query client of the product API. Requests go through the same HTTP layer as
 * the contract tests (bearer header, 204, SPEC §8 error envelopes); non-2xx answers are thrown as
 * `{ status, body }`. Every call carries the current id token (refreshed by the identity service
 * when expired, and once more after a 401), or `Bearer PUBLIC` for a guest.
 */
export const tsr = initTsrReactQuery(contract, {
  baseUrl: config.apiRequestUrl,
  // The fetcher sets the real header; this only satisfies the contract's typed base headers.
  baseHeaders: { authorization: `Bearer ${PUBLIC_TOKEN}` },
  api: createApiFetcher({
    baseUrl: config.apiRequestUrl,
    getIdToken: () => identity.getIdToken(),
    refreshIdToken: (refusedToken: string) => identity.refreshIdToken(refusedToken),
    timeoutMs: config.requestTimeoutMs,
  }),
  // On in development and tests; the production bundle leaves it to the contract tests (decision 0113).
  validateResponse,
})
