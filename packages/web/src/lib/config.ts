import { USER_REQUEST_TIMEOUT_MS } from '@app/domain/shared/constants'

const env = import.meta.env

/** The mock server's emulation of the identity service (packages/mock-server, README). */
const MOCK_IDENTITY = {
  userPoolId: 'eu-central-1_MockPool1',
  userPoolClientId: 'mock-web-client',
  hostedUiDomain: 'localhost:4443',
  userPoolEndpoint: '/cognito',
} as const

export interface IdentityConfig {
  userPoolId: string
  userPoolClientId: string
  /** The hosted UI's host name (no scheme): Amplify always calls `https://{domain}/oauth2/...`. */
  hostedUiDomain: string
  /** Where the user-pool API is, when not AWS's own (the mock); a path is taken from the app's origin. */
  userPoolEndpoint: string | null
}

/**
 * The identity service. Production sets the three VITE_COGNITO_* values of its user pool; without
 * them the bundle talks to the mock's emulation (dev server, e2e, local builds). A half-set
 * configuration is a deployment mistake and stops the app at start.
 */
function identityConfig(): IdentityConfig {
  const userPoolId = env.VITE_COGNITO_USER_POOL_ID?.trim()
  const userPoolClientId = env.VITE_COGNITO_CLIENT_ID?.trim()
  const hostedUiDomain = env.VITE_COGNITO_DOMAIN?.trim().replace(/^https:\/\//, '')
  const userPoolEndpoint = env.VITE_COGNITO_ENDPOINT?.trim() || null
  if (!userPoolId && !userPoolClientId && !hostedUiDomain) {
    return {
      ...MOCK_IDENTITY,
      userPoolEndpoint: userPoolEndpoint ?? MOCK_IDENTITY.userPoolEndpoint,
    }
  }
  if (!userPoolId || !userPoolClientId || !hostedUiDomain) {
    throw new Error(
      'Set all of VITE_COGNITO_USER_POOL_ID, VITE_COGNITO_CLIENT_ID and VITE_COGNITO_DOMAIN, or none (the mock).',
    )
  }
  return { userPoolId, userPoolClientId, hostedUiDomain, userPoolEndpoint }
}

/**
 * Build-time settings. Point a static bundle at the real API with
 * `VITE_API_BASE_URL=https://api.example.com pnpm build`; left empty, calls go to the app's own
 * origin, where the dev and preview servers proxy `/api` (and the mock's `/cognito`) to the mock.
 */
const apiBaseUrl = (env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')

export const config = {
  apiBaseUrl,
  /**
   * Where API requests go: the bundle's API, except in the build-time prerender (Node, see
   * scripts/prerender.ts), which reads the page data from PRERENDER_API_URL. Asset URLs in the
   * HTML keep using `apiBaseUrl`, as the browser will.
   */
  apiRequestUrl: import.meta.env.SSR ? (process.env.PRERENDER_API_URL ?? apiBaseUrl) : apiBaseUrl,
  requestTimeoutMs: USER_REQUEST_TIMEOUT_MS,
  identity: identityConfig(),
  /** Analytics measurement id (e.g. G-XXXXXXX); unset: no analytics script, even after consent. */
  analyticsId: env.VITE_ANALYTICS_ID?.trim() || null,
  /** The support widget's (Intercom) app id; unset: no widget at all. */
  supportWidgetAppId: env.VITE_INTERCOM_APP_ID?.trim() || null,
} as const

/** A URL the API gave (e.g. an image): root-relative paths belong to the API's origin. */
export function apiAssetUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${config.apiBaseUrl}${url}` : url
}
