import { isApiError, networkFailureMessage, type ApiError } from '@app/contract/errors'
import {
  AUTH_FAILED_MESSAGE,
  INVALID_USER_DATA_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  USER_FETCH_FAILED_MESSAGE,
} from './messages'

const AUTH_FAILURE_WORDS = ['unauthorized', 'forbidden', 'authentication failed']

/** SPEC §8: 401, 403, or a message containing unauthorized, forbidden or authentication failed. */
export function isAuthFailure(error: ApiError): boolean {
  if (error.httpsStatus === 401 || error.httpsStatus === 403) return true
  const message = error.message.toLowerCase()
  return AUTH_FAILURE_WORDS.some((word) => message.includes(word))
}

/**
 * ts-rest rejects with this when an answer does not match the contract (`validateResponse`). It
 * sets no name of its own, so it is recognised by the route it carries and its message.
 */
export function isResponseValidationError(error: unknown): boolean {
  return (
    error instanceof Error &&
    'appRoute' in error &&
    error.message.startsWith('[ts-rest] Response validation failed')
  )
}

/**
 * Normalises anything a call can throw into the error envelope. ts-rest's react-query client
 * throws the response `{ status, body, headers }` for non-2xx answers, and our HTTP layer already
 * put an envelope in `body`; other failures become 500 'Wystąpił błąd: {detail}'.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error
  if (isRecord(error) && typeof error.status === 'number' && 'body' in error) {
    if (isApiError(error.body)) return error.body
    const status = error.status >= 400 && error.status <= 599 ? error.status : 500
    const message =
      isRecord(error.body) && typeof error.body.message === 'string' && error.body.message
        ? error.body.message
        : networkFailureMessage(`HTTP ${error.status}`)
    return { message, httpsStatus: status }
  }
  const detail = error instanceof Error ? error.message : String(error)
  return { message: networkFailureMessage(detail), httpsStatus: 500 }
}

/** A 4xx answer: the request itself is wrong, so repeating it does not help (408 aside, see retry). */
export function isClientError(error: unknown): boolean {
  const { httpsStatus } = toApiError(error)
  return httpsStatus >= 400 && httpsStatus <= 499
}

/**
 * The message shown when loading the user fails (SPEC §8): the auth failure text, 'Invalid user
 * data received' for an answer that breaks the contract, 'Request timeout', the server's message,
 * or 'Failed to fetch user data' when there is none.
 */
export function userLoadErrorMessage(error: unknown): string {
  if (isResponseValidationError(error)) return INVALID_USER_DATA_MESSAGE
  const apiError = toApiError(error)
  if (isAuthFailure(apiError)) return AUTH_FAILED_MESSAGE
  if (apiError.httpsStatus === 408) return REQUEST_TIMEOUT_MESSAGE
  return apiError.message.trim() || USER_FETCH_FAILED_MESSAGE
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
