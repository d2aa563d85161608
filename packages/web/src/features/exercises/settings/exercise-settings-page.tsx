import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Settings } from 'lucide-react'
import { settingsQuery } from '../../../api/user/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { PageHeader } from '../../../components/ui/page-header'
import { ExerciseSettingsForm } from './exercise-settings-form'
import { ExerciseSettingsSkeleton } from './exercise-settings-skeleton'
import './exercise-settings.css'

/** /produkt/zadania/konfiguruj: the tasks tool's own settings, under its header. */
export function ExerciseSettingsPage({ userId }: { userId: string }) {
  const settings = useQuery(settingsQuery(userId))
  return (
    <article className="exercise-settings-page">
      <p className="exercise-settings-back">
        <Link to={ROUTES.tasks}>
          <ArrowLeft aria-hidden="true" />
          Wróć do zadań
        </Link>
      </p>
      <PageHeader
        icon={Settings}
        title="Ustawienia zadań"
        description="Dzienny cel, przedmioty, poziom i trudność, od których zaczyna się lista zadań."
      />
      {settings.isError && !settings.data ? (
        <RetryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <ExerciseSettingsForm userId={userId} settings={settings.data} />
      ) : (
        <ExerciseSettingsSkeleton />
      )}
    </article>
  )
}
