import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CLIENT_ID } from './config'
import { CognitoError, invalidParameter } from './cognito-errors'

/** One action of the user-pool JSON API: its body in, its answer out (errors are thrown). */
export type CognitoAction = (app: FastifyInstance, input: unknown) => Promise<object>

export const Parameters = z.record(z.string())
export const ClientId = z.string()

/** An action's body by its schema, refused with Cognito's own validation message. */
export function parse<T>(schema: z.ZodType<T>, input: unknown): T {
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

export function checkClient(clientId: string) {
  if (clientId !== CLIENT_ID) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    )
  }
}

/** A parameter the flow or challenge needs (AuthParameters, ChallengeResponses). */
export const required = (parameters: Record<string, string> | undefined, name: string): string => {
  const value = parameters?.[name]
  if (value === undefined) throw invalidParameter(`Missing required parameter ${name}`)
  return value
}
