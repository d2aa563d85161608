import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { USER_POOL_ENDPOINT_PATH } from './config'
import { CognitoError, cognitoErrorHandler, jsonBody } from './cognito-errors'
import type { CognitoAction } from './cognito-input'
import { getTokensFromRefreshToken, getUser, globalSignOut, revokeToken } from './cognito-session'
import { initiateAuth, respondToAuthChallenge } from './cognito-sign-in'
import { signUp } from './cognito-sign-up'
import { allowAnyOrigin } from './cors'

/**
 * The part of Cognito's user-pool JSON API that Amplify's auth category uses: POST to
 * USER_POOL_ENDPOINT_PATH with `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>` and
 * an `application/x-amz-json-1.1` body. Answers and errors have Cognito's shapes.
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.'

/** Every action the emulation answers; any other is an UnknownOperationException. */
const ACTIONS: Record<string, CognitoAction> = {
  SignUp: signUp,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
}

async function handle(request: FastifyRequest, reply: FastifyReply) {
  const target = request.headers['x-amz-target']
  const name =
    typeof target === 'string' && target.startsWith(TARGET_PREFIX)
      ? target.slice(TARGET_PREFIX.length)
      : ''
  const action = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined
  if (!action) {
    throw new CognitoError(
      'UnknownOperationException',
      `The mock does not emulate ${name || 'this operation'}.`,
    )
  }
  if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
    throw new CognitoError('SerializationException', 'The request body is not a JSON object.')
  }
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
