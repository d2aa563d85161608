import { Outlet, useChildMatches } from '@tanstack/react-router'
import { NotFound } from '../feedback/not-found'

/**
 * The component of a guard-only area route (e.g. /produkt/fiszki): its pages, or the not-found
 * page when the area's own page does not exist yet.
 */
export function AreaOutlet() {
  return useChildMatches().length > 0 ? <Outlet /> : <NotFound />
}
