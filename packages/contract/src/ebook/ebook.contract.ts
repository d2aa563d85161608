import { initContract } from '@ts-rest/core'
import { proposed, ApiErrorSchema } from '../common.schemas'
import { DownloadUrlQuerySchema, EbookParamsSchema, SignedDownloadSchema } from './ebook.schemas'

const c = initContract()

export const ebookContract = c.router({
  getDownloadUrl: {
    method: 'GET',
    path: '/ebook/:ebook/download-url',
    pathParams: EbookParamsSchema,
    query: DownloadUrlQuerySchema,
    responses: { 200: SignedDownloadSchema, 403: ApiErrorSchema },
    summary:
      'A signed, time-limited link to download an ebook (anyone, also PUBLIC); the main ebook (`ebook`) needs `?token=` from the welcome email (a confirmed EBOOK sign-up), else 403; the file is served only with a valid, unexpired signature',
    metadata: proposed,
  },
})
