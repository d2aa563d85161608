import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { userKeys } from '../user/queries'
import { progressKeys } from './queries'

/**
 * `PUT /api/saas/user/settings` with `general.nickname` and `general.showInRanking` (the
 * settings' 'Ranking'): the answer is the settings; the league shows the new name or hides the
 * row, so it is read again. 409 (taken) and 422 (blocked) are the form's to show at the field.
 */
export function useUpdateRankingSettings(userId: string) {
  const queryClient = useQueryClient()
  return tsr.user.updateSettings.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData(userKeys.settings(userId), response.body)
      void queryClient.invalidateQueries({ queryKey: progressKeys.user(userId) })
    },
  })
}
