/** The Cognito user-pool API: SignUp. */
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CLIENT_ID } from '../../src/identity/config'
import { cognito, setClock, useTestApp } from '../helper'
import { NOW, expectError, signUp } from './cognito-helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

describe('SignUp', () => {
  it('creates a confirmed platform account from the attributes', async () => {
    await setClock(app, NOW)
    const res = await signUp(app)
    expect(res.statusCode).toBe(200)
    const { UserConfirmed, UserSub } = res.json()
    expect(UserConfirmed).toBe(true)
    expect(app.store.users.byId(UserSub)).toMatchObject({
      email: 'nowa.osoba@example.com',
      password: 'Haslo123!',
      name: 'Nowa Osoba',
      promoCode: 'JESIEN',
      confirmationCode: 'kod-123',
      groups: [],
      isParent: false,
      newFlow: true,
      emailVerified: false,
      hasSolvedInitialQuiz: false,
      createdAt: NOW,
    })
  })

  it('makes a parent account when ClientMetadata says isParent', async () => {
    const res = await signUp(app, { ClientMetadata: { isParent: 'true' } })
    expect(app.store.users.byId(res.json().UserSub)?.isParent).toBe(true)
  })

  it('takes missing custom attributes as empty', async () => {
    const res = await cognito(app, 'SignUp', {
      ClientId: CLIENT_ID,
      Username: 'ktos@example.com',
      Password: 'Haslo123!',
      UserAttributes: [{ Name: 'name', Value: 'Ktoś Nowy' }],
    })
    expect(app.store.users.byId(res.json().UserSub)).toMatchObject({
      promoCode: '',
      confirmationCode: '',
    })
  })

  it('refuses an email that has an account, in any case', async () => {
    expectError(
      await signUp(app, { Username: 'MINI@example.com' }, { email: 'mini@example.com' }),
      'UsernameExistsException',
      'An account with the given email already exists.',
    )
  })

  it.each([
    [
      'krotkie1A',
      'Haslo1!',
      'Password did not conform with policy: Hasło musi mieć co najmniej 8 znaków',
    ],
    [
      'no upper',
      'haslo123!',
      'Password did not conform with policy: Hasło musi zawierać wielką literę',
    ],
    ['no digit', 'HasloHaslo', 'Password did not conform with policy: Hasło musi zawierać cyfrę'],
  ])(
    'refuses a weak password (%s) with InvalidPasswordException',
    async (_case, password, message) => {
      expectError(await signUp(app, { Password: password }), 'InvalidPasswordException', message)
      expect(app.store.users.byEmail('nowa.osoba@example.com')).toBeUndefined()
    },
  )

  it.each([
    [{ Username: 'nie-email' }, {}, 'Username should be an email.'],
    [{ Username: 'inna@example.com' }, {}, 'email: must be the username.'],
    [{}, { phone_number: '+48123' }, 'phone_number: Attribute does not exist in the schema.'],
    [{}, { name: 'X' }, 'name: Imię musi mieć co najmniej 2 znaki'],
    [{ UserAttributes: [] }, {}, 'name: The attribute is required'],
    [{}, { 'custom:promoCode': 'P'.repeat(41) }, 'custom:promoCode: Kod promocyjny jest za długi'],
  ])(
    'refuses bad attributes with InvalidParameterException',
    async (overrides, attributes, message) => {
      expectError(await signUp(app, overrides, attributes), 'InvalidParameterException', message)
    },
  )
})
