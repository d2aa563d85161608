import { SETTINGS_HOME } from '@app/domain/user/settings-tabs'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { settingsQuery } from '../../api/user/queries'
import { EducationalProfileForm } from '../../features/initial-quiz/components/educational-profile-form'
import { useSession } from '../../features/session/use-session'
import { NestedRouteError } from '../../components/feedback/route-error'
import { SettingsPending } from '../../features/settings/components/settings-pending'
import { pageHead } from '../../lib/seo'

/** The initial quiz's answers, kept up to date; parents have no such tab (it opens 'Ogólne'). */
export const Route = createFileRoute('/ustawienia/profil-edukacyjny')({
  beforeLoad: ({ context: { session } }) => {
    if (session.user?.isParent) throw redirect({ to: SETTINGS_HOME, replace: true })
  },
  loader: async ({ context: { queryClient, session } }) => {
    if (session.user) await queryClient.ensureQueryData(settingsQuery(session.user.id))
  },
  head: () =>
    pageHead({
      title: 'Profil edukacyjny',
      description: 'Szkoła, klasa, przedmioty, cele i rytm nauki, na których opiera się Twój plan.',
    }),
  pendingComponent: () => <SettingsPending />,
  errorComponent: NestedRouteError,
  component: EducationalProfilePage,
})

function EducationalProfilePage() {
  const { user } = useSession()
  return user ? <EducationalProfile userId={user.id} /> : null
}

function EducationalProfile({ userId }: { userId: string }) {
  const { data: settings } = useSuspenseQuery(settingsQuery(userId))
  return <EducationalProfileForm userId={userId} settings={settings} />
}
