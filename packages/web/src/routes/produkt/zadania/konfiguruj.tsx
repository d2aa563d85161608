import { canUseTool } from '@app/domain/access/tools'
import { createFileRoute } from '@tanstack/react-router'
import { settingsQuery } from '../../../api/user/queries'
import { ExerciseSettingsPage } from '../../../features/exercises/settings/exercise-settings-page'
import { ExerciseSettingsSkeleton } from '../../../features/exercises/settings/exercise-settings-skeleton'
import { useSession } from '../../../features/session/use-session'
import { pageHead } from '../../../lib/seo'

/** 'Ustawienia zadań' (issue 29); the tool's gate and Pro offer are in route.tsx. */
export const Route = createFileRoute('/produkt/zadania/konfiguruj')({
  loader: async ({ context: { queryClient, session } }) => {
    const user = session.user
    if (user && canUseTool(user, 'tasks')) await queryClient.prefetchQuery(settingsQuery(user.id))
  },
  head: () =>
    pageHead({
      title: 'Ustawienia zadań',
      description: 'Dzienny cel, przedmioty, poziom i trudność zadań oraz podpowiedzi.',
    }),
  pendingComponent: ExerciseSettingsSkeleton,
  component: ExerciseSettingsRoute,
})

function ExerciseSettingsRoute() {
  const { user } = useSession()
  return user ? <ExerciseSettingsPage userId={user.id} /> : null
}
