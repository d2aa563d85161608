import Fastify, { type FastifyInstance } from 'fastify'
import { LIMITS } from '@app/contract'
import { parseQueryString } from './query-string'
import { createClock, type Clock } from './clock'
import { errorEnvelopeOptions, useErrorEnvelope } from './errors'
import { cognitoRoutes } from './identity/cognito'
import { DEFAULT_HOSTED_UI_DOMAIN } from './identity/config'
import { paymentProviderRoutes } from './payment-provider'
import { registerJwks } from './plugins/auth'
import { registerControls } from './plugins/controls'
import { registerMedia } from './plugins/media'
import { registerOpenApi } from './plugins/openapi'
import { registerRateLimit, type RateLimitOptions } from './plugins/rate-limit'
import { apiRoutes } from './plugins/api-routes'
import { registerServices } from './services'
import { loggerOptions } from './logging'
import { registerScheduler } from './scheduler'
import { createStore, type Store } from './store'
import { createTokenService, type TokenService } from './tokens'
import { registerChatSafetyJobs } from './services/chat/safety'
import { registerDominationPlanJobs } from './services/domination-plan/reminders'
import { registerPlannerJobs } from './services/planner/day-plan-email'
import { registerParentJobs } from './services/parent/jobs'
import { createTutor, upstreamConfigFromEnv, type Tutor, type TutorOptions } from './tutor'

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received. */
    rawBody?: string
  }
  interface FastifyInstance {
    store: Store
    clock: Clock
    tokens: TokenService
    origins: Origins
    /** The chat's tutor (src/tutor): rule-based, or the configured upstream. */
    tutor: Tutor
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
  /** Wrong guesses allowed on the lookups anyone may call (decision 0140); false: no limit. */
  rateLimit?: RateLimitOptions | false
  /** The web app's origin, for links back to it (decision 0141). Default 'http://localhost:5173'. */
  siteOrigin?: string
  /** The API's own origin, for the provider's notifications. Default 'http://127.0.0.1:4010'. */
  apiOrigin?: string
  /**
   * The chat's tutor: its wait between chunks (default real timers; tests pass a fast one) and
   * the upstream (default from CHAT_UPSTREAM_URL, off when unset).
   */
  tutor?: TutorOptions
}

/** Where the site and the API are, from configuration, never from a request's headers. */
export interface Origins {
  site: string
  api: string
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
    routerOptions: { querystringParser: parseQueryString },
  })
  const clock = createClock(options.now ?? null)
  app.decorate('clock', clock)
  app.decorate('origins', {
    site: new URL(options.siteOrigin ?? 'http://localhost:5173').origin,
    api: new URL(options.apiOrigin ?? 'http://127.0.0.1:4010').origin,
  })
  registerScheduler(app)
  app.decorate('store', createStore(clock.now))
  app.decorate('tokens', await createTokenService(clock, options.tokenLifetimeSeconds))
  app.decorate('tutor', createTutor({ upstream: upstreamConfigFromEnv(), ...options.tutor }))
  registerServices(app)
  registerChatSafetyJobs(app)
  registerDominationPlanJobs(app)
  registerPlannerJobs(app)
  registerParentJobs(app)
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
  registerRateLimit(app, options.rateLimit)
  await app.register(apiRoutes)
  await paymentProviderRoutes(app)
  return app
}
