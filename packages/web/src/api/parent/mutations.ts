import type { ParentLinkView } from '@app/contract/parent'
import { useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { invalidateSessionSoon } from '../user/session'
import { parentKeys } from './queries'

// whoami's `children` lists ACTIVE children only (decision 0196): what makes or ends a link
// refreshes the session too.

/**
 * `POST /api/saas/parent/validate-child`: a parent asks to see a child's progress by the child's
 * email and name; the child is e-mailed a consent link (decision 0196). The panel's list and the
 * latest request change (the parent's side of whoever is signed in: the activation's form runs
 * while the new account's session is still loading); refusals (404, 409, 422, 429) are the
 * form's to show.
 */
export function useValidateChild() {
  const queryClient = useQueryClient()
  return tsr.parent.validateChild.useMutation({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: parentKeys.all }),
  })
}

/** `POST …/children/{childId}/resend` ('Wyślij ponownie'): the answer is the child's new row. */
export function useResendRequest(userId: string) {
  const queryClient = useQueryClient()
  return tsr.parent.resendRequest.useMutation({
    onSettled: () => void queryClient.invalidateQueries({ queryKey: parentKeys.children(userId) }),
  })
}

/** `DELETE …/children/{childId}` ('Odłącz', 'Anuluj prośbę'): the child leaves the panel. */
export function useUnlinkChild(userId: string) {
  const queryClient = useQueryClient()
  return tsr.parent.unlinkChild.useMutation({
    onSuccess: (_response, { params }) => {
      queryClient.removeQueries({
        queryKey: [...parentKeys.summaries(userId), params.childId],
      })
      void queryClient.invalidateQueries({ queryKey: parentKeys.children(userId) })
      void queryClient.invalidateQueries({ queryKey: parentKeys.latestRequest(userId) })
      invalidateSessionSoon(queryClient)
    },
  })
}

/**
 * `POST /api/saas/user/parent-links/{id}` ('Zgadzam się' / 'Nie zgadzam się'): the answer is the
 * link's view as it is now; the child's parents list changes.
 */
export function useAnswerParentLink(userId: string) {
  const queryClient = useQueryClient()
  return tsr.parent.answerParentLink.useMutation({
    onSuccess: (response, { params }) => {
      queryClient.setQueryData<ParentLinkView>(parentKeys.link(userId, params.id), response.body)
      void queryClient.invalidateQueries({ queryKey: parentKeys.parents(userId) })
    },
  })
}

/** `DELETE /api/saas/user/parents/{parentId}` ('Odłącz'; a waiting request is refused). */
export function useRemoveParent(userId: string) {
  const queryClient = useQueryClient()
  return tsr.parent.removeParent.useMutation({
    onSettled: () => void queryClient.invalidateQueries({ queryKey: parentKeys.user(userId) }),
  })
}
