import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { CLIENT_ID } from '../../src/identity/config'
import { DEMO_PASSWORD } from '../../src/store/seed/personas'
import { authHeader, cognito } from '../helper'

/** Shared steps of the Cognito user-pool API tests (cognito-*.test.ts). */
export const NOW = '2026-03-02T09:00:00.000Z'

export interface AuthenticationResult {
  AccessToken: string
  IdToken: string
  RefreshToken?: string
  ExpiresIn: number
  TokenType: string
}

export const whoami = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/saas/user/whoami', headers: authHeader(token) })

export const passwordSignIn = (app: FastifyInstance, username: string, password = DEMO_PASSWORD) =>
  cognito(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  })

export const tokensOf = async (
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<AuthenticationResult> => {
  const res = await passwordSignIn(app, username, password)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().AuthenticationResult
}

export const signUp = (
  app: FastifyInstance,
  overrides: object = {},
  attributes: Record<string, string> = {},
) =>
  cognito(app, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: 'Nowa.Osoba@example.com',
    Password: 'Haslo123!',
    UserAttributes: Object.entries({
      email: 'nowa.osoba@example.com',
      name: 'Nowa Osoba',
      'custom:promoCode': 'JESIEN',
      'custom:confirmationCode': 'kod-123',
      ...attributes,
    }).map(([Name, Value]) => ({ Name, Value })),
    ...overrides,
  })

/** The Cognito error answer: status 400, x-amzn-ErrorType and the JSON body. */
export const expectError = (
  res: Awaited<ReturnType<typeof cognito>>,
  type: string,
  message?: string | RegExp,
) => {
  expect(res.statusCode).toBe(400)
  expect(res.headers['x-amzn-errortype']).toBe(`${type}:`)
  expect(res.headers['content-type']).toBe('application/x-amz-json-1.1')
  expect(res.json().__type).toBe(type)
  if (message !== undefined) expect(res.json().message).toMatch(message)
}
