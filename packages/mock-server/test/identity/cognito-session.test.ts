/** The Cognito user-pool API: refresh, GetUser and sign-out. */
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { CLIENT_ID } from '../../src/identity/config'
import { DEMO_PASSWORD } from '../../src/store/seed/personas'
import { advanceClock, authHeader, buildTestApp, cognito, setClock, useTestApp } from '../helper'
import {
  NOW,
  expectError,
  signUp,
  tokensOf,
  whoami,
  type AuthenticationResult,
} from './cognito-helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

describe('refresh', () => {
  it('GetTokensFromRefreshToken and REFRESH_TOKEN_AUTH give new tokens of the same sign-in', async () => {
    await setClock(app, NOW)
    const first = await tokensOf(app, 'pro@example.com')
    await advanceClock(app, 3_600_000)
    expect((await whoami(app, first.IdToken)).statusCode).toBe(401)

    for (const res of [
      await cognito(app, 'GetTokensFromRefreshToken', {
        ClientId: CLIENT_ID,
        RefreshToken: first.RefreshToken,
      }),
      await cognito(app, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN: first.RefreshToken! },
      }),
    ]) {
      expect(res.statusCode).toBe(200)
      const result: AuthenticationResult = res.json().AuthenticationResult
      expect(result.RefreshToken).toBeUndefined()
      expect((await whoami(app, result.IdToken)).statusCode).toBe(200)
      const claims = decodeJwt(result.IdToken)
      expect(claims.iat).toBe(Date.parse(NOW) / 1000 + 3600)
      expect(claims.auth_time).toBe(Date.parse(NOW) / 1000)
      expect(claims.origin_jti).toBe(decodeJwt(first.IdToken).origin_jti)
    }
  })

  it('refuses an unknown refresh token and one past its 30 days', async () => {
    expectError(
      await cognito(app, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: 'x' }),
      'NotAuthorizedException',
      'Invalid Refresh Token',
    )
    await setClock(app, NOW)
    const { RefreshToken } = await tokensOf(app, 'uczen@example.com')
    await advanceClock(app, 30 * 24 * 3_600_000)
    expectError(
      await cognito(app, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken }),
      'NotAuthorizedException',
      'Refresh Token has expired',
    )
  })

  it('tokens last tokenLifetimeSeconds when the app is built with it', async () => {
    const short = await buildTestApp({ tokenLifetimeSeconds: 5, now: new Date(NOW) })
    const signIn = await cognito(short, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'uczen@example.com', PASSWORD: DEMO_PASSWORD },
    })
    const result: AuthenticationResult = signIn.json().AuthenticationResult
    expect(result.ExpiresIn).toBe(5)
    const get = (token: string) =>
      short.inject({ method: 'GET', url: '/api/saas/user/whoami', headers: authHeader(token) })
    await short.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 5_000 } })
    expect((await get(result.IdToken)).statusCode).toBe(401)
    const refreshed = await cognito(short, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: result.RefreshToken,
    })
    expect((await get(refreshed.json().AuthenticationResult.IdToken)).statusCode).toBe(200)
    await short.close()
  })
})

describe('GetUser', () => {
  it('answers the username and attributes of the access token', async () => {
    const signUpRes = await signUp(app)
    const { AccessToken } = await tokensOf(app, 'nowa.osoba@example.com', 'Haslo123!')
    const res = await cognito(app, 'GetUser', { AccessToken })
    expect(res.statusCode).toBe(200)
    const sub = signUpRes.json().UserSub
    expect(res.json()).toEqual({
      Username: sub,
      UserAttributes: [
        { Name: 'sub', Value: sub },
        { Name: 'email', Value: 'nowa.osoba@example.com' },
        { Name: 'email_verified', Value: 'false' },
        { Name: 'name', Value: 'Nowa Osoba' },
        { Name: 'custom:promoCode', Value: 'JESIEN' },
        { Name: 'custom:confirmationCode', Value: 'kod-123' },
      ],
    })
  })

  it('refuses an id token, an expired access token and a gone account', async () => {
    await setClock(app, NOW)
    const { IdToken, AccessToken } = await tokensOf(app, 'uczen@example.com')
    expectError(
      await cognito(app, 'GetUser', { AccessToken: IdToken }),
      'NotAuthorizedException',
      'Invalid Access Token',
    )
    await advanceClock(app, 3_600_000)
    expectError(
      await cognito(app, 'GetUser', { AccessToken }),
      'NotAuthorizedException',
      'Access Token has expired',
    )
    await signUp(app)
    const newcomer = await tokensOf(app, 'nowa.osoba@example.com', 'Haslo123!')
    await app.inject({ method: 'POST', url: '/__mock/reset' })
    await setClock(app, NOW)
    expectError(
      await cognito(app, 'GetUser', { AccessToken: newcomer.AccessToken }),
      'UserNotFoundException',
      'User does not exist.',
    )
  })
})

describe('sign-out', () => {
  /** Neither the refresh token refreshes nor the access token reads the user any more. */
  const expectRevoked = async (tokens: { RefreshToken?: string; AccessToken?: string }) => {
    expectError(
      await cognito(app, 'GetTokensFromRefreshToken', {
        ClientId: CLIENT_ID,
        RefreshToken: tokens.RefreshToken,
      }),
      'NotAuthorizedException',
      'Invalid Refresh Token',
    )
    expectError(
      await cognito(app, 'GetUser', { AccessToken: tokens.AccessToken }),
      'NotAuthorizedException',
      'Access Token has been revoked',
    )
  }

  it('GlobalSignOut revokes every refresh and access token of the user, and no one else’s', async () => {
    const first = await tokensOf(app, 'uczen@example.com')
    const second = await tokensOf(app, 'uczen@example.com')
    const other = await tokensOf(app, 'mini@example.com')
    const res = await cognito(app, 'GlobalSignOut', { AccessToken: second.AccessToken })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({})
    for (const tokens of [first, second]) await expectRevoked(tokens)
    const stillIn = await cognito(app, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: other.RefreshToken,
    })
    expect(stillIn.statusCode).toBe(200)
  })

  it('RevokeToken revokes one refresh token; an unknown token is not an error', async () => {
    const kept = await tokensOf(app, 'uczen@example.com')
    const revoked = await tokensOf(app, 'uczen@example.com')
    const res = await cognito(app, 'RevokeToken', {
      ClientId: CLIENT_ID,
      Token: revoked.RefreshToken,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({})
    await expectRevoked(revoked)
    const ok = await cognito(app, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: kept.RefreshToken,
    })
    expect(ok.statusCode).toBe(200)
    expect((await cognito(app, 'GetUser', { AccessToken: kept.AccessToken })).statusCode).toBe(200)
    expect(
      (await cognito(app, 'RevokeToken', { ClientId: CLIENT_ID, Token: 'x' })).statusCode,
    ).toBe(200)
  })
})
