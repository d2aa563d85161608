/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the product API; empty means the same origin as the app (proxied to the mock). */
  readonly VITE_API_BASE_URL?: string
  /** The Cognito user pool, e.g. eu-central-1_AbCdEf123; unset with the two below: the mock. */
  readonly VITE_COGNITO_USER_POOL_ID?: string
  /** The user pool's app client id (a public client, no secret). */
  readonly VITE_COGNITO_CLIENT_ID?: string
  /** The hosted UI's domain, e.g. auth.example.pl or <prefix>.auth.<region>.amazoncognito.com. */
  readonly VITE_COGNITO_DOMAIN?: string
  /** Mock only: the user-pool API endpoint instead of AWS's (a path means the app's origin). */
  readonly VITE_COGNITO_ENDPOINT?: string
  /** Optional Google Analytics 4 measurement id; loaded only after cookie consent. */
  readonly VITE_ANALYTICS_ID?: string
  /** Optional Intercom app id for the support widget of signed-in users. */
  readonly VITE_INTERCOM_APP_ID?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
