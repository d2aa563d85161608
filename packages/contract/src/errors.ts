import { z } from 'zod'

/** The one error envelope of the product API (SPEC §7: "Errors are shaped as message and httpsStatus"). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  httpsStatus: z.number().int().min(400).max(599),
})
export type ApiError = z.infer<typeof ApiErrorSchema>

/** Transport failures the HTTP layer turns into envelopes (SPEC §8). */
export const SERVER_UNREACHABLE_MESSAGE =
  'Serwer jest aktualnie wyłączony. Spróbuj ponownie za chwilę.'
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout'
export const networkFailureMessage = (detail: string) => `Wystąpił błąd: ${detail}`

export const apiError = (httpsStatus: number, message: string): ApiError => ({
  message,
  httpsStatus,
})

export const isApiError = (value: unknown): value is ApiError =>
  ApiErrorSchema.safeParse(value).success
