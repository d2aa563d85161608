import type { EbookId, SignedDownload } from '@app/contract/ebook'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

/**
 * `GET /api/ebook/{ebook}/download-url`: a signed, short-lived download link. Not a cached query:
 * the ebook feature keeps the link in the browser's storage until shortly before it expires.
 */
export function fetchDownloadLink(ebook: EbookId): Promise<SignedDownload> {
  return okBody(tsr.ebook.getDownloadUrl.query({ params: { ebook } }))
}
