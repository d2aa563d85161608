/**
 * The identity service the mock emulates: one Cognito user pool with one public app client
 * (no secret) and its hosted UI. The web configures Amplify with these values in development.
 */

export const REGION = 'eu-central-1'
export const USER_POOL_ID = `${REGION}_MockPool1`
/** The part of the pool id after the underscore: Cognito's SRP hashes it into every proof. */
export const USER_POOL_NAME = USER_POOL_ID.split('_')[1] ?? ''
/** The app client id, also the `aud` of the id tokens. */
export const CLIENT_ID = 'mock-web-client'

/** Where the user-pool JSON API answers on the mock's main port (Amplify's `userPoolEndpoint`). */
export const USER_POOL_ENDPOINT_PATH = '/cognito'
export const DEFAULT_HTTPS_PORT = 4443
/** The hosted-UI domain Amplify builds `https://{domain}/oauth2/...` from. */
export const DEFAULT_HOSTED_UI_DOMAIN = `localhost:${DEFAULT_HTTPS_PORT}`

/** Scopes of an access token from a password (SRP) sign-in. */
export const SIGN_IN_SCOPE = 'aws.cognito.signin.user.admin openid email profile'
/** Scopes a hosted-UI client may ask for. */
export const OAUTH_SCOPES = ['openid', 'email', 'profile', 'phone', 'aws.cognito.signin.user.admin']
/** The scope GetUser (and other user-pool calls with an access token) needs. */
export const ADMIN_SCOPE = 'aws.cognito.signin.user.admin'

/** Cognito's default refresh-token lifetime. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000
/** An SRP challenge must be answered within this time (mock clock). */
export const SRP_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000
/** A hosted-UI authorization code is valid this long (mock clock), once. */
export const AUTH_CODE_LIFETIME_MS = 5 * 60 * 1000

/**
 * Cognito's error_description when a PreSignUp trigger refuses a social sign-in because a
 * password account with the same email exists. The web recognises it by "already exists".
 */
export const EXISTING_USER_ERROR_DESCRIPTION =
  'PreSignUp failed with error A user with the same email already exists.'
