/** Amplify's token refresh and sign-out against the emulation (./amplify-helper.ts). */
import type { FastifyInstance } from 'fastify'
import { fetchAuthSession, getCurrentUser, signIn, signOut } from 'aws-amplify/auth'
import { describe, expect, it, vi } from 'vitest'
import { CLIENT_ID } from '../../src/identity/config'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { cognito } from '../helper'
import { LIFETIME_SECONDS, idToken, useAmplify, whoami } from './amplify-helper'

let app: FastifyInstance
let sent: string[]
let refreshTokens: string[]
useAmplify((harness) => ({ app, sent, refreshTokens } = harness))

const refreshWith = (refreshToken: string) =>
  cognito(app, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: refreshToken })

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
    expect((await whoami(app, first)).statusCode).toBe(200)

    await advance((LIFETIME_SECONDS + 1) * 1000)
    expect((await whoami(app, first)).statusCode).toBe(401)
    const second = (await idToken()).toString()
    expect(sent).toContain('GetTokensFromRefreshToken')
    expect(second).not.toBe(first)
    expect((await whoami(app, second)).statusCode).toBe(200)
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
