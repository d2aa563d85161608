import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionGraceBanner } from '../../features/billing/components/grace-banner'
import { SettingsLayout } from '../../features/settings/components/settings-layout'
import { useSession } from '../../features/session/use-session'
import { guardArea } from '../../lib/access-guard'

/** /ustawienia and its tabs: any signed-in user (guests are sent to sign in, the page remembered). */
export const Route = createFileRoute('/ustawienia')({
  beforeLoad: guardArea('settings'),
  component: SettingsPage,
})

function SettingsPage() {
  const { user } = useSession()
  if (!user) return null
  return (
    <>
      <SubscriptionGraceBanner user={user} />
      <SettingsLayout user={user} />
    </>
  )
}
