import { initClient, type ApiFetcher } from '@ts-rest/core'
import { contract } from './contract'
import { PUBLIC_TOKEN } from './constants'
import {
  REQUEST_TIMEOUT_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  apiError,
  isApiError,
  networkFailureMessage,
} from './errors'

export interface ApiClientOptions {
  /** Origin of the API, e.g. '' for same-origin or 'http://127.0.0.1:4010'. Paths already start with /api. */
  baseUrl: string
  /** The current id token, or null when nobody is logged in (then `Bearer PUBLIC` is sent). */
  getIdToken?: () => string | null | Promise<string | null>
  /**
   * A new id token from the identity service, given the one the API refused: refreshed even if
   * that one looks valid, unless a newer one is already held. After a 401 to a request that
   * carried a token, the request is sent once more with it: the token may have expired by the
   * server's clock but not yet by this device's (clock skew).
   */
  refreshIdToken?: (refusedToken: string) => Promise<string | null>
  /** Abort a request after this many milliseconds (answered as 408 'Request timeout'). */
  timeoutMs?: number
  fetch?: typeof fetch
}

type FetcherResult = Awaited<ReturnType<ApiFetcher>>

const envelope = (status: number, message: string): FetcherResult => ({
  status,
  body: apiError(status, message),
  headers: new Headers(),
})

/**
 * The one HTTP layer of the product API (SPEC §7, §8): adds the bearer header, turns 204 into `{}`,
 * a file answer (not JSON) into its text,
 * an unreachable server into 503, a timeout into 408, other network or parse failures into 500,
 * and error answers without the envelope into one. A 401 is tried once more with a refreshed token.
 */
export function createApiFetcher(options: ApiClientOptions): ApiFetcher {
  const send = sendOnce(options)
  return async (args) => {
    const token = (await options.getIdToken?.()) ?? null
    const result = await send(args, token)
    if (result.status !== 401 || token === null || !options.refreshIdToken) return result
    const fresh = await options.refreshIdToken(token).catch(() => null)
    return fresh && fresh !== token ? send(args, fresh) : result
  }
}

function sendOnce(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis)
  return async (args: Parameters<ApiFetcher>[0], token: string | null): Promise<FetcherResult> => {
    const headers = { ...args.headers, authorization: `Bearer ${token ?? PUBLIC_TOKEN}` }
    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined
    const signal =
      timeout && args.fetchOptions?.signal
        ? AbortSignal.any([timeout, args.fetchOptions.signal])
        : (timeout ?? args.fetchOptions?.signal ?? undefined)

    let response: Response
    try {
      response = await fetchImpl(args.path, {
        ...args.fetchOptions,
        method: args.method,
        headers,
        body: args.body,
        signal,
      })
    } catch (error) {
      if (timeout?.aborted) return envelope(408, REQUEST_TIMEOUT_MESSAGE)
      if (args.fetchOptions?.signal?.aborted) throw error
      // fetch rejects with a TypeError only when no answer came back at all.
      if (error instanceof TypeError) return envelope(503, SERVER_UNREACHABLE_MESSAGE)
      return envelope(500, networkFailureMessage(describe(error)))
    }

    if (response.status === 204) return { status: 204, body: {}, headers: response.headers }

    let body: unknown
    try {
      const text = await response.text()
      body = text === '' ? {} : isFile(response) ? text : JSON.parse(text)
    } catch (error) {
      if (timeout?.aborted) return envelope(408, REQUEST_TIMEOUT_MESSAGE)
      // An error page that is not JSON (e.g. from a proxy) says more by its status than by the parse error.
      if (!response.ok)
        return envelope(response.status, networkFailureMessage(`HTTP ${response.status}`))
      return envelope(500, networkFailureMessage(describe(error)))
    }

    if (!response.ok && !isApiError(body)) {
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : networkFailureMessage(`HTTP ${response.status}`)
      return envelope(response.status, message)
    }
    return { status: response.status, body, headers: response.headers }
  }
}

/**
 * A successful answer that is a file (an iCalendar, a CSV): its text is the body. JSON is parsed,
 * and an HTML page (a proxy's or the app's fallback where an answer was due) stays a parse failure.
 */
function isFile(response: Response): boolean {
  const type = response.headers.get('content-type')
  return response.ok && type !== null && !/^(application\/(.+\+)?json|text\/html)\b/i.test(type)
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A typed client over the whole contract, for the web app and the contract tests. */
export function createApiClient(options: ApiClientOptions) {
  return initClient(contract, {
    baseUrl: options.baseUrl,
    // The real header is set by the fetcher; this only tells the types that it is always present.
    baseHeaders: { authorization: `Bearer ${PUBLIC_TOKEN}` },
    api: createApiFetcher(options),
    validateResponse: true,
  })
}
export type ApiClient = ReturnType<typeof createApiClient>
