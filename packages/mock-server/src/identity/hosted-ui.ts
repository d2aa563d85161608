import Fastify, { type FastifyInstance } from 'fastify'
import { LIMITS } from '@app/contract'
import { errorEnvelopeOptions, useErrorEnvelope } from '../errors'
import { loggerOptions } from '../logging'
import { allowAnyOrigin } from './cors'
import { loginRoutes } from './hosted-ui-login'
import { tokenRoute } from './hosted-ui-token'
import { HOSTED_UI_TEXT } from './hosted-ui.text'

/**
 * The hosted UI of the user pool for the OAuth 2.0 code flow with PKCE, as Amplify's
 * signInWithRedirect uses it: /oauth2/authorize (a simulated social login page) and /logout
 * (./hosted-ui-login.ts), /oauth2/token (./hosted-ui-token.ts). A separate Fastify instance
 * sharing the app's store, clock and tokens, because Amplify always calls it over https://
 * (server.ts adds the TLS listener).
 */

/** The hosted UI on its own Fastify instance; `https` makes it listen with TLS. */
export async function buildHostedUi(
  app: FastifyInstance,
  options: { https?: { key: string; cert: string }; logger?: boolean; logRequests?: boolean } = {},
): Promise<FastifyInstance> {
  const settings = {
    ...loggerOptions(options),
    ...errorEnvelopeOptions,
    bodyLimit: LIMITS.bodyLimitBytes,
  }
  // The https and http flavours of Fastify differ only in their server type.
  const ui = (
    options.https ? Fastify({ ...settings, https: options.https }) : Fastify(settings)
  ) as FastifyInstance
  // Its own pages and the OAuth answers keep their formats; anything else is the envelope.
  useErrorEnvelope(ui, { FST_ERR_CTP_INVALID_MEDIA_TYPE: HOSTED_UI_TEXT.formsOnly })

  ui.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  )
  allowAnyOrigin(ui, ['/oauth2/token'])

  loginRoutes(ui, app)
  tokenRoute(ui, app)
  return ui
}
