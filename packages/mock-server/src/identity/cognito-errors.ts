import { randomUUID } from 'node:crypto'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/** A Cognito service error: Amplify throws an AuthError named `type` with this message. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message)
  }
}

export const INCORRECT_CREDENTIALS = 'Incorrect username or password.'

export const notAuthorized = (message: string) =>
  new CognitoError('NotAuthorizedException', message)
export const invalidParameter = (message: string) =>
  new CognitoError('InvalidParameterException', message)

/** A JSON body as bytes, so the content type stays exactly Cognito's (no charset added). */
export const jsonBody = (value: object) => Buffer.from(JSON.stringify(value))

/** The AWS JSON protocol answer: `x-amzn-ErrorType: <Type>:` and `{"__type", "message"}`. */
export function sendCognitoError(reply: FastifyReply, error: CognitoError) {
  return reply
    .status(error.statusCode)
    .header('x-amzn-errortype', `${error.type}:`)
    .header('x-amzn-requestid', randomUUID())
    .header('content-type', 'application/x-amz-json-1.1')
    .send(jsonBody({ __type: error.type, message: error.message }))
}

/** The error handler of the /cognito scope: everything leaves in Cognito's error format. */
export function cognitoErrorHandler(
  error: FastifyError | CognitoError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof CognitoError) return sendCognitoError(reply, error)
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : error.message
    return sendCognitoError(reply, new CognitoError('SerializationException', message))
  }
  request.log.error({ err: error }, 'unexpected error in the Cognito emulation')
  return sendCognitoError(
    reply,
    new CognitoError('InternalErrorException', 'Internal server error.', 500),
  )
}
