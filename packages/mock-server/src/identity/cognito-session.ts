import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { UserRecord } from '../store/users'
import { ADMIN_SCOPE } from './config'
import { CognitoError, notAuthorized } from './cognito-errors'
import { ClientId, checkClient, parse, type CognitoAction } from './cognito-input'
import { authenticationResult } from './password-sign-in'
import { checkRefreshToken, issueTokens } from './sign-in'

/**
 * What a signed-in client does with its tokens: refresh them (GetTokensFromRefreshToken, and
 * InitiateAuth's REFRESH_TOKEN_AUTH), read the account (GetUser) and sign out (GlobalSignOut,
 * RevokeToken).
 */

const GetTokensFromRefreshTokenInput = z.object({ ClientId, RefreshToken: z.string() })
const AccessTokenInput = z.object({ AccessToken: z.string() })
const RevokeTokenInput = z.object({ ClientId, Token: z.string() })

/** New id and access tokens of the refresh token's sign-in. */
export async function refreshed(app: FastifyInstance, refreshToken: string) {
  const check = checkRefreshToken(app, refreshToken)
  if (!check.ok) throw notAuthorized(check.message)
  return authenticationResult(await issueTokens(app, check.user, check.record))
}

/** The account of a valid access token with the admin scope, as GetUser and GlobalSignOut need. */
async function accessTokenUser(app: FastifyInstance, token: string): Promise<UserRecord> {
  const check = await app.tokens.verifyAccess(token)
  if (check.status !== 'valid') {
    throw notAuthorized(
      check.status === 'expired' ? 'Access Token has expired' : 'Invalid Access Token',
    )
  }
  if (app.store.identity.isOriginRevoked(check.originJti)) {
    throw notAuthorized('Access Token has been revoked')
  }
  if (!check.scope.split(' ').includes(ADMIN_SCOPE)) {
    throw notAuthorized('Access Token does not have required scopes')
  }
  const user = app.store.users.byId(check.sub)
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.')
  return user
}

export const getTokensFromRefreshToken: CognitoAction = async (app, raw) => {
  const input = parse(GetTokensFromRefreshTokenInput, raw)
  checkClient(input.ClientId)
  return refreshed(app, input.RefreshToken)
}

export const getUser: CognitoAction = async (app, raw) => {
  const user = await accessTokenUser(app, parse(AccessTokenInput, raw).AccessToken)
  return {
    Username: user.id,
    UserAttributes: [
      { Name: 'sub', Value: user.id },
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: String(user.emailVerified) },
      { Name: 'name', Value: user.name },
      { Name: 'custom:promoCode', Value: user.promoCode },
      { Name: 'custom:confirmationCode', Value: user.confirmationCode },
    ],
  }
}

export const globalSignOut: CognitoAction = async (app, raw) => {
  const user = await accessTokenUser(app, parse(AccessTokenInput, raw).AccessToken)
  app.store.identity.revokeAllOf(user.id)
  return {}
}

export const revokeToken: CognitoAction = async (app, raw) => {
  const input = parse(RevokeTokenInput, raw)
  checkClient(input.ClientId)
  // As in RFC 7009, a token that is unknown (or already revoked) is not an error.
  const record = app.store.identity.refreshToken(input.Token)
  if (record) app.store.identity.revokeRefreshToken(record)
  return {}
}
