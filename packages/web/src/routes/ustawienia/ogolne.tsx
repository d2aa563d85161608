import { hasTodayPage } from '@app/domain/user/today-page'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { settingsQuery } from '../../api/user/queries'
import { AccountData } from '../../features/settings/components/account-data'
import { DeleteAccount } from '../../features/settings/components/delete-account'
import { GeneralSettingsForm } from '../../features/settings/components/general-settings-form'
import { ParentsSettings } from '../../features/settings/components/parents-settings'
import { RankingSettings } from '../../features/settings/components/ranking-settings'
import { ThemeChoiceSection } from '../../features/settings/components/theme-choice'
import { clearSession, invalidateSessionSoon } from '../../api/user/session'
import { useSession } from '../../features/session/use-session'
import { NestedRouteError } from '../../components/feedback/route-error'
import { SettingsPending } from '../../features/settings/components/settings-pending'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/ustawienia/ogolne')({
  loader: async ({ context: { queryClient, session } }) => {
    if (session.user) await queryClient.ensureQueryData(settingsQuery(session.user.id))
  },
  head: () =>
    pageHead({
      title: 'Ustawienia ogólne',
      description:
        'Zdjęcie profilowe, nazwa wyświetlana, powiadomienia email, ranking, rodzice, motyw kolorów, Twoje dane i usuwanie konta.',
    }),
  pendingComponent: () => <SettingsPending cards={3} />,
  errorComponent: NestedRouteError,
  component: GeneralSettingsPage,
})

function GeneralSettingsPage() {
  const { user } = useSession()
  return user ? <GeneralSettings userId={user.id} /> : null
}

function GeneralSettings({ userId }: { userId: string }) {
  const { queryClient } = Route.useRouteContext()
  const { user } = useSession()
  const { data: settings } = useSuspenseQuery(settingsQuery(userId))
  if (!user) return null
  return (
    <>
      <GeneralSettingsForm
        user={user}
        settings={settings}
        // The header shows the new name after the session's refresh (SPEC §4: about 1 s later).
        onSaved={() => invalidateSessionSoon(queryClient)}
      />
      {/* Students of the platform take part in the weekly league (issue 30). */}
      {hasTodayPage(user) ? (
        <RankingSettings userId={userId} name={user.name} settings={settings} />
      ) : null}
      {/* A student decides which parents see their progress (issue 30, decision 0204). */}
      {user.isParent ? null : <ParentsSettings userId={userId} />}
      <ThemeChoiceSection />
      <AccountData />
      <DeleteAccount onDeleted={() => clearSession(queryClient)} />
    </>
  )
}
