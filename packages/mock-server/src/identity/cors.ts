import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The headers Amplify sends to Cognito (the preflight may ask for others: they are echoed). */
const DEFAULT_ALLOWED_HEADERS =
  'content-type, x-amz-target, x-amz-user-agent, amz-sdk-invocation-id, amz-sdk-request, cache-control, authorization'
const HEADER_LIST = /^[\w-]+(\s*,\s*[\w-]+)*$/

/**
 * Cognito's endpoints answer any origin: every answer of the scope gets
 * `Access-Control-Allow-Origin: *` (with the error-type header readable), and OPTIONS
 * preflights of the given paths get 204.
 */
export function allowAnyOrigin(scope: FastifyInstance, paths: string[]) {
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*')
    reply.header('access-control-expose-headers', 'x-amzn-errortype, x-amzn-requestid')
    return payload
  })
  for (const path of paths) scope.options(path, preflight)
}

function preflight(request: FastifyRequest, reply: FastifyReply) {
  const asked = request.headers['access-control-request-headers']
  const headers = asked && HEADER_LIST.test(asked) ? asked : DEFAULT_ALLOWED_HEADERS
  return reply
    .status(204)
    .header('access-control-allow-methods', 'GET, POST, OPTIONS')
    .header('access-control-allow-headers', headers)
    .header('access-control-max-age', '600')
    .send()
}
