import { initContract } from '@ts-rest/core'
import { proposed } from '../common.schemas'
import { EbookParamsSchema, SignedDownloadSchema } from './ebook.schemas'

const c = initContract()

export const ebookContract = c.router({
  getDownloadUrl: {
    method: 'GET',
    path: '/ebook/:ebook/download-url',
    pathParams: EbookParamsSchema,
    responses: { 200: SignedDownloadSchema },
    summary:
      'A signed, time-limited link to download an ebook (anyone, also PUBLIC); the file is served only with a valid, unexpired signature',
    metadata: proposed,
  },
})
