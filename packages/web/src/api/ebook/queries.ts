import type { EbookId, SignedDownload } from '@app/contract/ebook'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

/**
 * `GET /api/ebook/{ebook}/download-url`: a signed, short-lived download link; the main ebook only
 * with the `token` of the emailed link (else 403). Not a cached query: the ebook feature keeps the
 * link in the browser's storage until shortly before it expires.
 */
export function fetchDownloadLink(ebook: EbookId, token?: string): Promise<SignedDownload> {
  return okBody(
    tsr.ebook.getDownloadUrl.query({ params: { ebook }, query: token ? { token } : {} }),
  )
}
