/**
 * The Cognito emulation checked by Amplify's own client (aws-amplify/auth, as the web uses it)
 * over real HTTP. In Node, Amplify keeps its tokens in memory: no storage polyfill is needed.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { Amplify } from 'aws-amplify'
import {
  autoSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLIENT_ID, USER_POOL_ID } from '../../src/identity/config'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { authHeader, buildTestApp, cognito, resetApp } from '../helper'

const LIFETIME_SECONDS = 60

let app: FastifyInstance
let baseUrl: string
beforeAll(async () => {
  app = await buildTestApp({ tokenLifetimeSeconds: LIFETIME_SECONDS })
  await app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: USER_POOL_ID,
        userPoolClientId: CLIENT_ID,
        userPoolEndpoint: `${baseUrl}/cognito`,
      },
    },
  })
})
afterAll(() => app.close())

/** The user-pool actions Amplify sent, and the refresh tokens it received. */
let sent: string[] = []
let refreshTokens: string[] = []
const realFetch = globalThis.fetch
beforeEach(async () => {
  await resetApp(app)
  sent = []
  refreshTokens = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const target = new Headers(init?.headers).get('x-amz-target')
    const response = await realFetch(input, init)
    if (target) {
      sent.push(target.split('.')[1] ?? target)
      const body = (await response.clone().json()) as {
        AuthenticationResult?: { RefreshToken?: string }
      }
      const refreshToken = body.AuthenticationResult?.RefreshToken
      if (refreshToken) refreshTokens.push(refreshToken)
    }
    return response
  })
})
afterEach(async () => {
  await signOut()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const whoami = (idToken: string) =>
  app.inject({ method: 'GET', url: '/api/saas/user/whoami', headers: authHeader(idToken) })
const idToken = async () => {
  const token = (await fetchAuthSession()).tokens?.idToken
  if (!token) throw new Error('no id token')
  return token
}
const refreshWith = (refreshToken: string) =>
  cognito(app, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: refreshToken })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: Error) => ({ name: error.name, message: error.message }),
  )

describe('signIn (USER_SRP_AUTH)', () => {
  it('signs a persona in; the id token works with the product API', async () => {
    const result = await signIn({ username: 'uczen@example.com', password: DEMO_PASSWORD })
    expect(result).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })
    expect(sent).toEqual(['InitiateAuth', 'RespondToAuthChallenge'])

    expect(await getCurrentUser()).toMatchObject({
      userId: PERSONA_IDS.uczen,
      username: PERSONA_IDS.uczen,
      signInDetails: { loginId: 'uczen@example.com', authFlowType: 'USER_SRP_AUTH' },
    })
    const token = await idToken()
    expect(token.payload).toMatchObject({
      email: 'uczen@example.com',
      name: 'Kuba Nowak',
      'cognito:groups': ['Effective_Action_Course_Subscriber'],
    })
    const res = await whoami(token.toString())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: PERSONA_IDS.uczen, email: 'uczen@example.com' })

    expect(await fetchUserAttributes()).toMatchObject({
      sub: PERSONA_IDS.uczen,
      email: 'uczen@example.com',
      email_verified: 'true',
      name: 'Kuba Nowak',
    })
  })

  it('accepts the email in any case', async () => {
    const result = await signIn({ username: 'Rodzic@Example.com', password: DEMO_PASSWORD })
    expect(result.isSignedIn).toBe(true)
    expect((await getCurrentUser()).userId).toBe(PERSONA_IDS.rodzic)
  })

  it('refuses a wrong password with NotAuthorizedException', async () => {
    expect(await failure(signIn({ username: 'uczen@example.com', password: 'Demo123?' }))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    })
    expect(sent).toEqual(['InitiateAuth', 'RespondToAuthChallenge'])
  })

  it('answers an unknown user like a wrong password', async () => {
    expect(
      await failure(signIn({ username: 'nikt@example.com', password: DEMO_PASSWORD })),
    ).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' })
  })

  it('follows a password changed through the product API', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: authHeader(),
      payload: { email: 'mini@example.com' },
    })
    const { emails } = (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json()
    const token = (emails as { link: string }[])[0]!.link.split('/').pop()
    const change = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: authHeader(),
      payload: { token, password: 'NoweHaslo1' },
    })
    expect(change.statusCode).toBe(200)

    expect(
      (await failure(signIn({ username: 'mini@example.com', password: DEMO_PASSWORD }))).name,
    ).toBe('NotAuthorizedException')
    const result = await signIn({ username: 'mini@example.com', password: 'NoweHaslo1' })
    expect(result.isSignedIn).toBe(true)
  })
})

