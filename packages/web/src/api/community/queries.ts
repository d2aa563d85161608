import type { User } from '@app/contract/user'
import { canJoinCommunity } from '@app/domain/access/access'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'

const all = ['community'] as const

/** The community's query keys; every one starts with 'community'. */
export const communityKeys = {
  all,
  /** The community state as one user sees it (it holds the user's booking). */
  user: (userId: string) => [...all, userId] as const,
}

/**
 * Query options for `GET /api/community`, per user (the answer holds the user's booking), shared
 * by the route loaders (`loadCommunity`) and the pages.
 */
export function communityQuery(userId: string) {
  return queryOptions({
    queryKey: communityKeys.user(userId),
    queryFn: ({ signal }) => okBody(tsr.community.getCommunity.query({ fetchOptions: { signal } })),
    staleTime: 60_000,
    // The loader's fetch already tried (and retried); a failure is shown, not fetched again.
    retryOnMount: false,
  })
}

/**
 * The loaders' prefetch, for a member only: anybody else is told who the community is for and
 * asks nothing (decision 0145). `optional`: a page that works without the answer (the dates are a
 * fixed rule) renders anyway and shows the failure where the links would be.
 */
export async function loadCommunity(
  queryClient: QueryClient,
  user: Pick<User, 'id' | 'groups'> | null,
  { optional }: { optional: boolean },
) {
  if (!user || !canJoinCommunity(user)) return
  const loading = queryClient.ensureQueryData(communityQuery(user.id))
  if (optional) await loading.catch(() => undefined)
  else await loading
}
