/**
 * The one place that talks to the identity service, through aws-amplify's Cognito client: the same
 * code against AWS in production and against the mock's emulation locally. Loaded on demand by
 * ./identity.ts, so Amplify stays out of the first page's JavaScript.
 */
import { Amplify } from 'aws-amplify'
import {
  autoSignIn,
  fetchAuthSession,
  signIn as amplifySignIn,
  signInWithRedirect,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
} from 'aws-amplify/auth'
import 'aws-amplify/auth/enable-oauth-listener'
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito'
import { Hub } from 'aws-amplify/utils'
import type { IdentityConfig } from '../../lib/config'
import { IdentityError } from './errors'
import { IDENTITY_MESSAGES } from './messages'
import type { AuthEvent, SignUpInput } from './types'

/** A hosted-UI sign-in that Amplify completes (or fails) when configured; see `configure`. */
let redirectSettled: Promise<void> = Promise.resolve()
/** Longest wait for it: the token exchange is one request. */
const REDIRECT_SETTLE_TIMEOUT_MS = 15_000

/**
 * Configures Amplify (once: the module is loaded once) and reports its auth events. Configuring
 * also completes a hosted-UI sign-in when the page is the redirect back from it.
 */
export function configure(identity: IdentityConfig, emit: (event: AuthEvent) => void) {
  const origin = window.location.origin
  if (hostedUiSignInPending(identity.userPoolClientId)) {
    // Token reads wait for the outcome: on a failed redirect Amplify releases its waiting readers
    // before it clears its in-flight flag, and a read in between would wait minutes.
    redirectSettled = new Promise((resolve) => {
      const stop = Hub.listen('auth', ({ payload }) => {
        if (
          payload.event === 'signInWithRedirect' ||
          payload.event === 'signInWithRedirect_failure'
        ) {
          stop()
          resolve()
        }
      })
      setTimeout(resolve, REDIRECT_SETTLE_TIMEOUT_MS)
    })
  }
  Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
        return emit({ type: 'signedIn' })
      case 'signedOut':
        return emit({ type: 'signedOut' })
      case 'tokenRefresh_failure':
        return emit({ type: 'tokenRefreshFailed' })
      case 'customOAuthState':
        return emit({ type: 'returnedFromHostedUi', state: payload.data })
    }
  })
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.userPoolClientId,
        // Amplify wants an absolute URL; the mock's endpoint is a path on the app's origin.
        ...(identity.userPoolEndpoint && {
          userPoolEndpoint: new URL(identity.userPoolEndpoint, origin).href,
        }),
        loginWith: {
          email: true,
          oauth: {
            domain: identity.hostedUiDomain,
            scopes: ['email', 'profile', 'openid'],
            redirectSignIn: [`${origin}/`],
            redirectSignOut: [`${origin}/logout`],
            responseType: 'code',
            providers: ['Google'],
          },
        },
      },
    },
  })
}

/** Signs in with email and password (SRP: the password never leaves the browser). */
export async function signIn(email: string, password: string): Promise<void> {
  const attempt = () => amplifySignIn({ username: email, password })
  let result: Awaited<ReturnType<typeof attempt>>
  try {
    result = await attempt()
  } catch (error) {
    // Tokens of an earlier session that the app no longer shows (e.g. the API refused them).
    if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException') throw error
    await signOutLocally()
    result = await attempt()
  }
  assertSignedIn(result.nextStep.signInStep)
}

/** Creates the account with its attributes and signs it in (Cognito confirms it on sign-up). */
export async function signUp(input: SignUpInput): Promise<'signedIn' | 'confirmationNeeded'> {
  const { nextStep } = await amplifySignUp({
    username: input.email,
    password: input.password,
    options: {
      userAttributes: {
        email: input.email,
        name: input.name,
        'custom:promoCode': input.promoCode,
        'custom:confirmationCode': input.confirmationCode,
      },
      autoSignIn: true,
    },
  })
  if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') return 'confirmationNeeded'
  if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
    assertSignedIn((await autoSignIn()).nextStep.signInStep)
  }
  return 'signedIn'
}

/** Leaves for the hosted UI's Google sign-in; `returnTo` comes back in a 'returnedFromHostedUi' event. */
export async function signInWithGoogle(returnTo: string): Promise<void> {
  await signInWithRedirect({ provider: 'Google', customState: returnTo })
}

/**
 * Signs out: revokes the refresh token and forgets the tokens. After a hosted-UI sign-in the
 * browser also goes through the hosted UI's logout, which comes back to /logout.
 */
export async function signOut(): Promise<void> {
  await amplifySignOut()
}

/** Forgets this device's tokens, without calling the service or leaving the page. */
export async function signOutLocally(): Promise<void> {
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens()
}

/**
 * The current id token, refreshed first when it has expired (or always, with `forceRefresh`);
 * null without a session.
 */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  await redirectSettled
  const { tokens } = await fetchAuthSession({ forceRefresh })
  return tokens?.idToken?.toString() ?? null
}

/** Amplify's flag (in its default storage) for a hosted-UI sign-in the browser is coming back from. */
function hostedUiSignInPending(clientId: string): boolean {
  try {
    return (
      localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.inflightOAuth`) === 'true'
    )
  } catch {
    return false
  }
}

function assertSignedIn(step: string) {
  if (step === 'DONE') return
  if (step === 'CONFIRM_SIGN_UP') throw new IdentityError(IDENTITY_MESSAGES.notConfirmed)
  if (step === 'RESET_PASSWORD') throw new IdentityError(IDENTITY_MESSAGES.passwordResetRequired)
  throw new IdentityError(IDENTITY_MESSAGES.signInIncomplete)
}
