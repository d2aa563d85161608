import { CLIENT_ID, OAUTH_SCOPES } from './config'
import { HOSTED_UI_TEXT as TEXT } from './hosted-ui.text'

/**
 * Reading an OAuth 2.0 authorize request (/oauth2/authorize, by GET or by the login form's POST)
 * as Cognito's hosted UI checks it: the code flow only, known scopes, PKCE with S256.
 */

export type Params = Record<string, string | undefined>

export interface AuthorizeRequest {
  redirectUri: string
  state: string | null
  scope: string
  codeChallenge: string | null
  identityProvider: string | null
  /** The parameters to carry through the login forms. */
  hidden: Record<string, string>
}

export type AuthorizeCheck =
  | { ok: true; request: AuthorizeRequest }
  | { ok: false; page: string }
  | { ok: false; redirect: string; state: string | null; error: string; description: string }

const AUTHORIZE_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'identity_provider',
] as const
const DEFAULT_SCOPE = 'openid email profile'

export const isHttpUrl = (text: string | undefined): text is string => {
  if (!text) return false
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

/** The authorize parameters; what cannot go back to redirect_uri becomes an error page. */
export function readAuthorize(params: Params): AuthorizeCheck {
  if (params.client_id !== CLIENT_ID) return { ok: false, page: TEXT.unknownClient }
  const redirectUri = params.redirect_uri
  if (!isHttpUrl(redirectUri)) return { ok: false, page: TEXT.badRedirect }
  const state = params.state ?? null
  const fail = (error: string, description: string) =>
    ({ ok: false, redirect: redirectUri, state, error, description }) as const
  if (params.response_type !== 'code') {
    return fail('unsupported_response_type', 'The mock hosted UI supports response_type=code.')
  }
  const scopes = (params.scope ?? DEFAULT_SCOPE).split(/\s+/).filter(Boolean)
  if (scopes.some((s) => !OAUTH_SCOPES.includes(s))) {
    return fail('invalid_scope', 'A requested scope is not allowed for this client.')
  }
  if (scopes.some((s) => s === 'email' || s === 'profile') && !scopes.includes('openid')) {
    return fail('invalid_scope', 'The email and profile scopes need the openid scope.')
  }
  const codeChallenge = params.code_challenge ?? null
  if (codeChallenge !== null && params.code_challenge_method !== 'S256') {
    return fail('invalid_request', 'code_challenge_method must be S256.')
  }
  const hidden: Record<string, string> = {}
  for (const name of AUTHORIZE_PARAMS) {
    const value = params[name]
    if (value !== undefined) hidden[name] = value
  }
  return {
    ok: true,
    request: {
      redirectUri,
      state,
      scope: scopes.join(' '),
      codeChallenge,
      identityProvider: params.identity_provider ?? null,
      hidden,
    },
  }
}
