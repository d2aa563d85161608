import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { CLIENT_ID } from './config'
import type { Params } from './hosted-ui-authorize'
import { checkRefreshToken, issueTokens, signIn, type IssuedTokens } from './sign-in'

/**
 * The hosted UI's token endpoint, which the app calls (not the browser's pages): POST
 * /oauth2/token trades a one-time code, checked against its PKCE challenge, or a refresh token
 * for tokens, with the OAuth error codes Cognito answers.
 */

/** The token endpoint's answer; an id token only with the openid scope, as Cognito does. */
const tokenAnswer = (scope: string, tokens: IssuedTokens) => ({
  ...(scope.split(' ').includes('openid') ? { id_token: tokens.idToken } : {}),
  access_token: tokens.accessToken,
  expires_in: tokens.expiresIn,
  token_type: 'Bearer',
})

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export function tokenRoute(ui: FastifyInstance, app: FastifyInstance): void {
  const { store, clock } = app

  ui.post<{ Body: Params | undefined }>('/oauth2/token', async (request, reply) => {
    const form = request.body ?? {}
    reply.header('cache-control', 'no-store')
    const refuse = (error: string) => reply.status(400).send({ error })
    if (form.client_id !== CLIENT_ID) return refuse('invalid_client')

    if (form.grant_type === 'authorization_code') {
      if (!form.code || !form.redirect_uri) return refuse('invalid_request')
      const record = store.identity.takeAuthCode(form.code)
      const user = record ? store.users.byId(record.userId) : undefined
      const valid =
        record &&
        user &&
        record.expiresAtMs > clock.now().getTime() &&
        record.clientId === form.client_id &&
        record.redirectUri === form.redirect_uri &&
        (record.codeChallenge === null ||
          (!!form.code_verifier && s256(form.code_verifier) === record.codeChallenge))
      if (!valid) return refuse('invalid_grant')
      const tokens = await signIn(app, user, record.scope)
      return { ...tokenAnswer(record.scope, tokens), refresh_token: tokens.refreshToken }
    }

    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) return refuse('invalid_request')
      const check = checkRefreshToken(app, form.refresh_token)
      if (!check.ok) return refuse('invalid_grant')
      return tokenAnswer(check.record.scope, await issueTokens(app, check.user, check.record))
    }

    return refuse('unsupported_grant_type')
  })
}
