import { z } from 'zod'
import { IsoDateTimeSchema } from '../common.schemas'
import { LIMITS } from '../limits'

/** The downloads: the ebook, the webinar participants' ebook and the domination-plan ebook. */
export const EBOOK_IDS = ['ebook', 'webinar', 'domination-plan'] as const
export const EbookIdSchema = z.enum(EBOOK_IDS)
export type EbookId = z.infer<typeof EbookIdSchema>

export const EbookParamsSchema = z.object({ ebook: EbookIdSchema })

/**
 * The download token of the emailed link (`/ebook/pobierz?token=…`): opaque to clients; the API
 * answers 403 to an unknown one, 400 only to one that cannot be a token at all.
 */
export const EbookDownloadTokenSchema = z
  .string()
  .trim()
  .min(1, 'Brak tokenu w linku do pobrania')
  .max(LIMITS.subscriptionTokenMax, 'Token w linku do pobrania jest za długi')

/** `?token=`: needed for the main ebook only (decision 0112); the other downloads ignore it. */
export const DownloadUrlQuerySchema = z
  .object({ token: EbookDownloadTokenSchema.optional() })
  .strict()
export type DownloadUrlQuery = z.infer<typeof DownloadUrlQuerySchema>

/**
 * A time-limited download link. `expiresInSeconds` is the validity at the time of the answer, so a
 * client can cache the link by its own clock even when that clock differs from the server's.
 */
export const SignedDownloadSchema = z.object({
  ebook: EbookIdSchema,
  fileName: z.string(),
  url: z.string(),
  expiresAt: IsoDateTimeSchema,
  expiresInSeconds: z.number().int().positive(),
})
export type SignedDownload = z.infer<typeof SignedDownloadSchema>
