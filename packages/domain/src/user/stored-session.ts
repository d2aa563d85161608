/**
 * The id token that the identity library (Amplify's Cognito token store) keeps for a signed-in
 * browser, read without loading the library: a signed-in visit asks whoami, and starts its page
 * data, while the library is still on its way (or never needed). Only a token Amplify itself
 * would use as it is counts: both tokens present and unexpired by Amplify's own rule (clock drift,
 * 5 s of tolerance). Anything else (expired, a hosted-UI sign-in in flight, unreadable) is left
 * to the library, which refreshes or clears it.
 */
export interface KeyValueReader {
  getItem(key: string): string | null
}

/** Amplify's `isTokenExpired` tolerance. */
const EXPIRY_TOLERANCE_MS = 5000

/** The prefix under which Amplify keeps everything of one app client. */
export const identityStoragePrefix = (clientId: string) =>
  `CognitoIdentityServiceProvider.${clientId}.`

/** A JWT's `exp` in seconds, or null when the token cannot be read. */
export function jwtExpirySeconds(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    const exp = (claims as { exp?: unknown } | null)?.exp
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null
  } catch {
    return null
  }
}

export function storedIdToken(
  storage: KeyValueReader,
  clientId: string,
  nowMs: number,
): string | null {
  const prefix = identityStoragePrefix(clientId)
  if (storage.getItem(`${prefix}inflightOAuth`) === 'true') return null
  const user = storage.getItem(`${prefix}LastAuthUser`)
  if (!user) return null
  const idToken = storage.getItem(`${prefix}${user}.idToken`)
  const accessToken = storage.getItem(`${prefix}${user}.accessToken`)
  if (!idToken || !accessToken) return null
  const clockDrift = Number.parseInt(storage.getItem(`${prefix}${user}.clockDrift`) ?? '0', 10)
  const usable = (token: string) => {
    const exp = jwtExpirySeconds(token)
    const drift = Number.isFinite(clockDrift) ? clockDrift : 0
    return exp !== null && nowMs + drift + EXPIRY_TOLERANCE_MS <= exp * 1000
  }
  return usable(idToken) && usable(accessToken) ? idToken : null
}
