import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { communityKeys } from './queries'

/**
 * `POST /api/community/intro-meeting`: its answer is the updated community state, stored as the
 * user's community query. A refused booking refetches it (the seats may have changed).
 */
export function useBookIntroMeeting(userId: string) {
  const queryClient = useQueryClient()
  return tsr.community.bookIntroMeeting.useMutation({
    onSuccess: (response) => queryClient.setQueryData(communityKeys.user(userId), response.body),
    onError: () => void queryClient.invalidateQueries({ queryKey: communityKeys.user(userId) }),
  })
}

/** `DELETE /api/community/intro-meeting`: the answer (no booking) becomes the user's community query. */
export function useCancelIntroMeeting(userId: string) {
  const queryClient = useQueryClient()
  return tsr.community.cancelIntroMeeting.useMutation({
    onSuccess: (response) => queryClient.setQueryData(communityKeys.user(userId), response.body),
  })
}
