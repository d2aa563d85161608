import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { Amplify } from 'aws-amplify'
import { fetchAuthSession, signOut } from 'aws-amplify/auth'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { CLIENT_ID, USER_POOL_ID } from '../../src/identity/config'
import { authHeader, buildTestApp, resetApp } from '../helper'

/**
 * Shared setup and steps of the tests that check the Cognito emulation with Amplify's own client
 * (aws-amplify/auth, as the web uses it) over real HTTP (amplify-*.test.ts). In Node, Amplify
 * keeps its tokens in memory: no storage polyfill is needed.
 */

export const LIFETIME_SECONDS = 60

export interface AmplifyHarness {
  app: FastifyInstance
  /** The user-pool actions Amplify sent in the current test. */
  sent: string[]
  /** The refresh tokens Amplify received in the current test. */
  refreshTokens: string[]
}

/**
 * An app listening on a free port, its tokens lasting LIFETIME_SECONDS, and Amplify configured to
 * call it, for the calling test file. Before each test the app is reset and Amplify's calls are
 * recorded afresh; after each, Amplify signs out and the clocks are real again. `keep` gets the
 * harness once built. Call it at the top level of a test file (see `useTestApp` in ../helper).
 */
export function useAmplify(keep: (harness: AmplifyHarness) => void): void {
  let app: FastifyInstance
  const sent: string[] = []
  const refreshTokens: string[] = []
  const realFetch = globalThis.fetch
  beforeAll(async () => {
    app = await buildTestApp({ tokenLifetimeSeconds: LIFETIME_SECONDS })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: USER_POOL_ID,
          userPoolClientId: CLIENT_ID,
          userPoolEndpoint: `${baseUrl}/cognito`,
        },
      },
    })
    keep({ app, sent, refreshTokens })
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    await resetApp(app)
    sent.length = 0
    refreshTokens.length = 0
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
}

export const whoami = (app: FastifyInstance, idToken: string) =>
  app.inject({ method: 'GET', url: '/api/saas/user/whoami', headers: authHeader(idToken) })

/** The id token Amplify holds now. */
export const idToken = async () => {
  const token = (await fetchAuthSession()).tokens?.idToken
  if (!token) throw new Error('no id token')
  return token
}

/** What Amplify throws: its error's name and message. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: Error) => ({ name: error.name, message: error.message }),
  )
