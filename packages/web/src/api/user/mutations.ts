import type { Settings } from '@app/contract/user'
import type { AvatarContentType } from '@app/contract/user/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { okBody } from '../ok-body'
import { putSignedUpload } from '../signed-upload'
import { userKeys } from './queries'

// The signed-in user itself (whoami) is the session query (./session.ts): the pages that change
// what whoami says refresh it through its helpers (SPEC §4: about 1 s later).

/** `PUT /api/saas/user/settings`: the answer is the user's settings as stored. */
export function useUpdateSettings(userId: string) {
  const queryClient = useQueryClient()
  return tsr.user.updateSettings.useMutation({
    onSuccess: (response) => queryClient.setQueryData(userKeys.settings(userId), response.body),
  })
}

/**
 * `POST /api/user/exercise-filters`: the tasks list's filters, remembered for the next visit
 * without params. The list page debounces it (features/exercises/list); the cached settings get
 * the saved filters, so a later visit in the same session restores them without a read.
 */
export function useSaveExerciseFilters(userId: string) {
  const queryClient = useQueryClient()
  return tsr.user.saveExerciseFilters.useMutation({
    onSuccess: (response) =>
      queryClient.setQueryData<Settings>(userKeys.settings(userId), (old) =>
        old ? { ...old, exerciseFilters: response.body } : old,
      ),
  })
}

/**
 * `POST /api/saas/user/delete-account`: afterwards nothing cached about the user is kept. The
 * session itself is not removed but set to nobody (`clearSession`), as the header observes it.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return tsr.user.deleteAccount.useMutation({
    onSuccess: () =>
      queryClient.removeQueries({
        queryKey: userKeys.all,
        predicate: ({ queryKey }) => queryKey[1] !== userKeys.session[1],
      }),
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

/**
 * A profile picture's upload: `POST /api/saas/user/avatar-upload-url` signs a link (5 minutes),
 * then the bytes are PUT to it with the given headers and no bearer token (a presigned link of a
 * storage service). Resolves to the `imageUrl` that 'Zapisz' saves in settings.general; failures
 * are error envelopes for `toApiError`.
 */
export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar })

async function uploadAvatar(picture: { blob: Blob; contentType: AvatarContentType }) {
  const link = await okBody(
    tsr.user.requestAvatarUpload.mutate({
      body: { contentType: picture.contentType, size: picture.blob.size },
    }),
  )
  await putSignedUpload(link, picture.blob)
  return link.imageUrl
}
