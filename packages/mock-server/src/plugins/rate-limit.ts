import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppRoute } from '@ts-rest/core'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'

/**
 * Guessing stopped (decision 0140): the calls anyone may make that tell whether something exists
 * (a promo code, an activation link, a reset token, a newsletter token, an order, an account's
 * email) answer 429 with `Retry-After` once a caller has had too many wrong guesses in a window.
 * Only wrong guesses count (404, 409, 410), so a page polling its order or a user typing a code
 * right is never slowed down. A caller is the signed-in user, or the IP address of a guest; each
 * route has its own budget. The window runs on the mock clock.
 */

export interface RateLimitOptions {
  /** Wrong guesses a caller may make on one route within the window. Default 20. */
  limit: number
  /** The window, in milliseconds of the mock clock. Default 60 000. */
  windowMs: number
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 20, windowMs: 60_000 }

/** The answers that say a guess was wrong. */
const WRONG_GUESS = new Set([404, 409, 410])

export const GUARDED_ROUTES: readonly AppRoute[] = [
  contract.commerce.validatePromoCode,
  contract.commerce.getPublicOrder,
  contract.commerce.startPayment,
  contract.auth.signup,
  contract.auth.signupSaas,
  contract.auth.verifyEmail,
  contract.auth.getActivation,
  contract.auth.getPublicUser,
  contract.auth.changePassword,
  contract.auth.checkPasswordReset,
  contract.newsletter.confirmSubscription,
  contract.newsletter.cancelSubscription,
]

export const tooManyAttemptsMessage = (seconds: number) =>
  `Zbyt wiele nieudanych prób. Spróbuj ponownie za ${seconds} s.`

/** Wrong guesses per caller and route: the instants of the attempts still in the window. */
export class RateLimiter {
  private attempts = new Map<string, number[]>()

  constructor(private readonly options: RateLimitOptions) {}

  reset() {
    this.attempts = new Map()
  }

  /**
   * Takes one attempt for a caller at `now`: its instant, or the seconds to wait when the budget
   * is spent. An attempt counts from the start, so requests in flight at once count too; one
   * that turns out right is given back (`release`).
   */
  take(caller: string, now: number): { ok: true; at: number } | { ok: false; retryAfter: number } {
    const since = now - this.options.windowMs
    const recent = (this.attempts.get(caller) ?? []).filter((at) => at > since)
    if (recent.length >= this.options.limit) {
      this.attempts.set(caller, recent)
      const oldest = recent[0] ?? now
      return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest - since) / 1000)) }
    }
    recent.push(now)
    this.attempts.set(caller, recent)
    return { ok: true, at: now }
  }

  release(caller: string, at: number) {
    const recent = this.attempts.get(caller)
    const index = recent?.indexOf(at) ?? -1
    if (recent && index >= 0) recent.splice(index, 1)
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The attempt this request took from its caller's budget, given back if it was right. */
    rateLimitAttempt?: { caller: string; at: number }
  }
}

const guarded = new Set<AppRoute>(GUARDED_ROUTES)

function guardedRoute(request: FastifyRequest): AppRoute | undefined {
  const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute
  return route && guarded.has(route) ? route : undefined
}

/**
 * Registers the limiter on every guarded route (after the bearer check, so a signed-in caller is
 * known). `false` switches it off (tests that make many calls on purpose).
 */
export function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions | false = DEFAULT_RATE_LIMIT,
) {
  if (options === false) return
  const limiter = new RateLimiter(options)

  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = guardedRoute(request)
    if (!route) return done()
    const caller = `${route.method} ${route.path} ${request.user ? `user:${request.user.id}` : `ip:${request.ip}`}`
    const taken = limiter.take(caller, app.clock.now().getTime())
    if (!taken.ok) {
      void reply
        .status(429)
        .header('retry-after', String(taken.retryAfter))
        .send(apiError(429, tooManyAttemptsMessage(taken.retryAfter)))
      return
    }
    request.rateLimitAttempt = { caller, at: taken.at }
    done()
  })

  app.addHook('onResponse', (request, reply, done) => {
    const attempt = request.rateLimitAttempt
    if (attempt && !WRONG_GUESS.has(reply.statusCode)) limiter.release(attempt.caller, attempt.at)
    done()
  })

  // The control API's reset starts every budget afresh, as it does the store.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'POST' && request.url.split('?')[0] === '/__mock/reset') limiter.reset()
    done()
  })
}
