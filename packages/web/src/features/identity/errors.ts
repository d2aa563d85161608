import { SERVER_UNREACHABLE_MESSAGE, networkFailureMessage } from '@app/domain/shared/messages'
import { IDENTITY_MESSAGES } from './messages'

/** A refusal of the identity service, already worded for the user. */
export class IdentityError extends Error {
  override name = 'IdentityError'
}

const MESSAGES_BY_NAME: Record<string, string> = {
  NotAuthorizedException: IDENTITY_MESSAGES.wrongCredentials,
  // Cognito says this only when "prevent user existence errors" is off; it must not tell more.
  UserNotFoundException: IDENTITY_MESSAGES.wrongCredentials,
  UsernameExistsException: IDENTITY_MESSAGES.userExists,
  AliasExistsException: IDENTITY_MESSAGES.userExists,
  InvalidPasswordException: IDENTITY_MESSAGES.invalidPassword,
  InvalidParameterException: IDENTITY_MESSAGES.invalidData,
  UserNotConfirmedException: IDENTITY_MESSAGES.notConfirmed,
  PasswordResetRequiredException: IDENTITY_MESSAGES.passwordResetRequired,
  TooManyRequestsException: IDENTITY_MESSAGES.tooManyAttempts,
  TooManyFailedAttemptsException: IDENTITY_MESSAGES.tooManyAttempts,
  LimitExceededException: IDENTITY_MESSAGES.tooManyAttempts,
  // Amplify's name for a request that got no answer.
  NetworkError: SERVER_UNREACHABLE_MESSAGE,
}

/**
 * The Polish message for anything the identity calls throw: Cognito's error types (Amplify keeps
 * them as `name`), a network failure or a 503 answer (the dev proxy's when the mock is down) as
 * SPEC §8's 503 text, anything else as 'Wystąpił błąd: {detail}'.
 */
export function identityErrorMessage(error: unknown): string {
  if (error instanceof IdentityError) return error.message
  if (!(error instanceof Error)) return networkFailureMessage(String(error))
  // Cognito's lockout after wrong passwords shares its type with the wrong password itself.
  if (error.name === 'NotAuthorizedException' && /attempts exceeded/i.test(error.message)) {
    return IDENTITY_MESSAGES.passwordAttemptsExceeded
  }
  const known = MESSAGES_BY_NAME[error.name]
  if (known) return known
  if (httpStatusOf(error) === 503 || error.message === SERVER_UNREACHABLE_MESSAGE) {
    return SERVER_UNREACHABLE_MESSAGE
  }
  return networkFailureMessage(error.message)
}

/** Amplify's service errors carry the answer's status in `$metadata`. */
function httpStatusOf(error: Error): number | undefined {
  const metadata = (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata
  return typeof metadata?.httpStatusCode === 'number' ? metadata.httpStatusCode : undefined
}
