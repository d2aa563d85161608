import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { TsRestResponseError } from '@ts-rest/core'
import { PUBLIC_TOKEN, contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import { MESSAGES } from '../errors'
import type { UserRecord } from '../store/users'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for `Bearer PUBLIC`. */
    user: UserRecord | null
    /** The bearer id token of the caller, or null for `Bearer PUBLIC`. */
    idToken: string | null
  }
}

const BEARER = /^Bearer (\S+)$/

/**
 * Bearer token → request.user, before anything else of an API call runs: a missing or
 * malformed header, or a token that is not a valid, unexpired id token of this mock, is 401.
 * Callback style with a synchronous path for PUBLIC and known tokens: it runs on every call.
 */
export function authenticate(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1]
  if (!token) return void reply.status(401).send(apiError(401, MESSAGES.missingAuthorization))
  if (token === PUBLIC_TOKEN) return done()
  const { tokens } = request.server
  const known = tokens.verifyKnown(token)
  if (known !== undefined) return signIn(request, reply, token, known, done)
  tokens.verify(token).then(
    (userId) => signIn(request, reply, token, userId, done),
    () => signIn(request, reply, token, null, done),
  )
}

function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  userId: string | null,
  done: () => void,
) {
  const user = userId ? request.server.store.users.byId(userId) : undefined
  if (!user) return void reply.status(401).send(apiError(401, MESSAGES.sessionInvalid))
  request.user = user
  request.idToken = token
  done()
}

/** GET /.well-known/jwks.json: the public key of the mock's id tokens. */
export function registerJwks(app: FastifyInstance) {
  app.get('/.well-known/jwks.json', async () => app.tokens.jwks)
}

const reject = (status: 401 | 403, message: string) =>
  new TsRestResponseError(contract, { status, body: apiError(status, message) })

/** The caller, or a 401 answer for `Bearer PUBLIC` (./routers/access.ts refuses first). */
export function requireUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw reject(401, MESSAGES.loginRequired)
  return request.user
}

export const forbidden = (message: string = MESSAGES.forbidden) => reject(403, message)
