import { randomUUID } from 'node:crypto'
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type JSONWebKeySet } from 'jose'
import type { Clock } from './clock'
import type { UserRecord } from './store/users'

export const TOKEN_ISSUER = 'https://cognito-idp.mock.local/eu-central-1_mock'
export const TOKEN_AUDIENCE = 'mock-web-client'
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600

export interface TokenService {
  /** A Cognito-like RS256 id token for the user, issued at clock.now(). */
  issue(user: UserRecord): Promise<string>
  /** The user id (sub) of a valid, unexpired id token, or null. */
  verify(token: string): Promise<string | null>
  /** Like verify, for a token verified before (no RSA work, no promise); undefined if it never was. */
  verifyKnown(token: string): string | null | undefined
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

  return {
    jwks: { keys: [jwk] },

    async issue(user) {
      const iat = Math.floor(clock.now().getTime() / 1000)
      return new SignJWT({
        email: user.email,
        name: user.name,
        'cognito:groups': user.groups,
        'custom:promoCode': user.promoCode,
        token_use: 'id',
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .setJti(randomUUID())
        .sign(privateKey)
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
