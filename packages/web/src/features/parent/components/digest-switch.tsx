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
import '../parent.css'

/**
 * 'Cotygodniowe podsumowanie emailem' (general.parentDigest, decision 0198), saved as it is
 * switched. It is its own switch under general.emailNotifications (decision 0119): with e-mail
 * notifications off nothing is sent, which the card says, with the way to turn them on.
 */
export function DigestSwitch({ userId }: { userId: string }) {
  const settings = useQuery(settingsQuery(userId))
  return (
    <Card as="section" headingLevel={2} icon={Mail} title="Podsumowanie emailem">
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
          <Switch userId={userId} saved={settings.data.general.parentDigest} />
          {settings.data.general.emailNotifications ? null : (
            <p className="parent-note">
              Powiadomienia email są wyłączone, więc podsumowanie nie przyjdzie.{' '}
              <Link to={ROUTES.settingsGeneral}>Włącz je w ustawieniach</Link>.
            </p>
          )}
        </>
      )}
    </Card>
  )
}

/** The switch shows the new state at once; a failed save puts it back and says why. */
function Switch({ userId, saved }: { userId: string; saved: boolean }) {
  const update = useUpdateSettings(userId)
  const [on, setOn] = useState(saved)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function save(parentDigest: boolean) {
    setOn(parentDigest)
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
      setOn(!parentDigest)
      setOutcome({ tone: 'error', text: toApiError(error).message })
    }
  }

  return (
    <>
      <Checkbox
        role="switch"
        label="Cotygodniowe podsumowanie emailem"
        hint="W niedzielę wieczorem: czas nauki i postępy połączonych dzieci w mijającym tygodniu."
        checked={on}
        disabled={update.isPending}
        onChange={(event) => void save(event.currentTarget.checked)}
      />
      <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
    </>
  )
}
