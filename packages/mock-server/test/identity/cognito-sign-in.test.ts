/** The Cognito user-pool API: the tokens of a sign-in, USER_PASSWORD_AUTH and USER_SRP_AUTH. */
import type { FastifyInstance } from 'fastify'
import { createLocalJWKSet, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { CLIENT_ID, SIGN_IN_SCOPE } from '../../src/identity/config'
import { PERSONA_IDS } from '../../src/store/seed/personas'
import { TOKEN_ISSUER } from '../../src/tokens'
import { advanceClock, cognito, setClock, useTestApp } from '../helper'
import { NOW, expectError, passwordSignIn, tokensOf, whoami } from './cognito-helper'

let app: FastifyInstance
useTestApp((built) => (app = built))

describe('tokens', () => {
  it('are RS256 JWTs verified by the JWKS, with the Cognito claims', async () => {
    await setClock(app, NOW)
    const result = await tokensOf(app, 'rodzic@example.com')
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
    const result = await tokensOf(app, 'uczen@example.com')
    expect((await whoami(app, result.IdToken)).statusCode).toBe(200)
    expect((await whoami(app, result.AccessToken)).statusCode).toBe(401)
  })

  it('USER_PASSWORD_AUTH refuses a wrong password and an unknown user alike', async () => {
    expectError(
      await passwordSignIn(app, 'uczen@example.com', 'Demo123?'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    )
    expectError(
      await passwordSignIn(app, 'nikt@example.com'),
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
    await advanceClock(app, 5 * 60 * 1000)
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
