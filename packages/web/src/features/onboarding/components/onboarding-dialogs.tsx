import type { User } from '@app/contract/user'
import { nextNotification, type OnboardingPage } from '@app/domain/user/onboarding'
import { lazy, Suspense, useCallback, useState } from 'react'
import { useMarkNotificationSeen } from '../../../api/user/mutations'
import { readLocallySeen, rememberSeen } from '../seen-notifications'

/** The dialogs' code, loaded only when one is shown (also by 'Jak to działa?'). */
export const OnboardingDialog = lazy(() => import('./onboarding-dialog'))

/**
 * The onboarding dialog of this view, if any (decision 0116): chosen once when the view opens,
 * from what whoami and this browser say was seen. Closing it records it in both.
 */
export function OnboardingDialogs({ user, page }: { user: User; page: OnboardingPage }) {
  const [type] = useState(() =>
    nextNotification({
      user,
      seen: [...user.seenNotifications, ...readLocallySeen(user.id)],
      page,
      shownThisView: false,
    }),
  )
  const { mutate: markSeen } = useMarkNotificationSeen()
  const onClose = useCallback(() => {
    if (!type) return
    rememberSeen(user.id, type)
    markSeen({ body: { type } })
  }, [type, user.id, markSeen])
  if (!type) return null
  return (
    <Suspense fallback={null}>
      <OnboardingDialog type={type} user={user} onClose={onClose} />
    </Suspense>
  )
}
