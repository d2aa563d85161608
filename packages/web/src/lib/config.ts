import { USER_REQUEST_TIMEOUT_MS } from '@app/domain/constants'

/**
 * Build-time settings. Point a static bundle at the real API with
 * `VITE_API_BASE_URL=https://api.example.com pnpm build`; left empty, calls go to the app's own
 * origin, where the dev and preview servers proxy `/api` to the mock.
 */
export const config = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  requestTimeoutMs: USER_REQUEST_TIMEOUT_MS,
} as const

/** A URL the API gave (e.g. an image): root-relative paths belong to the API's origin. */
export function apiAssetUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${config.apiBaseUrl}${url}` : url
}
