import { z } from 'zod'
import { IsoDateTimeSchema } from '../common.schemas'

/** The downloads: the ebook, the webinar participants' ebook and the domination-plan ebook. */
export const EBOOK_IDS = ['ebook', 'webinar', 'domination-plan'] as const
export const EbookIdSchema = z.enum(EBOOK_IDS)
export type EbookId = z.infer<typeof EbookIdSchema>

export const EbookParamsSchema = z.object({ ebook: EbookIdSchema })

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
