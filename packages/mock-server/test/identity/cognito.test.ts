import type { FastifyInstance } from 'fastify'
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CLIENT_ID, SIGN_IN_SCOPE, USER_POOL_ID } from '../../src/identity/config'
import { DEMO_PASSWORD, PERSONA_IDS } from '../../src/store/seed/personas'
import { TOKEN_ISSUER } from '../../src/tokens'
import { authHeader, buildTestApp, cognito, resetApp, setClock } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())
beforeEach(() => resetApp(app))

const NOW = '2026-03-02T09:00:00.000Z'
const advance = (advanceMs: number) =>
  app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } })
const whoami = (token: string) =>
  app.inject({ method: 'GET', url: '/api/saas/user/whoami', headers: authHeader(token) })

interface AuthenticationResult {
  AccessToken: string
  IdToken: string
  RefreshToken?: string
  ExpiresIn: number
  TokenType: string
}

const passwordSignIn = (username: string, password = DEMO_PASSWORD) =>
  cognito(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  })
const tokensOf = async (
  username: string,
  password = DEMO_PASSWORD,
): Promise<AuthenticationResult> => {
  const res = await passwordSignIn(username, password)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().AuthenticationResult
}
const signUp = (overrides: object = {}, attributes: Record<string, string> = {}) =>
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
const expectError = (
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
    const res = await passwordSignIn('uczen@example.com', 'zle')
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
    expect((await passwordSignIn('uczen@example.com')).statusCode).toBe(503)
  })
})

describe('SignUp', () => {
  it('creates a confirmed platform account from the attributes', async () => {
    await setClock(app, NOW)
    const res = await signUp()
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
    const res = await signUp({ ClientMetadata: { isParent: 'true' } })
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
      await signUp({ Username: 'MINI@example.com' }, { email: 'mini@example.com' }),
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
      expectError(await signUp({ Password: password }), 'InvalidPasswordException', message)
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
      expectError(await signUp(overrides, attributes), 'InvalidParameterException', message)
    },
  )
})

describe('tokens', () => {
  it('are RS256 JWTs verified by the JWKS, with the Cognito claims', async () => {
    await setClock(app, NOW)
    const result = await tokensOf('rodzic@example.com')
    expect(result).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' })
    const jwks = createLocalJWKSet((await app.inject({ url: '/.well-known/jwks.json' })).json())
    const iat = Date.parse(NOW) / 1000
    const id = await jwtVerify(result.IdToken, jwks, {
      issuer: TOKEN_ISSUER,
      audience: CLIENT_ID,
      currentDate: new Date(NOW),
    })
    expect(id.payload).toMatchObject({
      sub: PERSONA_IDS.rodzic,
      email: 'rodzic@example.com',
      email_verified: true,
      name: 'Anna Nowak',
      'cognito:groups': ['Understanding_Teenager_Course_Subscriber'],
      'cognito:username': PERSONA_IDS.rodzic,
      'custom:promoCode': '',
      'custom:confirmationCode': '',
      token_use: 'id',
      auth_time: iat,
      iat,
      exp: iat + 3600,
    })
    const access = await jwtVerify(result.AccessToken, jwks, {
      issuer: TOKEN_ISSUER,
      currentDate: new Date(NOW),
    })
    expect(access.payload).toMatchObject({
      sub: PERSONA_IDS.rodzic,
      username: PERSONA_IDS.rodzic,
      client_id: CLIENT_ID,
      scope: SIGN_IN_SCOPE,
      token_use: 'access',
      origin_jti: id.payload.origin_jti,
      iat,
      exp: iat + 3600,
    })
    expect(access.payload.jti).toEqual(expect.any(String))
    expect(access.payload.aud).toBeUndefined()
  })

  it('the product API accepts the id token and refuses the access token', async () => {
    const result = await tokensOf('uczen@example.com')
    expect((await whoami(result.IdToken)).statusCode).toBe(200)
    expect((await whoami(result.AccessToken)).statusCode).toBe(401)
  })

  it('USER_PASSWORD_AUTH refuses a wrong password and an unknown user alike', async () => {
    expectError(
      await passwordSignIn('uczen@example.com', 'Demo123?'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    )
    expectError(
      await passwordSignIn('nikt@example.com'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    )
  })
})

describe('USER_SRP_AUTH', () => {
  const initiate = (username: string, srpA = 'abcdef0123456789') =>
    cognito(app, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: username, SRP_A: srpA },
    })
  const respond = (parameters: Record<string, string>, username: string) =>
    cognito(app, 'RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: CLIENT_ID,
      ChallengeResponses: {
        USERNAME: username,
        PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK!,
        TIMESTAMP: 'Mon Mar 2 09:00:00 UTC 2026',
        PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32, 7).toString('base64'),
      },
    })

  it('answers with the PASSWORD_VERIFIER challenge; the sub is the SRP user id', async () => {
    const res = await initiate('Uczen@example.com')
    expect(res.statusCode).toBe(200)
    const { ChallengeName, ChallengeParameters } = res.json()
    expect(ChallengeName).toBe('PASSWORD_VERIFIER')
    expect(ChallengeParameters).toEqual({
      SALT: expect.stringMatching(/^[0-9a-f]+$/),
      SRP_B: expect.stringMatching(/^[0-9a-f]{700,}$/),
      SECRET_BLOCK: expect.any(String),
      USERNAME: PERSONA_IDS.uczen,
      USER_ID_FOR_SRP: PERSONA_IDS.uczen,
    })
  })

  it('gives an unknown user a challenge too, then refuses the proof like a wrong password', async () => {
    const res = await initiate('nikt@example.com')
    expect(res.json().ChallengeParameters.USER_ID_FOR_SRP).toBe('nikt@example.com')
    expectError(
      await respond(res.json().ChallengeParameters, 'nikt@example.com'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    )
  })

  it('refuses a wrong proof, and the challenge is then used up', async () => {
    const { ChallengeParameters } = (await initiate('uczen@example.com')).json()
    expectError(
      await respond(ChallengeParameters, PERSONA_IDS.uczen),
      'NotAuthorizedException',
      'Incorrect username or password.',
    )
    expectError(
      await respond(ChallengeParameters, PERSONA_IDS.uczen),
      'NotAuthorizedException',
      'Invalid session for the user, session is expired.',
    )
  })

  it('lets a challenge expire after 5 minutes of mock time', async () => {
    await setClock(app, NOW)
    const { ChallengeParameters } = (await initiate('uczen@example.com')).json()
    await advance(5 * 60 * 1000)
    expectError(
      await respond(ChallengeParameters, PERSONA_IDS.uczen),
      'NotAuthorizedException',
      'Invalid session for the user, session is expired.',
    )
  })

  it('refuses an SRP_A that is not a usable number', async () => {
    expectError(await initiate('uczen@example.com', '0'), 'InvalidParameterException')
    expectError(await initiate('uczen@example.com', 'xyz'), 'InvalidParameterException')
  })

  it('refuses a challenge name other than PASSWORD_VERIFIER', async () => {
    expectError(
      await cognito(app, 'RespondToAuthChallenge', {
        ChallengeName: 'SMS_MFA',
        ClientId: CLIENT_ID,
        ChallengeResponses: {},
      }),
      'InvalidParameterException',
    )
  })
})

