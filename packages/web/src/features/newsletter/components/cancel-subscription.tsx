import type { SubscriptionCancelled } from '@app/contract/newsletter'
import { toApiError } from '@app/domain/shared/api-errors'
import { RotateCw } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Outcome } from '../../../components/ui/outcome'
import { useCancelSubscription } from '../../../api/newsletter/mutations'
import { LIST_COPY } from '../copy'
import { MissingToken, SignUpAgain, UnknownToken } from './token-problems'
import '../newsletter.css'
import { useRunOnce } from '../../../lib/use-run-once'

/** /anuluj-newsletter?token=…: leaves the list as soon as the page opens (one click from the email). */
export function CancelSubscription({ token }: { token: string | undefined }) {
  return (
    <section className="newsletter-page" aria-labelledby="cancel-heading">
      <h1 id="cancel-heading">Wypisanie z listy</h1>
      {token ? <Cancel token={token} /> : <MissingToken />}
    </section>
  )
}

function Cancel({ token }: { token: string }) {
  const { mutate, status, data, error } = useCancelSubscription()
  useRunOnce(() => mutate({ body: { token } }))

  if (status === 'success') return <Cancelled result={data.body} />
  if (status === 'error') {
    const { httpsStatus, message } = toApiError(error)
    if (httpsStatus === 404) return <UnknownToken message={message} />
    return (
      <Outcome tone="error" title="Nie udało się wypisać z listy">
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
  return <p role="status">Wypisujemy Cię z listy…</p>
}

function Cancelled({ result }: { result: SubscriptionCancelled }) {
  const already = result.state === 'ALREADY_CANCELLED'
  return (
    <>
      <Outcome
        tone={already ? 'info' : 'success'}
        title={already ? 'Ten adres był już wypisany' : 'Wypisaliśmy Cię z listy'}
      >
        <p>
          {already
            ? `Adres ${result.email} był już wcześniej wypisany z listy: ${LIST_COPY[result.list].name}. Nie wyślemy na niego kolejnych wiadomości.`
            : `Adres ${result.email} nie będzie już dostawać wiadomości z listy: ${LIST_COPY[result.list].name}. Szkoda, że się żegnamy!`}
        </p>
      </Outcome>
      <SignUpAgain list={result.list} email={result.email} />
    </>
  )
}