describe('signUp with autoSignIn', () => {
  const input = {
    username: 'nowy.uczen@example.com',
    password: 'Haslo123!',
    options: {
      userAttributes: {
        email: 'nowy.uczen@example.com',
        name: 'Nowy Uczeń',
        'custom:promoCode': 'START',
        'custom:confirmationCode': '',
      },
      autoSignIn: true,
    },
  }

  it('creates a confirmed account and signs it in; the id token carries the promo code', async () => {
    const result = await signUp(input)
    expect(result).toMatchObject({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' },
    })
    const signedIn = await autoSignIn()
    expect(signedIn.isSignedIn).toBe(true)
    expect(sent).toEqual(['SignUp', 'InitiateAuth', 'RespondToAuthChallenge'])

    const token = await idToken()
    expect(token.payload).toMatchObject({
      sub: result.userId,
      email: 'nowy.uczen@example.com',
      name: 'Nowy Uczeń',
      'custom:promoCode': 'START',
      'cognito:groups': [],
    })
    const res = await whoami(token.toString())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ newFlow: true, emailVerified: false, groups: [] })
  })

  it('refuses an email that has an account with UsernameExistsException', async () => {
    const taken = { ...input, username: 'UCZEN@example.com' }
    taken.options = {
      ...input.options,
      userAttributes: { ...input.options.userAttributes, email: 'uczen@example.com' },
    }
    expect(await failure(signUp(taken))).toEqual({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    })
  })

  it('refuses a weak password with InvalidPasswordException', async () => {
    const error = await failure(signUp({ ...input, password: 'haslo123' }))
    expect(error.name).toBe('InvalidPasswordException')
    expect(error.message).toBe(
      'Password did not conform with policy: Hasło musi zawierać wielką literę',
    )
    expect(app.store.users.byEmail(input.username)).toBeUndefined()
  })
})

describe('session refresh and sign-out', () => {
  /** Moves the mock clock and Amplify's clock (Date) forward together. */
  const advance = async (ms: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { advanceMs: ms },
    })
    vi.setSystemTime(new Date(res.json().now))
  }

  it('refreshes the tokens once the mock clock passes their expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() })
    await signIn({ username: 'pro@example.com', password: DEMO_PASSWORD })
    const first = (await idToken()).toString()
    expect((await whoami(first)).statusCode).toBe(200)

    await advance((LIFETIME_SECONDS + 1) * 1000)
    expect((await whoami(first)).statusCode).toBe(401)
    const second = (await idToken()).toString()
    expect(sent).toContain('GetTokensFromRefreshToken')
    expect(second).not.toBe(first)
    expect((await whoami(second)).statusCode).toBe(200)
    expect((await getCurrentUser()).userId).toBe(PERSONA_IDS.pro)
  })

  it('signOut({ global: true }) revokes every refresh token of the user', async () => {
    await signIn({ username: 'admin@example.com', password: DEMO_PASSWORD })
    await signOut()
    await signIn({ username: 'admin@example.com', password: DEMO_PASSWORD })
    await signOut({ global: true })
    expect(sent).toContain('GlobalSignOut')
    expect(refreshTokens).toHaveLength(2)
    for (const token of refreshTokens) {
      const res = await refreshWith(token)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Invalid Refresh Token',
      })
    }
    expect((await fetchAuthSession()).tokens).toBeUndefined()
  })

  it('signOut() revokes the refresh token of its own sign-in only', async () => {
    const otherDevice = await cognito(app, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: 'asystent@example.com', PASSWORD: DEMO_PASSWORD },
    })
    const kept = otherDevice.json().AuthenticationResult.RefreshToken as string
    await signIn({ username: 'asystent@example.com', password: DEMO_PASSWORD })
    await signOut()
    expect(sent).toContain('RevokeToken')
    expect(refreshTokens).toHaveLength(1)
    expect((await refreshWith(refreshTokens[0]!)).statusCode).toBe(400)
    expect((await refreshWith(kept)).statusCode).toBe(200)
  })
})
