import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z, type ZodIssue } from 'zod'
import { NameSchema, PasswordSchema, PromoCodeSchema, SaasSignupSchema } from '@app/contract/auth'
import { newPlatformAccount, normalizeEmail, type UserRecord } from '../store/users'
import { ADMIN_SCOPE, CLIENT_ID, USER_POOL_ENDPOINT_PATH } from './config'
import {
  CognitoError,
  cognitoErrorHandler,
  invalidParameter,
  jsonBody,
  notAuthorized,
} from './cognito-errors'
import { allowAnyOrigin } from './cors'
import {
  answerPasswordVerifier,
  authenticationResult,
  passwordAuth,
  startSrp,
} from './password-sign-in'
import { checkRefreshToken, issueTokens } from './sign-in'

/**
 * The part of Cognito's user-pool JSON API that Amplify's auth category uses: POST to
 * USER_POOL_ENDPOINT_PATH with `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>` and
 * an `application/x-amz-json-1.1` body. Answers and errors have Cognito's shapes.
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.'

type Action = (app: FastifyInstance, input: unknown) => Promise<object>

/** A custom attribute may hold up to 2048 characters in Cognito. */
const CUSTOM_ATTRIBUTE_MAX = 2048
const SIGN_UP_ATTRIBUTES = ['email', 'name', 'custom:promoCode', 'custom:confirmationCode']

/** The contract's email rule (the same as every sign-up form's). */
const EmailSchema = SaasSignupSchema.shape.email
const Parameters = z.record(z.string())
const ClientId = z.string()

const SignUpInput = z.object({
  ClientId,
  Username: z.string(),
  Password: z.string(),
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
  /** Passed to Lambda triggers in production; the mock reads `isParent: 'true'` from it. */
  ClientMetadata: Parameters.optional(),
})
const InitiateAuthInput = z.object({
  AuthFlow: z.string(),
  ClientId,
  AuthParameters: Parameters.optional(),
})
const RespondToAuthChallengeInput = z.object({
  ChallengeName: z.string(),
  ClientId,
  ChallengeResponses: Parameters.optional(),
})
const GetTokensFromRefreshTokenInput = z.object({ ClientId, RefreshToken: z.string() })
const AccessTokenInput = z.object({ AccessToken: z.string() })
const RevokeTokenInput = z.object({ ClientId, Token: z.string() })

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue?.path.join('.') ?? 'input'
  const constraint =
    issue?.code === 'invalid_type' && issue.received === 'undefined'
      ? 'Member must not be null'
      : 'Member must satisfy its constraints'
  throw invalidParameter(
    `1 validation error detected: Value at '${path}' failed to satisfy constraint: ${constraint}`,
  )
}

function checkClient(clientId: string) {
  if (clientId !== CLIENT_ID)
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    )
}

const required = (parameters: Record<string, string> | undefined, name: string): string => {
  const value = parameters?.[name]
  if (value === undefined) throw invalidParameter(`Missing required parameter ${name}`)
  return value
}

const firstMessage = (issues: ZodIssue[]) => issues[0]?.message ?? 'Invalid value'

async function refreshed(app: FastifyInstance, refreshToken: string) {
  const check = checkRefreshToken(app, refreshToken)
  if (!check.ok) throw notAuthorized(check.message)
  return authenticationResult(await issueTokens(app, check.user, check.record))
}

/** The account of a valid access token with the admin scope, as GetUser and GlobalSignOut need. */
async function accessTokenUser(app: FastifyInstance, token: string): Promise<UserRecord> {
  const check = await app.tokens.verifyAccess(token)
  if (check.status !== 'valid')
    throw notAuthorized(
      check.status === 'expired' ? 'Access Token has expired' : 'Invalid Access Token',
    )
  if (app.store.identity.isOriginRevoked(check.originJti))
    throw notAuthorized('Access Token has been revoked')
  if (!check.scope.split(' ').includes(ADMIN_SCOPE))
    throw notAuthorized('Access Token does not have required scopes')
  const user = app.store.users.byId(check.sub)
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.')
  return user
}

