/**
 * The one error envelope of the product API (SPEC §7: "Errors are shaped as message and
 * httpsStatus"). Free of zod, like ./constants: every page's first download uses it. Its schema,
 * for the contract, is ApiErrorSchema in ./common.schemas.
 */
export interface ApiError {
  message: string
  httpsStatus: number
}

/** Transport failures the HTTP layer turns into envelopes (SPEC §8). */
export const SERVER_UNREACHABLE_MESSAGE =
  'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.'
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout'
export const networkFailureMessage = (detail: string) => `Wystąpił błąd: ${detail}`

export const apiError = (httpsStatus: number, message: string): ApiError => ({
  message,
  httpsStatus,
})

export const isApiError = (value: unknown): value is ApiError => {
  if (typeof value !== 'object' || value === null) return false
  const { message, httpsStatus } = value as Record<string, unknown>
  return (
    typeof message === 'string' &&
    Number.isInteger(httpsStatus) &&
    (httpsStatus as number) >= 400 &&
    (httpsStatus as number) <= 599
  )
}
