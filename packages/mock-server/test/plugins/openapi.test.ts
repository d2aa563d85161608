import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { contract } from '@app/contract'
import { seedArticles } from '../../src/store/seed/blog'
import { buildTestApp } from '../helper'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const routes = (router: AppRouter): AppRoute[] =>
  Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : routes(r as AppRouter)))

describe('GET /api/openapi.json', () => {
  it('documents every contract route with its origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as {
      openapi: string
      paths: Record<string, Record<string, { 'x-origin'?: string }>>
    }
    expect(doc.openapi).toMatch(/^3\./)
    const all = routes(contract)
    expect(all.length).toBeGreaterThanOrEqual(31)
    for (const route of all) {
      const path = route.path.replace(/:(\w+)/g, '{$1}')
      const operation = doc.paths[path]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${path}`).toBeDefined()
      expect(operation?.['x-origin']).toBe((route.metadata as { origin: string }).origin)
    }
  })
})

describe('/api/docs', () => {
  it('answers with the HTML reference', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('swagger-ui')
  })
})

describe('/api/media', () => {
  it('serves every blog image of the seed', async () => {
    for (const article of seedArticles) {
      const res = await app.inject({ method: 'GET', url: article.imageUrl })
      expect(res.statusCode, article.imageUrl).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml')
    }
  })
})