describe('refresh', () => {
  it('GetTokensFromRefreshToken and REFRESH_TOKEN_AUTH give new tokens of the same sign-in', async () => {
    await setClock(app, NOW)
    const first = await tokensOf('pro@example.com')
    await advance(3_600_000)
    expect((await whoami(first.IdToken)).statusCode).toBe(401)

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
      expect((await whoami(result.IdToken)).statusCode).toBe(200)
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
    const { RefreshToken } = await tokensOf('uczen@example.com')
    await advance(30 * 24 * 3_600_000)
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
    const signUpRes = await signUp()
    const { AccessToken } = await tokensOf('nowa.osoba@example.com', 'Haslo123!')
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
    const { IdToken, AccessToken } = await tokensOf('uczen@example.com')
    expectError(
      await cognito(app, 'GetUser', { AccessToken: IdToken }),
      'NotAuthorizedException',
      'Invalid Access Token',
    )
    await advance(3_600_000)
    expectError(
      await cognito(app, 'GetUser', { AccessToken }),
      'NotAuthorizedException',
      'Access Token has expired',
    )
    await signUp()
    const newcomer = await tokensOf('nowa.osoba@example.com', 'Haslo123!')
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
  it('GlobalSignOut revokes every refresh and access token of the user, and no one else’s', async () => {
    const first = await tokensOf('uczen@example.com')
    const second = await tokensOf('uczen@example.com')
    const other = await tokensOf('mini@example.com')
    const res = await cognito(app, 'GlobalSignOut', { AccessToken: second.AccessToken })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({})
    for (const { RefreshToken } of [first, second]) {
      expectError(
        await cognito(app, 'GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken }),
        'NotAuthorizedException',
        'Invalid Refresh Token',
      )
    }
    expectError(
      await cognito(app, 'GetUser', { AccessToken: first.AccessToken }),
      'NotAuthorizedException',
      'Access Token has been revoked',
    )
    const stillIn = await cognito(app, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT_ID,
      RefreshToken: other.RefreshToken,
    })
    expect(stillIn.statusCode).toBe(200)
  })

  it('RevokeToken revokes one refresh token; an unknown token is not an error', async () => {
    const kept = await tokensOf('uczen@example.com')
    const revoked = await tokensOf('uczen@example.com')
    const res = await cognito(app, 'RevokeToken', {
      ClientId: CLIENT_ID,
      Token: revoked.RefreshToken,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({})
    expectError(
      await cognito(app, 'GetTokensFromRefreshToken', {
        ClientId: CLIENT_ID,
        RefreshToken: revoked.RefreshToken,
      }),
      'NotAuthorizedException',
      'Invalid Refresh Token',
    )
    expectError(
      await cognito(app, 'GetUser', { AccessToken: revoked.AccessToken }),
      'NotAuthorizedException',
      'Access Token has been revoked',
    )
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

describe('state', () => {
  it('keeps sign-ups and refresh tokens until POST /__mock/reset', async () => {
    await signUp()
    const { RefreshToken } = await tokensOf('nowa.osoba@example.com', 'Haslo123!')
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
