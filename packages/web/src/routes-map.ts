import type { ROUTES } from '@app/domain/navigation/routes'
import type { FileRouteTypes } from './routeTree.gen'

/**
 * Every path of the domain's route map (`ROUTES`, packages/domain/src/navigation/routes.ts) is a page of the
 * route tree: a path that is not (a typo, a page not built yet) fails typecheck here, naming the
 * missing paths; routes-map.test.ts checks the same at runtime. Menus, redirects and links take
 * their paths from `ROUTES`, so none of them can lead to a page that does not exist.
 */
type MissingFromRouteTree = Exclude<(typeof ROUTES)[keyof typeof ROUTES], FileRouteTypes['to']>

export const _everyRouteExists: [MissingFromRouteTree] extends [never]
  ? true
  : MissingFromRouteTree = true
