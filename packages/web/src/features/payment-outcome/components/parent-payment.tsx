import { formatPln, vatBreakdown } from '@app/domain/commerce/money'
import { ORDER_TTL_MS, orderExpiryText } from '@app/domain/commerce/orders'
import { useQuery } from '@tanstack/react-query'
import { toApiError } from '@app/domain/shared/api-errors'
import { RotateCw } from 'lucide-react'
import { publicOrderQuery } from '../../../api/commerce/queries'
import { NotFound } from '../../../components/feedback/not-found'
import { Pending } from '../../../components/feedback/pending'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { useNow } from '../../../lib/use-now'
import { usePayAgain } from '../use-pay-again'
import '../payment-outcome.css'

/**
 * /r/{id}: a parent pays the order a child sent as a link. It names the child by first name only
 * and what is bought; the access goes to the child's account once the payment is confirmed.
 */
export function ParentPayment({ orderId }: { orderId: string }) {
  const order = useQuery(publicOrderQuery(orderId))
  const { payAgain, busy, error } = usePayAgain(orderId)
  const now = useNow(30_000)
  if (order.isPending) return <Pending />
  if (order.isError) {
    if (toApiError(order.error).httpsStatus === 404) return <NotFound />
    return (
      <section className="feedback" aria-labelledby="parent-payment-error">
        <h1 id="parent-payment-error">Nie udało się wczytać zamówienia</h1>
        <p>{toApiError(order.error).message}</p>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          <RotateCw aria-hidden="true" />
          Spróbuj ponownie
        </Button>
      </section>
    )
  }
  const { forFirstName, productName, amount, status, expiresAt } = order.data
  const { vat } = vatBreakdown(amount)
  const payable = status === 'pending' || status === 'failed'
  return (
    <article className="prose payment-outcome" aria-labelledby="parent-payment-heading">
      <h1 id="parent-payment-heading">Płatność za zamówienie dla: {forFirstName}</h1>
      <p>
        {forFirstName} prosi o opłacenie zamówienia. Dostęp trafi na konto {forFirstName}, gdy tylko
        operator płatności potwierdzi wpłatę.
      </p>
      <dl className="parent-payment-summary">
        <dt>Produkt</dt>
        <dd>{productName}</dd>
        <dt>Do zapłaty</dt>
        <dd>
          {formatPln(amount)} <small>(w tym 23% VAT: {formatPln(vat)})</small>
        </dd>
      </dl>
      {status === 'paid' && <p role="status">To zamówienie jest już opłacone. Dziękujemy!</p>}
      {status === 'expired' && (
        <p role="status">
          Link wygasł: na płatność czekamy 30 minut od złożenia zamówienia. Poproś o nowy link.
        </p>
      )}
      {payable && (
        <>
          <p>{orderExpiryText({ status: 'pending', createdAt: createdAtOf(expiresAt) }, now)}</p>
          <FormAlert>{error}</FormAlert>
          <Button
            busy={busy}
            busyLabel="Przekierowanie do płatności…"
            onClick={() => void payAgain()}
          >
            Zapłać {formatPln(amount)}
          </Button>
        </>
      )}
    </article>
  )
}

/** The order's creation instant from its expiry (30 minutes later). */
const createdAtOf = (expiresAt: string) =>
  new Date(Date.parse(expiresAt) - ORDER_TTL_MS).toISOString()
