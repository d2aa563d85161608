/** The Cognito user-pool API (POST /cognito): the protocol, and the state it keeps. */
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CLIENT_ID, USER_POOL_ID } from '../../src/identity/config'
import { authHeader, cognito, resetApp, useTestApp } from '../helper'
import { expectError, passwordSignIn, signUp, tokensOf } from './cognito-helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

describe("Cognito's protocol", () => {
  it('answers an unknown or missing action with UnknownOperationException', async () => {
    expectError(await cognito(app, 'AdminCreateUser', {}), 'UnknownOperationException')
    const missing = await app.inject({
      method: 'POST',
      url: '/cognito',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      payload: '{}',
    })
    expectError(missing, 'UnknownOperationException')
  })

  it('answers a body that is not JSON with SerializationException', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/cognito/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      payload: '{"ClientId": ',
    })
    expectError(res, 'SerializationException', 'The request body is not valid JSON.')
  })

  it('checks the client id and the required parameters', async () => {
    expectError(
      await cognito(app, 'RevokeToken', { ClientId: 'inny-klient', Token: 'x' }),
      'ResourceNotFoundException',
      'User pool client inny-klient does not exist.',
    )
    expectError(
      await cognito(app, 'RevokeToken', { ClientId: CLIENT_ID }),
      'InvalidParameterException',
      "1 validation error detected: Value at 'Token' failed to satisfy constraint: Member must not be null",
    )
    expectError(
      await cognito(app, 'InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: CLIENT_ID }),
      'InvalidParameterException',
      'Missing required parameter USERNAME',
    )
    expectError(
      await cognito(app, 'InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', ClientId: CLIENT_ID }),
      'InvalidParameterException',
      'CUSTOM_AUTH flow not enabled for this client',
    )
  })

  it('answers CORS preflights and lets any origin read answers and error types', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/cognito',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-amz-target,x-amz-user-agent,amz-sdk-request',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('*')
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'content-type,x-amz-target,x-amz-user-agent,amz-sdk-request',
    )
    expect(preflight.headers['access-control-allow-methods']).toContain('POST')
    const res = await passwordSignIn(app, 'uczen@example.com', 'zle')
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(res.headers['access-control-expose-headers']).toContain('x-amzn-errortype')
  })

  it('leaves the product API JSON only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/trace',
      headers: { ...authHeader(), 'content-type': 'application/x-amz-json-1.1' },
      payload: '{}',
    })
    expect(res.statusCode).toBe(415)
  })

  it('is subject to control-API scenarios', async () => {
    await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { pattern: '/cognito', status: 503 },
    })
    expect((await passwordSignIn(app, 'uczen@example.com')).statusCode).toBe(503)
  })
})

describe('state', () => {
  it('keeps sign-ups and refresh tokens until POST /__mock/reset', async () => {
    await signUp(app)
    const { RefreshToken } = await tokensOf(app, 'nowa.osoba@example.com', 'Haslo123!')
    await resetApp(app)
    expect(app.store.users.byEmail('nowa.osoba@example.com')).toBeUndefined()
    expectError(
      await cognito(app, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken }),
      'NotAuthorizedException',
    )
  })

  it('GET /__mock/identity names what Amplify needs', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/identity' })
    expect(res.json()).toEqual({
      userPoolId: USER_POOL_ID,
      clientId: CLIENT_ID,
      hostedUiDomain: 'localhost:4443',
      userPoolEndpointPath: '/cognito',
    })
    expect(USER_POOL_ID).toBe('eu-central-1_MockPool1')
    expect(CLIENT_ID).toBe('mock-web-client')
  })
})
