/**
 * The lockout as the web meets it: Amplify's own signIn (USER_SRP_AUTH) against the emulation,
 * over real HTTP, on the mock clock.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { Amplify } from 'aws-amplify'
import { signIn, signOut } from 'aws-amplify/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_ID, USER_POOL_ID } from '../../src/identity/config'
import { DEMO_PASSWORD } from '../../src/store/seed/personas'
import { buildTestApp, setClock } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: USER_POOL_ID,
        userPoolClientId: CLIENT_ID,
        userPoolEndpoint: `http://127.0.0.1:${port}/cognito`,
      },
    },
  })
})
afterAll(async () => {
  await signOut()
  await app.close()
})

/** What Amplify throws: its error's name and message. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ name: 'none', message: 'signed in' }),
    (error: Error) => ({ name: error.name, message: error.message }),
  )

describe('Amplify signIn after 5 wrong passwords', () => {
  it('throws NotAuthorizedException "Password attempts exceeded" until the lockout is over', async () => {
    // Fixed at the real time: Amplify checks the tokens' times against its own clock.
    await setClock(app, new Date().toISOString())
    const attempt = (password: string) => signIn({ username: 'mini@example.com', password })
    for (let i = 0; i < 5; i++) {
      expect(await failure(attempt('Zle-haslo-1'))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      })
    }
    expect(await failure(attempt(DEMO_PASSWORD))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    })

    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 1_000 } })
    expect(await attempt(DEMO_PASSWORD)).toMatchObject({ isSignedIn: true })
    // Seven SRP sign-ins, each a few hundred milliseconds of big-number work in Amplify: past
    // the 5 s default on a busy 2-core machine.
  }, 20_000)
})
