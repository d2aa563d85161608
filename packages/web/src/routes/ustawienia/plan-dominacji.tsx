import { SETTINGS_HOME } from '@app/domain/user/settings-tabs'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { settingsQuery } from '../../api/user/queries'
import { NestedRouteError } from '../../components/feedback/route-error'
import { DominationSettingsForm } from '../../features/settings/components/domination-settings-form'
import { SettingsPending } from '../../features/settings/components/settings-pending'
import { useSession } from '../../features/session/use-session'
import { pageHead } from '../../lib/seo'

/** The domination plan's settings; without the tool the address opens 'Ogólne'. */
export const Route = createFileRoute('/ustawienia/plan-dominacji')({
  beforeLoad: ({ context: { session } }) => {
    if (session.user && !session.user.features.dominationPlan)
      throw redirect({ to: SETTINGS_HOME, replace: true })
  },
  loader: async ({ context: { queryClient, session } }) => {
    if (session.user) await queryClient.ensureQueryData(settingsQuery(session.user.id))
  },
  head: () =>
    pageHead({
      title: 'Ustawienia planu dominacji',
      description:
        'Dzień i godzina cotygodniowego podsumowania, początek roku planu i przypomnienie e-mailem.',
    }),
  pendingComponent: () => <SettingsPending />,
  errorComponent: NestedRouteError,
  component: DominationSettingsPage,
})

function DominationSettingsPage() {
  const { user } = useSession()
  return user ? <DominationSettings userId={user.id} /> : null
}

function DominationSettings({ userId }: { userId: string }) {
  const { data: settings } = useSuspenseQuery(settingsQuery(userId))
  return <DominationSettingsForm userId={userId} settings={settings} />
}
