/** What the app hears from the identity service. */
export type AuthEvent =
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  /** Refreshing the tokens failed: the session may be over (Amplify dropped the tokens) or the service is unreachable. */
  | { type: 'tokenRefreshFailed' }
  /** Back from a hosted-UI sign-in, with the path given to signInWithGoogle. */
  | { type: 'returnedFromHostedUi'; state: string }

export interface SignUpInput {
  /** Lower-cased. */
  email: string
  password: string
  name: string
  /** '' when none was given. */
  promoCode: string
  confirmationCode: string
}
