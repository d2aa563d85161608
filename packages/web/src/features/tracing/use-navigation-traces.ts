import type { ExperimentInfo } from '@app/contract/trace'
import { useRouter, type ParsedLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { sendTrace } from '../../api/trace/mutations'

/** The experiment info of a page, by its query string (or none). */
export type ExperimentForTrace = (search: string) => ExperimentInfo | undefined

/**
 * A PAGE_VIEW trace for every navigation, once the router has resolved it (SPEC §7; skipped on
 * admin pages by `sendTrace`). Fire and forget: nothing waits for it, failures are ignored.
 */
export function useNavigationTraces(experimentFor: ExperimentForTrace) {
  const router = useRouter()
  // Survives an effect re-run, so a location is traced once however often this re-subscribes.
  const lastHref = useRef<string | null>(null)

  useEffect(() => {
    const trace = (location: ParsedLocation) => {
      // A reload of the same location (e.g. router.invalidate()) is not a navigation.
      if (location.href === lastHref.current) return
      lastHref.current = location.href
      const { origin } = window.location
      sendTrace({
        traceType: 'PAGE_VIEW',
        location: {
          origin,
          pathname: location.pathname,
          search: location.searchStr,
          href: `${origin}${location.href}`,
        },
        experiment: experimentFor(location.searchStr),
      })
    }
    const unsubscribe = router.subscribe('onResolved', (event) => trace(event.toLocation))
    // The first page may have resolved before this effect subscribed.
    const resolved = router.state.resolvedLocation
    if (resolved) trace(resolved)
    return unsubscribe
  }, [router, experimentFor])
}
