import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { UserRecord } from '../store/users'
import { SIGN_IN_SCOPE, SRP_CHALLENGE_LIFETIME_MS, USER_POOL_NAME } from './config'
import { INCORRECT_CREDENTIALS, invalidParameter, notAuthorized } from './cognito-errors'
import { lockoutKey, recordFailedPassword, recordSignedIn, refuseWhileLockedOut } from './lockout'
import { signIn, type IssuedTokens } from './sign-in'
import {
  isValidClientValue,
  passwordVerifier,
  randomSaltHex,
  serverChallenge,
  verifyPasswordClaim,
} from './srp'

/**
 * Sign-in with a password, as Cognito's InitiateAuth and RespondToAuthChallenge do it:
 * USER_SRP_AUTH with its PASSWORD_VERIFIER challenge (Amplify's default) and
 * USER_PASSWORD_AUTH, both subject to the lockout after failed passwords (./lockout.ts).
 */

/** A username is the email (any case) or the sub Cognito answers as USERNAME. */
export const findUser = (app: FastifyInstance, username: string): UserRecord | undefined =>
  app.store.users.byEmail(username) ?? app.store.users.byId(username)

export const authenticationResult = (tokens: IssuedTokens & { refreshToken?: string }) => ({
  AuthenticationResult: {
    AccessToken: tokens.accessToken,
    ExpiresIn: tokens.expiresIn,
    IdToken: tokens.idToken,
    ...(tokens.refreshToken ? { RefreshToken: tokens.refreshToken } : {}),
    TokenType: 'Bearer',
  },
  ChallengeParameters: {},
})

/** The password check of a sign-in: the lockout first, then the proof, then the count. */
async function checkedSignIn(
  app: FastifyInstance,
  key: string,
  user: UserRecord | undefined,
  proven: () => boolean,
) {
  refuseWhileLockedOut(app, key)
  if (!user || !proven()) {
    recordFailedPassword(app, key)
    throw notAuthorized(INCORRECT_CREDENTIALS)
  }
  recordSignedIn(app, key)
  return authenticationResult(await signIn(app, user, SIGN_IN_SCOPE))
}

/** InitiateAuth USER_SRP_AUTH: the PASSWORD_VERIFIER challenge. */
export function startSrp(app: FastifyInstance, username: string, aHex: string) {
  if (!isValidClientValue(aHex)) throw invalidParameter('SRP_A is not a valid value.')
  // An unknown username gets a challenge like any other and fails at the proof, as Cognito
  // does with PreventUserExistenceErrors on: the answer does not tell whether the account exists.
  const user = findUser(app, username)
  const userIdForSrp = user?.id ?? username
  const password = user?.password ?? randomBytes(32).toString('hex')
  const salt = randomSaltHex()
  const verifier = passwordVerifier(USER_POOL_NAME, userIdForSrp, password, salt)
  const challenge = serverChallenge(verifier)
  const secretBlock = app.store.identity.addSrpChallenge({
    userId: user?.id ?? null,
    userIdForSrp,
    aHex,
    challenge,
    verifier,
    expiresAtMs: app.clock.now().getTime() + SRP_CHALLENGE_LIFETIME_MS,
  })
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: challenge.B.toString(16),
      USERNAME: userIdForSrp,
      USER_ID_FOR_SRP: userIdForSrp,
    },
  }
}

export interface PasswordVerifierAnswer {
  username: string
  secretBlock: string
  signature: string
  timestamp: string
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: the proof of the password, then the tokens. */
export function answerPasswordVerifier(app: FastifyInstance, answer: PasswordVerifierAnswer) {
  const pending = app.store.identity.takeSrpChallenge(answer.secretBlock)
  if (!pending || pending.expiresAtMs <= app.clock.now().getTime())
    throw notAuthorized('Invalid session for the user, session is expired.')
  const user = pending.userId ? app.store.users.byId(pending.userId) : undefined
  const key = lockoutKey(pending.userId, pending.userIdForSrp)
  return checkedSignIn(app, key, user, () => {
    const sameUser =
      answer.username === pending.userIdForSrp || findUser(app, answer.username) === user
    return (
      sameUser &&
      verifyPasswordClaim({
        poolName: USER_POOL_NAME,
        userIdForSrp: pending.userIdForSrp,
        aHex: pending.aHex,
        challenge: pending.challenge,
        verifier: pending.verifier,
        secretBlock: answer.secretBlock,
        timestamp: answer.timestamp,
        signature: answer.signature,
      })
    )
  })
}

/** InitiateAuth USER_PASSWORD_AUTH: the password itself, then the tokens. */
export function passwordAuth(app: FastifyInstance, username: string, password: string) {
  const user = findUser(app, username)
  const key = lockoutKey(user?.id ?? null, username)
  return checkedSignIn(app, key, user, () => user?.password === password)
}
