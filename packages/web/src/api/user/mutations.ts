import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { userKeys } from './queries'

// The signed-in user itself (whoami) is the session feature's query (features/session): the
// pages that change what whoami says refresh it themselves (SPEC §4: about 1 s later).

/** `POST /api/saas/parent/validate-child`: a parent links a child's account by its email and name. */
export const useValidateChild = () => tsr.user.validateChild.useMutation()

/** `PUT /api/saas/user/settings`: the answer is the user's settings as stored. */
export function useUpdateSettings(userId: string) {
  const queryClient = useQueryClient()
  return tsr.user.updateSettings.useMutation({
    onSuccess: (response) => queryClient.setQueryData(userKeys.settings(userId), response.body),
  })
}

/** `POST /api/saas/user/delete-account`: afterwards nothing cached about the user is kept. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return tsr.user.deleteAccount.useMutation({
    onSuccess: () => queryClient.removeQueries({ queryKey: userKeys.all }),
  })
}

/** `POST /api/saas/user/quiz-progress` ('Dalej'): the answer is the quiz as stored. */
export function useSaveQuizAnswer(userId: string) {
  const queryClient = useQueryClient()
  return tsr.user.saveQuizProgress.useMutation({
    onSuccess: (response) => queryClient.setQueryData(userKeys.quiz(userId), response.body),
  })
}

/** `POST /api/saas/user/initial_quiz` ('Zakończ'): fills the educational profile. */
export function useFinishQuiz(userId: string) {
  const queryClient = useQueryClient()
  return tsr.user.submitInitialQuiz.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData(userKeys.quiz(userId), response.body)
      void queryClient.invalidateQueries({ queryKey: userKeys.settings(userId) })
    },
  })
}

/**
 * `POST /api/saas/user/notification`: an onboarding dialog was closed. A failure is ignored
 * (SPEC §7); the browser's own seen-set keeps the dialog from coming back meanwhile.
 */
export const useMarkNotificationSeen = () => tsr.user.sendNotification.useMutation()
