import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { latestRequestQuery } from '../../../api/parent/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Skeleton } from '../../../components/feedback/skeleton'
import { Outcome } from '../../../components/ui/outcome'
import { requestOutcomeCopy } from '../request-outcome'
import { LINK_FORM_ID } from './parent-panel'
import '../parent.css'

/**
 * /produkt/panel-rodzica/sukces and /blad: the latest request as stored (GET …/requests/latest),
 * so an e-mail opened late or a page reloaded tells the truth rather than what its URL promised.
 */
export function RequestOutcomePage({ userId }: { userId: string }) {
  const latest = useQuery(latestRequestQuery(userId))
  if (latest.isError)
    return (
      <div className="parent-outcome">
        <h1>Prośba o połączenie kont</h1>
        <RetryError
          error={latest.error}
          onRetry={() => void latest.refetch()}
          title="Nie udało się wczytać prośby"
        />
      </div>
    )
  if (!latest.data) return <Skeleton rows={2} label="Ładowanie prośby…" />
  const copy = requestOutcomeCopy(latest.data.request)
  return (
    <div className="parent-outcome">
      <Outcome tone={copy.tone} title={copy.title} level={1}>
        <p>{copy.text}</p>
        <p className="parent-outcome-actions">
          {copy.askAgain ? (
            <Link to={ROUTES.parentPanel} hash={LINK_FORM_ID} className="button button-primary">
              Spróbuj ponownie
            </Link>
          ) : null}
          <Link to={ROUTES.parentPanel}>Przejdź do panelu rodzica</Link>
        </p>
      </Outcome>
    </div>
  )
}
