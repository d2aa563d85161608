import type { FastifyInstance } from 'fastify'
import swagger, { type StaticDocumentSpec } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { buildOpenApiDocument } from '@app/contract/openapi'

/** GET /api/openapi.json (generated from the contract) and a browsable, offline reference at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  const document = buildOpenApiDocument()
  app.get('/api/openapi.json', async () => document)
  await app.register(swagger, {
    mode: 'static',
    // Same OpenAPI 3 document; the two libraries only type it with different packages.
    specification: { document: document as unknown as StaticDocumentSpec['document'] },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
