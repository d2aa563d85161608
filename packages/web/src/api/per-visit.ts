import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'

/**
 * Query meta of data each visit fetches for itself: the session, random picks, a counted article
 * view. The build-time prerender never hands its copy to the browser (src/entry-prerender.tsx
 * leaves these queries out of the dehydrated cache).
 */
export const PER_VISIT_META = { perVisit: true }

export const isPerVisit = (meta: Record<string, unknown> | undefined) => meta?.perVisit === true

/**
 * `useQuery` for per-visit data: pending until the page has hydrated, so a prerendered page's
 * first client render matches its HTML (a loading state in reserved space), then the data.
 */
export function usePerVisitQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const hydrated = useHydrated()
  const query = useQuery(options)
  return hydrated
    ? query
    : ({ data: undefined, error: null, isPending: true, refetch: query.refetch } as const)
}
