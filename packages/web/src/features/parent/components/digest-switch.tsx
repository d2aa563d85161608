import { ROUTES } from '@app/domain/navigation/routes'
import { toApiError } from '@app/domain/shared/api-errors'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Mail } from 'lucide-react'
import { useUpdateSettings } from '../../../api/user/mutations'
import { settingsQuery } from '../../../api/user/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton, SkeletonText } from '../../../components/feedback/skeleton'
import { Card } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'

/**
 * 'Cotygodniowe podsumowanie emailem' (general.parentDigest, decision 0198), saved as it is
 * switched. It is its own switch under general.emailNotifications (decision 0119): with e-mail
 * notifications off nothing is sent, which the card says, with the way to turn them on.
 */
export function DigestSwitch({ userId }: { userId: string }) {
  const settings = useQuery(settingsQuery(userId))
  const update = useUpdateSettings(userId)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function save(parentDigest: boolean) {
    setOutcome(null)
    try {
      await update.mutateAsync({ body: { general: { parentDigest } } })
      setOutcome({
        tone: 'success',
        text: parentDigest
          ? 'Podsumowanie będzie przychodzić w niedziele o 18:00.'
          : 'Wyłączono cotygodniowe podsumowanie.',
      })
    } catch (error) {
      setOutcome({ tone: 'error', text: toApiError(error).message })
    }
  }

  return (
    <Card
      as="section"
      headingLevel={2}
      icon={Mail}
      title="Podsumowanie emailem"
      className="parent-side"
    >
      {settings.isError ? (
        <RetryError
          error={settings.error}
          onRetry={() => void settings.refetch()}
          title="Nie udało się wczytać ustawień"
        />
      ) : !settings.data ? (
        <Skeleton inline label="Ładowanie ustawień…">
          <SkeletonText lines={2} />
        </Skeleton>
      ) : (
        <>
          <Checkbox
            role="switch"
            label="Cotygodniowe podsumowanie emailem"
            hint="W niedzielę wieczorem: czas nauki i postępy połączonych dzieci w mijającym tygodniu."
            checked={settings.data.general.parentDigest}
            disabled={update.isPending}
            onChange={(event) => void save(event.currentTarget.checked)}
          />
          {settings.data.general.emailNotifications ? null : (
            <p className="parent-note">
              Powiadomienia email są wyłączone, więc podsumowanie nie przyjdzie.{' '}
              <Link to={ROUTES.settingsGeneral}>Włącz je w ustawieniach</Link>.
            </p>
          )}
          <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        </>
      )}
    </Card>
  )
}
