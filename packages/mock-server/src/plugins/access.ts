import type { FastifyReply, FastifyRequest } from 'fastify'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { contract } from '@app/contract'
import { errorEnvelope, MESSAGES } from '../errors'
import { ROUTE_ACCESS, type Access } from './route-access'

/** 'anyone' routes whose callers send no bearer at all: the secret is in the address. */
const BEARERLESS: ReadonlySet<AppRoute> = new Set([contract.planner.getFeed])

/** The contract route ts-rest registered for a request, if any. */
const routeOf = (request: FastifyRequest) =>
  (request.routeOptions.config as { tsRestRoute?: AppRoute }).tsRestRoute

/** Whether a request is for a route only the payment provider calls (it sends no bearer). */
export function isPaymentProviderRoute(request: FastifyRequest): boolean {
  const route = routeOf(request)
  return route !== undefined && accessOf(route) === 'paymentProvider'
}

/** Whether a request's route reads no bearer: the payment provider's, or BEARERLESS. */
export function takesNoBearer(request: FastifyRequest): boolean {
  const route = routeOf(request)
  return isPaymentProviderRoute(request) || (route !== undefined && BEARERLESS.has(route))
}

/** Every contract route with its access, as [route, access] pairs. */
function entries(router: AppRouter, table: Record<string, unknown>): [AppRoute, Access][] {
  return Object.entries(router).flatMap(([key, value]) => {
    const access = table[key]
    if (isAppRoute(value)) {
      if (access === undefined) throw new Error(`No access for ${value.method} ${value.path}`)
      return [[value, access as Access]]
    }
    return entries(value as AppRouter, access as Record<string, unknown>)
  })
}

const ACCESS = new Map(entries(contract, ROUTE_ACCESS))

/** The access of a contract route (the route objects ts-rest registers). */
export function accessOf(route: AppRoute): Access {
  const access = ACCESS.get(route)
  if (access === undefined) throw new Error(`No access for ${route.method} ${route.path}`)
  return access
}

/**
 * onRequest, after `authenticate`: 401 for `Bearer PUBLIC` and 403 without the role, before
 * the body is read or any of the request is validated, so a caller without the right learns
 * nothing about what the route expects.
 */
export function authorize(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const route = routeOf(request)
  // Fail closed: a route of this scope that ts-rest did not register is a bug, not a free pass.
  const access = route ? accessOf(route) : undefined
  if (access === 'anyone' || access === 'paymentProvider') return done()
  if (!request.user) return void reply.status(401).send(errorEnvelope(401, MESSAGES.loginRequired))
  if (access === undefined)
    return void reply.status(403).send(errorEnvelope(403, MESSAGES.forbidden))
  if (access !== 'signedIn' && !access.allows(request.user, request.server))
    return void reply.status(403).send(errorEnvelope(403, access.message))
  done()
}
