import { createFileRoute } from '@tanstack/react-router'
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
  return user ? <SettingsLayout user={user} /> : null
}
