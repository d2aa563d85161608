import { randomUUID } from 'node:crypto'
import { SignJWT, errors, exportJWK, generateKeyPair, jwtVerify, type JSONWebKeySet } from 'jose'
import type { Clock } from './clock'
import { CLIENT_ID } from './identity/config'
import type { UserRecord } from './store/users'

export const TOKEN_ISSUER = 'https://cognito-idp.mock.local/eu-central-1_mock'
export const TOKEN_AUDIENCE = CLIENT_ID
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600

/** The sign-in a token belongs to: its tokens and their refreshes share origin_jti and auth_time. */
export interface TokenSession {
  originJti: string
  /** Seconds since the epoch. */
  authTime: number
}

export type AccessTokenCheck =
  | { status: 'valid'; sub: string; originJti: string; scope: string }
  | { status: 'expired' | 'invalid' }

export interface TokenService {
  /** Lifetime in seconds of the id and access tokens. */
  lifetimeSeconds: number
  /** A Cognito-like RS256 id token for the user, issued at clock.now(); a new sign-in without a session. */
  issue(user: UserRecord, session?: TokenSession): Promise<string>
  /** A Cognito-like RS256 access token with the scope (space separated). */
  issueAccess(user: UserRecord, session: TokenSession, scope: string): Promise<string>
  /** The user id (sub) of a valid, unexpired id token, or null. */
  verify(token: string): Promise<string | null>
  /** Like verify, for a token verified before (no RSA work, no promise); undefined if it never was. */
  verifyKnown(token: string): string | null | undefined
  /** Checks an access token: signature, issuer, client, token_use and expiry on the mock clock. */
  verifyAccess(token: string): Promise<AccessTokenCheck>
  jwks: JSONWebKeySet
}

/** Verified tokens, so a request with a known token skips the RSA check (bounded; cleared when full). */
const CACHE_LIMIT = 10_000

/** Signs and verifies id tokens with a key pair made when the app is built. */
export async function createTokenService(
  clock: Clock,
  lifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS,
): Promise<TokenService> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = randomUUID()
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const verified = new Map<string, { sub: string; expMs: number }>()
  const verifyKnown = (token: string) => {
    const cached = verified.get(token)
    if (!cached) return undefined
    return cached.expMs > clock.now().getTime() ? cached.sub : null
  }

  const sign = (claims: Record<string, unknown>, user: UserRecord) => {
    const iat = Math.floor(clock.now().getTime() / 1000)
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetimeSeconds)
      .setJti(randomUUID())
  }
  const newSession = (): TokenSession => ({
    originJti: randomUUID(),
    authTime: Math.floor(clock.now().getTime() / 1000),
  })

  return {
    jwks: { keys: [jwk] },
    lifetimeSeconds,

    async issue(user, session = newSession()) {
      return sign(
        {
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
          'cognito:groups': user.groups,
          // Cognito's username: the sub, as in a pool that signs in with the email.
          'cognito:username': user.id,
          'custom:promoCode': user.promoCode,
          'custom:confirmationCode': user.confirmationCode,
          origin_jti: session.originJti,
          auth_time: session.authTime,
          token_use: 'id',
        },
        user,
      )
        .setAudience(TOKEN_AUDIENCE)
        .sign(privateKey)
    },

    async issueAccess(user, session, scope) {
      return sign(
        {
          'cognito:groups': user.groups,
          username: user.id,
          client_id: CLIENT_ID,
          scope,
          origin_jti: session.originJti,
          auth_time: session.authTime,
          token_use: 'access',
          version: 2,
        },
        user,
      ).sign(privateKey)
    },

    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: TOKEN_ISSUER,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: clock.now(),
        })
        const { sub, token_use, client_id, origin_jti, scope } = payload
        if (token_use !== 'access' || client_id !== CLIENT_ID || !sub) return { status: 'invalid' }
        if (typeof origin_jti !== 'string' || typeof scope !== 'string')
          return { status: 'invalid' }
        return { status: 'valid', sub, originJti: origin_jti, scope }
      } catch (error) {
        return { status: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
      }
    },

    verifyKnown,

    async verify(token) {
      const known = verifyKnown(token)
      if (known !== undefined) return known
      const now = clock.now()
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: now,
        })
        if (payload.token_use !== 'id' || !payload.sub || !payload.exp) return null
        if (verified.size >= CACHE_LIMIT) verified.clear()
        verified.set(token, { sub: payload.sub, expMs: payload.exp * 1000 })
        return payload.sub
      } catch {
        return null
      }
    },
  }
}
