import type { FastifyInstance } from 'fastify'

/**
 * A link to the web app as an e-mail carries it: absolute, on the configured site's origin
 * (`buildApp({ siteOrigin })`), since a mail client has no page to resolve a path against.
 */
export const siteLink = (app: FastifyInstance, path: string): string => `${app.origins.site}${path}`
