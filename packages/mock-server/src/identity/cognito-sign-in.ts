import { z } from 'zod'
import { invalidParameter } from './cognito-errors'
import {
  ClientId,
  Parameters,
  checkClient,
  parse,
  required,
  type CognitoAction,
} from './cognito-input'
import { refreshed } from './cognito-session'
import { answerPasswordVerifier, passwordAuth, startSrp } from './password-sign-in'

/**
 * InitiateAuth and RespondToAuthChallenge: the flows a client may start and the challenge it
 * answers, handed to the password sign-in (./password-sign-in.ts) or the refresh (./cognito-session.ts).
 */

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

export const initiateAuth: CognitoAction = async (app, raw) => {
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
}

export const respondToAuthChallenge: CognitoAction = async (app, raw) => {
  const input = parse(RespondToAuthChallengeInput, raw)
  checkClient(input.ClientId)
  if (input.ChallengeName !== 'PASSWORD_VERIFIER') {
    throw invalidParameter(`Challenge ${input.ChallengeName} is not supported by this client`)
  }
  const responses = input.ChallengeResponses
  return answerPasswordVerifier(app, {
    username: required(responses, 'USERNAME'),
    secretBlock: required(responses, 'PASSWORD_CLAIM_SECRET_BLOCK'),
    signature: required(responses, 'PASSWORD_CLAIM_SIGNATURE'),
    timestamp: required(responses, 'TIMESTAMP'),
  })
}
