import { describe, expect, it } from 'vitest'
import { ROUTES, isUnderRoute, routePath, routePrefix } from './routes'

describe('ROUTES', () => {
  it('are absolute paths without a trailing slash, each named once', () => {
    const paths = Object.values(ROUTES)
    for (const path of paths) expect(path).toMatch(/^\/(?:[a-z0-9$-]+(?:\/[a-zA-Z0-9$-]+)*)?$/)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('routePrefix', () => {
  it.each([
    [ROUTES.changePassword, '/zmien-haslo'],
    [ROUTES.verifyEmail, '/weryfikuj-email'],
    [ROUTES.blog, '/blog'],
    [ROUTES.home, '/'],
  ])('%s → %s', (path, prefix) => {
    expect(routePrefix(path)).toBe(prefix)
  })
})

describe('isUnderRoute', () => {
  it.each([
    ['/admin', ROUTES.admin, true],
    ['/admin/blog', ROUTES.admin, true],
    ['/administracja', ROUTES.admin, false],
    ['/zmien-haslo/abc', ROUTES.changePassword, true],
    ['/zmien-haslo', ROUTES.changePassword, true],
    ['/blog/abc', ROUTES.home, true],
  ] as const)('%s under %s: %s', (pathname, route, expected) => {
    expect(isUnderRoute(pathname, route)).toBe(expected)
  })
})

describe('routePath', () => {
  it('fills each parameter in, encoded as a path segment', () => {
    expect(routePath(ROUTES.parentPaymentSuccess, { id: '2AbC' })).toBe('/r/2AbC/sukces')
    expect(routePath(ROUTES.verifyEmail, { code: '123456', userId: 'u 1' })).toBe(
      '/weryfikuj-email/123456/u%201',
    )
  })

  it('leaves a route without parameters as it is', () => {
    expect(routePath(ROUTES.settingsBilling, {})).toBe('/ustawienia/rozliczenia')
  })
})
