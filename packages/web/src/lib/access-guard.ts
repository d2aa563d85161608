import { LOGIN_PATH, checkAccess, type AccessUser, type RouteArea } from '@app/domain/access/access'
import { redirect, type ParsedLocation } from '@tanstack/react-router'

/**
 * A `beforeLoad` guard for a route area (SPEC §6, domain `checkAccess`): a refused visitor is
 * redirected, and a guest sent to /logowanie carries the page they wanted as `redirect`.
 */
export function guardArea(area: RouteArea) {
  return ({
    context,
    location,
  }: {
    context: { session: { user: AccessUser | null } }
    location: ParsedLocation
  }) => {
    const access = checkAccess(context.session.user, area, new Date())
    if (access.allow) return
    if (access.redirectTo === LOGIN_PATH && access.rememberPath) {
      throw redirect({ to: LOGIN_PATH, search: { redirect: location.href } })
    }
    throw redirect({ href: access.redirectTo })
  }
}
