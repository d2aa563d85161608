import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'

export const MEDIA_ROOT = fileURLToPath(new URL('../../media', import.meta.url))

/** The seed's images (blog covers …) at /api/media/, so the demo works offline. */
export async function registerMedia(app: FastifyInstance) {
  await app.register(fastifyStatic, { root: MEDIA_ROOT, prefix: '/api/media/' })
}
