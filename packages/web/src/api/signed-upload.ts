import {
  REQUEST_TIMEOUT_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  apiError,
  isApiError,
  networkFailureMessage,
} from '@app/contract/errors'
import { apiAssetUrl, config } from '../lib/config'

/**
 * PUTs a file to a signed upload link (a storage service's presigned URL: no bearer token, the
 * link's own headers). Failures are thrown as error envelopes for `toApiError`, as the API's are.
 */
export async function putSignedUpload(
  link: { uploadUrl: string; headers: Record<string, string> },
  blob: Blob,
): Promise<void> {
  const timeout = AbortSignal.timeout(config.requestTimeoutMs)
  let response: Response
  try {
    response = await fetch(apiAssetUrl(link.uploadUrl), {
      method: 'PUT',
      headers: link.headers,
      body: blob,
      signal: timeout,
    })
  } catch (error) {
    if (timeout.aborted) throw apiError(408, REQUEST_TIMEOUT_MESSAGE)
    // fetch rejects with a TypeError only when no answer came back at all.
    if (error instanceof TypeError) throw apiError(503, SERVER_UNREACHABLE_MESSAGE)
    throw error
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    throw isApiError(body)
      ? body
      : apiError(response.status, networkFailureMessage(`HTTP ${response.status}`))
  }
}
