import type { SubscriptionConfirmed } from '@app/contract/newsletter'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Download, RotateCw } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Outcome } from '../../../components/ui/outcome'
import { useConfirmSubscription } from '../../../api/newsletter/mutations'
import { LIST_COPY } from '../copy'
import { MissingToken, SignUpAgain, UnknownToken } from './token-problems'
import '../newsletter.css'
import { useRunOnce } from '../../../lib/use-run-once'

/** /potwierdz-newsletter?token=…: confirms the sign-up as soon as the page opens. */
export function ConfirmSubscription({ token }: { token: string | undefined }) {
  return (
    <section className="newsletter-page" aria-labelledby="confirm-heading">
      <h1 id="confirm-heading">Potwierdzenie zapisu</h1>
      {token ? <Confirm token={token} /> : <MissingToken />}
    </section>
  )
}

function Confirm({ token }: { token: string }) {
  const { mutate, status, data, error } = useConfirmSubscription()
  // Once per page: a repeat would say "already".
  useRunOnce(() => mutate({ body: { token } }))

  if (status === 'success') return <Confirmed result={data.body} />
  if (status === 'error') {
    const { httpsStatus, message } = toApiError(error)
    if (httpsStatus === 404) return <UnknownToken message={message} />
    if (httpsStatus === 410)
      return (
        <Outcome tone="error" title="Ten zapis został anulowany">
          <p>{message}</p>
          <SignUpAgain />
        </Outcome>
      )
    return (
      <Outcome tone="error" title="Nie udało się potwierdzić zapisu">
        <p>{message}</p>
        <p>
          <Button variant="secondary" onClick={() => mutate({ body: { token } })}>
            <RotateCw aria-hidden="true" />
            Spróbuj ponownie
          </Button>
        </p>
      </Outcome>
    )
  }
  return <p role="status">Potwierdzamy Twój zapis…</p>
}

function Confirmed({ result }: { result: SubscriptionConfirmed }) {
  const copy = LIST_COPY[result.list]
  const already = result.state === 'ALREADY_CONFIRMED'
  return (
    <Outcome
      tone={already ? 'info' : 'success'}
      title={already ? 'Ten zapis był już potwierdzony' : 'Dziękujemy, zapis potwierdzony!'}
    >
      <p>
        {already
          ? `Adres ${result.email} jest już zapisany na ${copy.name}. Nic więcej nie musisz robić.`
          : `Adres ${result.email} jest zapisany na ${copy.name}.`}
      </p>
      <p>{copy.afterConfirm}</p>
      {result.list === 'EBOOK' && (
        <p className="cta-row">
          <Link
            to={ROUTES.ebookDownload}
            search={{ token: result.ebookDownloadToken }}
            className="button button-primary"
          >
            <Download aria-hidden="true" />
            Pobierz ebook
          </Link>
        </p>
      )}
    </Outcome>
  )
}
