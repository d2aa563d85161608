/** Amplify's signIn (USER_SRP_AUTH) against the emulation (./amplify-helper.ts). */
import type { FastifyInstance } from 'fastify'
import { fetchUserAttributes, getCurrentUser, signIn } from 'aws-amplify/auth'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { authHeader } from '../helper'
import { failure, idToken, useAmplify, whoami } from './amplify-helper'

let app: FastifyInstance
let sent: string[]
useAmplify((harness) => ({ app, sent } = harness))

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
    const res = await whoami(app, token.toString())
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
