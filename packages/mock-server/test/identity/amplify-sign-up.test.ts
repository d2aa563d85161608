/** Amplify's signUp and autoSignIn against the emulation (./amplify-helper.ts). */
import type { FastifyInstance } from 'fastify'
import { autoSignIn, signUp } from 'aws-amplify/auth'
import { describe, expect, it } from 'vitest'
import { failure, idToken, useAmplify, whoami } from './amplify-helper'

let app: FastifyInstance
let sent: string[]
useAmplify((harness) => ({ app, sent } = harness))

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
    const res = await whoami(app, token.toString())
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
