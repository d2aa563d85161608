import type { ParentLinkView } from '@app/contract/parent'
import { ROUTES } from '@app/domain/navigation/routes'
import { toApiError } from '@app/domain/shared/api-errors'
import { formatWarsawDate, formatWarsawDateTime } from '@app/domain/shared/format'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { Check, EyeOff, X } from 'lucide-react'
import { useAnswerParentLink } from '../../../api/parent/mutations'
import { parentLinkQuery } from '../../../api/parent/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton } from '../../../components/feedback/skeleton'
import { FormPageLayout } from '../../../components/layout/form-page-layout'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Outcome } from '../../../components/ui/outcome'
import { useExclusive } from '../../../lib/use-exclusive'
import { consentState } from '../consent-state'
import '../parent.css'

const SETTINGS_PATH_TEXT = 'Ustawienia → Ogólne → Rodzice'

/**
 * /aktywuj-konto-rodzica/{uuid} for a consent link (PARENT_LINK, decisions 0197, 0204), signed
 * in: the parent's name, what they will and will not see, 'Zgadzam się' / 'Nie zgadzam się', then
 * the outcome; a link answered, expired or withdrawn says so; another account's link says only
 * that. `notConsent` is what to show when the id is no consent link (the activation's states).
 */
export function ParentConsent({
  uuid,
  userId,
  notConsent,
}: {
  uuid: string
  userId: string
  notConsent: ReactNode
}) {
  const link = useQuery(parentLinkQuery(userId, uuid))
  const answer = useAnswerParentLink(userId)
  const [answeredHere, setAnsweredHere] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const state = consentState({ data: link.data, error: link.error }, answeredHere)

  const respond = useExclusive(async (accept: boolean) => {
    setFailure(null)
    try {
      await answer.mutateAsync({ params: { id: uuid }, body: { accept } })
      setAnsweredHere(true)
    } catch (error) {
      // Answered elsewhere, expired or withdrawn meanwhile: say why, then show it as it is now.
      setFailure(toApiError(error).message)
      void link.refetch()
    }
  })

  if (state.kind === 'not-a-consent-link') return <>{notConsent}</>
  return (
    <FormPageLayout labelledBy="consent-heading">
      <h1 id="consent-heading">Zgoda dla rodzica</h1>
      {state.kind === 'loading' ? (
        <Skeleton rows={3} label="Ładowanie prośby…" />
      ) : state.kind === 'failed' ? (
        <RetryError
          error={state.error}
          onRetry={() => void link.refetch()}
          title="Nie udało się wczytać prośby"
        />
      ) : state.kind === 'other-account' ? (
        <Outcome tone="error" title="Link dla innego konta">
          <p>{state.message}</p>
          <p>Zaloguj się na konto, na które przyszedł email z prośbą.</p>
          <p>
            <Link to={ROUTES.logout}>Wyloguj się</Link>
          </p>
        </Outcome>
      ) : state.kind === 'withdrawn' ? (
        <Outcome tone="info" title="Prośba nieaktualna">
          <p>{state.message}</p>
          <BackToProduct />
        </Outcome>
      ) : state.kind === 'expired' ? (
        <Outcome tone="error" title="Prośba wygasła">
          <p>
            Prośba od: {state.view.parent.name} wygasła{' '}
            {formatWarsawDateTime(new Date(state.view.expiresAt))}. Rodzic może wysłać nową.
          </p>
          <BackToProduct />
        </Outcome>
      ) : state.kind === 'accepted' ? (
        <Outcome tone="success" title="Zgoda udzielona">
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <p>
            {state.view.parent.name} widzi teraz Twoje postępy w nauce
            {state.view.consentedAt && !state.justNow
              ? ` (zgoda z ${formatWarsawDate(new Date(state.view.consentedAt))})`
              : ''}
            . Nie widzi rozmów z czatem ani Twoich notatek.
          </p>
          <p>
            Zgodę możesz cofnąć w każdej chwili: <SettingsLink />.
          </p>
        </Outcome>
      ) : state.kind === 'declined' ? (
        <Outcome tone="info" title="Nie wyrażono zgody">
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <p>
            {state.view.parent.name} nie zobaczy Twoich postępów w nauce.{' '}
            {state.justNow ? 'Wysłaliśmy rodzicowi informację o Twojej decyzji.' : ''}
          </p>
          <BackToProduct />
        </Outcome>
      ) : (
        <Question
          view={state.view}
          busy={answer.isPending}
          failure={failure}
          onAnswer={(accept) => void respond(accept)}
        />
      )}
    </FormPageLayout>
  )
}

function Question({
  view,
  busy,
  failure,
  onAnswer,
}: {
  view: ParentLinkView
  busy: boolean
  failure: string | null
  onAnswer: (accept: boolean) => void
}) {
  return (
    <>
      <p className="parent-consent-lead">
        <strong>{view.parent.name}</strong> prosi o połączenie swojego konta rodzica z Twoim kontem.
        Decyzja należy do Ciebie: bez Twojej zgody nie zobaczy niczego z Twojej nauki.
      </p>
      <div className="parent-consent-lists">
        <section aria-labelledby="consent-sees">
          <h2 id="consent-sees">Po zgodzie zobaczy</h2>
          <ul className="parent-consent-list">
            {view.sees.map((item) => (
              <li key={item}>
                <Check aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="consent-never">
          <h2 id="consent-never">Nigdy nie zobaczy</h2>
          <ul className="parent-consent-list">
            {view.neverSees.map((item) => (
              <li key={item}>
                <EyeOff aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="parent-note">
        Prośba jest ważna do {formatWarsawDateTime(new Date(view.expiresAt))}. Zgodę możesz później
        cofnąć ({SETTINGS_PATH_TEXT}).
      </p>
      <FormAlert>{failure}</FormAlert>
      <div className="parent-consent-actions">
        <Button busy={busy} busyLabel="Zapisywanie…" onClick={() => onAnswer(true)}>
          <Check aria-hidden="true" />
          Zgadzam się
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onAnswer(false)}>
          <X aria-hidden="true" />
          Nie zgadzam się
        </Button>
      </div>
    </>
  )
}

function SettingsLink() {
  return <Link to={ROUTES.settingsGeneral}>{SETTINGS_PATH_TEXT}</Link>
}

function BackToProduct() {
  return (
    <p>
      <Link to={ROUTES.products}>Przejdź do platformy</Link>
    </p>
  )
}
