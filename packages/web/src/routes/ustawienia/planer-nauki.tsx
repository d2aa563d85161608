import { SETTINGS_HOME } from '@app/domain/user/settings-tabs'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { settingsQuery } from '../../api/user/queries'
import { NestedRouteError } from '../../components/feedback/route-error'
import { PlannerSettingsForm } from '../../features/settings/components/planner-settings-form'
import { SettingsPending } from '../../features/settings/components/settings-pending'
import { useSession } from '../../features/session/use-session'
import { pageHead } from '../../lib/seo'

/** The learning planner's settings; without the tool the address opens 'Ogólne'. */
export const Route = createFileRoute('/ustawienia/planer-nauki')({
  beforeLoad: ({ context: { session } }) => {
    if (session.user && !session.user.features.planner)
      throw redirect({ to: SETTINGS_HOME, replace: true })
  },
  loader: async ({ context: { queryClient, session } }) => {
    if (session.user) await queryClient.ensureQueryData(settingsQuery(session.user.id))
  },
  head: () =>
    pageHead({
      title: 'Ustawienia planera nauki',
      description:
        'Długość sesji i przerw w trybie skupienia, domyślne okna na naukę, plan dnia na e-mail i przypomnienia.',
    }),
  pendingComponent: () => <SettingsPending cards={2} />,
  errorComponent: NestedRouteError,
  component: PlannerSettingsPage,
})

function PlannerSettingsPage() {
  const { user } = useSession()
  return user ? <PlannerSettings userId={user.id} /> : null
}

function PlannerSettings({ userId }: { userId: string }) {
  const { data: settings } = useSuspenseQuery(settingsQuery(userId))
  return <PlannerSettingsForm userId={userId} settings={settings} />
}