const ACTIONS: Record<string, Action> = {
  async SignUp(app, raw) {
    const input = parse(SignUpInput, raw)
    checkClient(input.ClientId)
    const email = EmailSchema.safeParse(input.Username)
    if (!email.success) throw invalidParameter('Username should be an email.')
    const attributes = new Map<string, string>()
    for (const { Name, Value } of input.UserAttributes ?? []) {
      if (!SIGN_UP_ATTRIBUTES.includes(Name))
        throw invalidParameter(
          `Attributes did not conform to the schema: ${Name}: Attribute does not exist in the schema.`,
        )
      attributes.set(Name, Value)
    }
    const emailAttribute = attributes.get('email')
    if (
      emailAttribute !== undefined &&
      normalizeEmail(emailAttribute) !== normalizeEmail(email.data)
    )
      throw invalidParameter(
        'Attributes did not conform to the schema: email: must be the username.',
      )
    const name = NameSchema.safeParse(attributes.get('name'))
    if (!name.success)
      throw invalidParameter(
        attributes.has('name')
          ? `Attributes did not conform to the schema: name: ${firstMessage(name.error.issues)}`
          : 'Attributes did not conform to the schema: name: The attribute is required',
      )
    const promoCode = PromoCodeSchema.safeParse(attributes.get('custom:promoCode') ?? '')
    if (!promoCode.success)
      throw invalidParameter(
        `Attributes did not conform to the schema: custom:promoCode: ${firstMessage(promoCode.error.issues)}`,
      )
    const confirmationCode = attributes.get('custom:confirmationCode') ?? ''
    if (confirmationCode.length > CUSTOM_ATTRIBUTE_MAX)
      throw invalidParameter(
        'Attributes did not conform to the schema: custom:confirmationCode: String is too long',
      )
    const password = PasswordSchema.safeParse(input.Password)
    if (!password.success)
      throw new CognitoError(
        'InvalidPasswordException',
        `Password did not conform with policy: ${firstMessage(password.error.issues)}`,
      )
    if (app.store.users.byEmail(email.data))
      throw new CognitoError(
        'UsernameExistsException',
        'An account with the given email already exists.',
      )
    const user = app.store.users.create({
      ...newPlatformAccount(),
      email: email.data,
      password: password.data,
      name: name.data,
      promoCode: promoCode.data,
      confirmationCode,
      isParent: input.ClientMetadata?.isParent === 'true',
      createdAt: app.clock.now(),
    })
    // Auto-confirmed (as with a PreSignUp trigger that confirms), so autoSignIn goes on at once.
    return { UserConfirmed: true, UserSub: user.id }
  },

  async InitiateAuth(app, raw) {
    const input = parse(InitiateAuthInput, raw)
    checkClient(input.ClientId)
    const parameters = input.AuthParameters
    switch (input.AuthFlow) {
      case 'USER_SRP_AUTH':
        return startSrp(app, required(parameters, 'USERNAME'), required(parameters, 'SRP_A'))
      case 'USER_PASSWORD_AUTH':
        return passwordAuth(app, required(parameters, 'USERNAME'), required(parameters, 'PASSWORD'))
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN':
        return refreshed(app, required(parameters, 'REFRESH_TOKEN'))
      default:
        throw invalidParameter(`${input.AuthFlow} flow not enabled for this client`)
    }
  },

  async RespondToAuthChallenge(app, raw) {
    const input = parse(RespondToAuthChallengeInput, raw)
    checkClient(input.ClientId)
    if (input.ChallengeName !== 'PASSWORD_VERIFIER')
      throw invalidParameter(`Challenge ${input.ChallengeName} is not supported by this client`)
    const responses = input.ChallengeResponses
    return answerPasswordVerifier(app, {
      username: required(responses, 'USERNAME'),
      secretBlock: required(responses, 'PASSWORD_CLAIM_SECRET_BLOCK'),
      signature: required(responses, 'PASSWORD_CLAIM_SIGNATURE'),
      timestamp: required(responses, 'TIMESTAMP'),
    })
  },

  async GetTokensFromRefreshToken(app, raw) {
    const input = parse(GetTokensFromRefreshTokenInput, raw)
    checkClient(input.ClientId)
    return refreshed(app, input.RefreshToken)
  },

  async GetUser(app, raw) {
    const user = await accessTokenUser(app, parse(AccessTokenInput, raw).AccessToken)
    return {
      Username: user.id,
      UserAttributes: [
        { Name: 'sub', Value: user.id },
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: String(user.emailVerified) },
        { Name: 'name', Value: user.name },
        { Name: 'custom:promoCode', Value: user.promoCode },
        { Name: 'custom:confirmationCode', Value: user.confirmationCode },
      ],
    }
  },

  async GlobalSignOut(app, raw) {
    const user = await accessTokenUser(app, parse(AccessTokenInput, raw).AccessToken)
    app.store.identity.revokeAllOf(user.id)
    return {}
  },

  async RevokeToken(app, raw) {
    const input = parse(RevokeTokenInput, raw)
    checkClient(input.ClientId)
    // As in RFC 7009, a token that is unknown (or already revoked) is not an error.
    const record = app.store.identity.refreshToken(input.Token)
    if (record) app.store.identity.revokeRefreshToken(record)
    return {}
  },
}

async function handle(request: FastifyRequest, reply: FastifyReply) {
  const target = request.headers['x-amz-target']
  const name =
    typeof target === 'string' && target.startsWith(TARGET_PREFIX)
      ? target.slice(TARGET_PREFIX.length)
      : ''
  const action = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined
  if (!action)
    throw new CognitoError(
      'UnknownOperationException',
      `The mock does not emulate ${name || 'this operation'}.`,
    )
  if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body))
    throw new CognitoError('SerializationException', 'The request body is not a JSON object.')
  const answer = await action(request.server, request.body)
  return reply
    .header('x-amzn-requestid', randomUUID())
    .header('content-type', 'application/x-amz-json-1.1')
    .send(jsonBody(answer))
}

/** POST /cognito (and /cognito/): its own body parser, error format and CORS, scoped to it. */
export async function cognitoRoutes(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser('error', 'error')
  scope.addContentTypeParser('application/x-amz-json-1.1', { parseAs: 'string' }, parseJson)
  scope.setErrorHandler(cognitoErrorHandler)
  const paths = [USER_POOL_ENDPOINT_PATH, `${USER_POOL_ENDPOINT_PATH}/`]
  allowAnyOrigin(scope, paths)
  for (const path of paths) scope.post(path, handle)
}
