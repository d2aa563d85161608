import { USER_ALREADY_EXISTS_MESSAGE } from '@app/domain/shared/messages'
import { IDENTITY_MESSAGES } from './messages'

/**
 * The `error_description` a hosted-UI answer put in the URL, from the query or the hash (the
 * implicit flow puts it there), or null.
 */
export function errorDescriptionOf(location: { searchStr: string; hash: string }): string | null {
  const fromQuery = new URLSearchParams(location.searchStr).get('error_description')
  if (fromQuery !== null) return fromQuery
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('error_description')
}

/** Cognito's wording (often inside a trigger's "PreSignUp failed with error …"), or ours. */
const USER_EXISTS = /already exists|już istnieje|istnieje już/i

/**
 * What /login-error says (SPEC §5): the exact existing-user message when the description says a
 * user with that email already exists, else a general failure with the service's description.
 */
export function loginErrorMessage(description: string | undefined): {
  message: string
  detail: string | null
} {
  const detail = description?.trim() || null
  if (detail && USER_EXISTS.test(detail))
    return { message: USER_ALREADY_EXISTS_MESSAGE, detail: null }
  return { message: IDENTITY_MESSAGES.socialLoginFailed, detail }
}
