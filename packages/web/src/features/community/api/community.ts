import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../../lib/api'
import type { AppQueryClient } from '../../../lib/query-client'

export const COMMUNITY_QUERY_KEY = ['community'] as const

/**
 * Query options for `GET /api/community`, per user (the answer holds the user's booking), shared
 * by the route loaders (`queryClient.community.getCommunity.ensureQueryData`) and the pages.
 */
export function communityQuery(userId: string) {
  return {
    queryKey: [...COMMUNITY_QUERY_KEY, userId],
    staleTime: 60_000,
    // The loader's fetch already tried (and retried); a failure is shown, not fetched again.
    retryOnMount: false,
  }
}

/**
 * `POST /api/community/intro-meeting`: its answer is the updated community state, stored as the
 * user's community query. A refused booking refetches it (the seats may have changed).
 */
export function useBookIntroMeeting(userId: string) {
  const queryClient = useQueryClient()
  return tsr.community.bookIntroMeeting.useMutation({
    // The mutation's answer has the shape of the query's ({ status, body, headers }).
    onSuccess: (response) => queryClient.setQueryData(communityQuery(userId).queryKey, response),
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: communityQuery(userId).queryKey }),
  })
}

/** `DELETE /api/community/intro-meeting`: the answer (no booking) becomes the user's community query. */
export function useCancelIntroMeeting(userId: string) {
  const queryClient = useQueryClient()
  return tsr.community.cancelIntroMeeting.useMutation({
    onSuccess: (response) => queryClient.setQueryData(communityQuery(userId).queryKey, response),
  })
}

/**
 * The loaders' prefetch. `optional`: a page that works without the answer (the dates are a fixed
 * rule) renders anyway and shows the failure where the links would be.
 */
export async function loadCommunity(
  queryClient: AppQueryClient,
  userId: string | undefined,
  { optional }: { optional: boolean },
) {
  if (!userId) return
  const loading = queryClient.community.getCommunity.ensureQueryData(communityQuery(userId))
  if (optional) await loading.catch(() => undefined)
  else await loading
}
