import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { RefreshTokenRecord, SignInSession } from '../store/identity'
import type { UserRecord } from '../store/users'
import { REFRESH_TOKEN_LIFETIME_MS } from './config'

export interface IssuedTokens {
  idToken: string
  accessToken: string
  /** Seconds. */
  expiresIn: number
}

/** Id and access tokens of a sign-in, issued now (mock clock). */
export async function issueTokens(
  app: FastifyInstance,
  user: UserRecord,
  session: SignInSession,
): Promise<IssuedTokens> {
  const [idToken, accessToken] = await Promise.all([
    app.tokens.issue(user, session),
    app.tokens.issueAccess(user, session, session.scope),
  ])
  return { idToken, accessToken, expiresIn: app.tokens.lifetimeSeconds }
}

/** A new sign-in of the user: id, access and refresh token. */
export async function signIn(
  app: FastifyInstance,
  user: UserRecord,
  scope: string,
): Promise<IssuedTokens & { refreshToken: string }> {
  const now = app.clock.now()
  const session: SignInSession = {
    userId: user.id,
    originJti: randomUUID(),
    authTime: Math.floor(now.getTime() / 1000),
    scope,
  }
  const refresh = app.store.identity.issueRefreshToken(session, now, REFRESH_TOKEN_LIFETIME_MS)
  return { ...(await issueTokens(app, user, session)), refreshToken: refresh.token }
}

export type RefreshCheck =
  { ok: true; user: UserRecord; record: RefreshTokenRecord } | { ok: false; message: string }

/** The account and sign-in of a refresh token that is known, not revoked and not expired. */
export function checkRefreshToken(app: FastifyInstance, token: string): RefreshCheck {
  const record = app.store.identity.refreshToken(token)
  const user = record ? app.store.users.byId(record.userId) : undefined
  if (!record || record.revoked || !user) return { ok: false, message: 'Invalid Refresh Token' }
  if (record.expiresAtMs <= app.clock.now().getTime())
    return { ok: false, message: 'Refresh Token has expired' }
  return { ok: true, user, record }
}
