import type { AppRoute, ServerInferRequest, ServerInferResponses } from '@ts-rest/core'

/**
 * What a service answers for a contract route: one of the route's statuses with its body (an
 * error as `apiError(status, message)`). The router returns it as it is.
 */
export type Answer<R extends AppRoute> = Promise<ServerInferResponses<R>>

/** The parsed body a route takes. */
export type BodyOf<R extends AppRoute> = ServerInferRequest<R> extends { body: infer B } ? B : never

/** The parsed query a route takes. */
export type QueryOf<R extends AppRoute> =
  ServerInferRequest<R> extends { query: infer Q } ? Q : never
