import { describe, expect, it } from 'vitest'
import { SERVER_UNREACHABLE_MESSAGE, networkFailureMessage } from '@app/domain/shared/messages'
import { IdentityError, identityErrorMessage } from './errors'
import { IDENTITY_MESSAGES } from './messages'

/** An error as Amplify throws it for a Cognito answer: the error type is its name. */
const cognitoError = (name: string, message: string, httpStatusCode = 400) =>
  Object.assign(new Error(message), { name, $metadata: { httpStatusCode } })

describe('identityErrorMessage', () => {
  it.each([
    [
      'NotAuthorizedException',
      'Incorrect username or password.',
      IDENTITY_MESSAGES.wrongCredentials,
    ],
    [
      'NotAuthorizedException',
      'Password attempts exceeded',
      IDENTITY_MESSAGES.passwordAttemptsExceeded,
    ],
    ['UserNotFoundException', 'User does not exist.', IDENTITY_MESSAGES.wrongCredentials],
    ['TooManyRequestsException', 'Too many requests', IDENTITY_MESSAGES.tooManyAttempts],
    ['UsernameExistsException', 'An account exists.', IDENTITY_MESSAGES.userExists],
    ['NetworkError', 'A network error has occurred.', SERVER_UNREACHABLE_MESSAGE],
  ])('%s "%s" → %s', (name, message, expected) => {
    expect(identityErrorMessage(cognitoError(name, message))).toBe(expected)
  })

  it('tells the lockout apart from a wrong password', () => {
    expect(IDENTITY_MESSAGES.passwordAttemptsExceeded).toBe(
      'Zbyt wiele nieudanych prób logowania. Odczekaj chwilę i spróbuj ponownie.',
    )
    expect(IDENTITY_MESSAGES.passwordAttemptsExceeded).not.toBe(IDENTITY_MESSAGES.wrongCredentials)
  })

  it('keeps its own refusals, words a 503 as SPEC §8 and anything else as "Wystąpił błąd"', () => {
    expect(identityErrorMessage(new IdentityError('Gotowe zdanie.'))).toBe('Gotowe zdanie.')
    expect(identityErrorMessage(cognitoError('UnknownError', 'Bad gateway', 503))).toBe(
      SERVER_UNREACHABLE_MESSAGE,
    )
    expect(identityErrorMessage(new Error('coś'))).toBe(networkFailureMessage('coś'))
    expect(identityErrorMessage('tekst')).toBe(networkFailureMessage('tekst'))
  })
})
