import { ROUTES } from '@app/domain/navigation/routes'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from './routeTree.gen'

/**
 * Every page of the generated route tree, by full path as `to` spells it ('/blog/', an index
 * route, is '/blog'): the router works the paths out when it is created.
 */
function routeTreePaths(): Set<string> {
  // Only the paths are read: no context, no navigation.
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never })
  return new Set(
    Object.values(router.routesById).map((route) =>
      route.isRoot ? '/' : route.fullPath.replace(/(.)\/$/, '$1'),
    ),
  )
}

describe('ROUTES', () => {
  const inTree = routeTreePaths()

  it.each(Object.entries(ROUTES))('%s (%s) is a page of the route tree', (_name, path) => {
    expect(inTree).toContain(path)
  })

  it('is checked against the whole tree: parameters, index and redirect-only routes', () => {
    for (const path of ['/', '/blog', '/blog/$id', '/produkt/spolecznosc', '/yt']) {
      expect(inTree).toContain(path)
    }
    expect(inTree).not.toContain('/platforma')
  })
})
