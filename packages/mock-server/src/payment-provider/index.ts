import type { FastifyInstance } from 'fastify'
import { providerApiRoutes } from './api'
import { hostedPageRoutes } from './hosted-page'
import { defineSettlementJobs } from './settlement'

/**
 * The emulated payment provider: its API, its hosted page and its settlement jobs (on the mock's
 * scheduler). Called with the root app (not registered), so that settlement injects into the whole app.
 */
export async function paymentProviderRoutes(app: FastifyInstance) {
  // Its own scope: the hosted page's forms are urlencoded, the shop's API takes JSON only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    )
    providerApiRoutes(scope, app)
    hostedPageRoutes(scope, app)
  })
  defineSettlementJobs(app)
}
