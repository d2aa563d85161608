import Fastify, { type FastifyInstance } from 'fastify'
import { LIMITS } from '@app/contract'
import { createClock, type Clock } from './clock'
import { errorEnvelopeOptions, useErrorEnvelope } from './errors'
import { cognitoRoutes } from './identity/cognito'
import { DEFAULT_HOSTED_UI_DOMAIN } from './identity/config'
import { paymentProviderRoutes } from './payment-provider'
import { registerJwks } from './plugins/auth'
import { registerControls } from './plugins/controls'
import { registerMedia } from './plugins/media'
import { registerOpenApi } from './plugins/openapi'
import { apiRoutes } from './routers'
import { loggerOptions } from './logging'
import { createStore, type Store } from './store'
import { createTokenService, type TokenService } from './tokens'

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received. */
    rawBody?: string
  }
  interface FastifyInstance {
    store: Store
    clock: Clock
    tokens: TokenService
  }
}

export interface BuildAppOptions {
  /** Mount the /__mock/ control API (development and tests). Default true. */
  controls?: boolean
  /** Log at all (warnings and errors only, unless `logRequests`). Default false. */
  logger?: boolean
  /** Also log every request and its answer at info level. Default false. */
  logRequests?: boolean
  /** Lifetime of the id and access tokens the mock issues. Default 3600. */
  tokenLifetimeSeconds?: number
  /** The hosted-UI domain GET /__mock/identity names. Default 'localhost:4443'. */
  hostedUiDomain?: string
  /** Start with the clock fixed at this instant (and go back to it on reset). Default: real time. */
  now?: Date
}

/**
 * The mock product API and the identity service's user-pool API (/cognito), ready to `listen`
 * or to `inject` into. The hosted UI is a second instance: see `buildHostedUi`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(options),
    ...errorEnvelopeOptions,
    bodyLimit: LIMITS.bodyLimitBytes,
  })
  const clock = createClock(options.now ?? null)
  app.decorate('clock', clock)
  app.decorate('store', createStore(clock.now))
  app.decorate('tokens', await createTokenService(clock, options.tokenLifetimeSeconds))
  app.decorateRequest('user', null)
  app.decorateRequest('idToken', null)

  // JSON only: any other body type is 415, not a confusing validation error. An empty JSON body
  // counts as no body (clients send the header on DELETE too); the contract then decides.
  app.removeContentTypeParser(['text/plain', 'application/json'])
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    // Kept for signatures over the exact bytes (the payment provider's notifications).
    request.rawBody = text
    if (text === '') done(null, undefined)
    else parseJson(request, text, done)
  })
  useErrorEnvelope(app)

  if (options.controls ?? true)
    registerControls(app, { hostedUiDomain: options.hostedUiDomain ?? DEFAULT_HOSTED_UI_DOMAIN })
  registerJwks(app)
  await app.register(cognitoRoutes)
  await registerOpenApi(app)
  await registerMedia(app)
  await app.register(apiRoutes)
  await paymentProviderRoutes(app)
  return app
}
