import type { OrderStatus, ProductId } from '@app/contract/constants'
import { formatPln } from '@app/domain/commerce/money'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RotateCw } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Outcome, type OutcomeProps } from '../../../components/ui/outcome'
import { CHECKOUT_OF, RENEWAL_PAID, UNLOCKED } from '../outcome-copy'
import { usePayAgain } from '../use-pay-again'
import '../payment-outcome.css'

export interface OutcomeOrder {
  id: string
  productId: ProductId
  productName: string
  amount: number
  status: OrderStatus
  /** The buyer's own order says it; the public view (/r/{id}) is always a purchase. */
  kind?: 'purchase' | 'renewal'
}

interface OrderOutcomeProps {
  order: OutcomeOrder
  /** The buyer sees what was unlocked; a payer (a parent on /r/{id}) for whom it was. */
  forFirstName?: string
}

/**
 * What became of a payment, from the order's real status (never from the address): waiting for
 * the provider's confirmation, paid with what it unlocked, failed with a new try of the same
 * order, or expired with a new order.
 */
export function OrderOutcome({ order, forFirstName }: OrderOutcomeProps) {
  const { payAgain, busy, error } = usePayAgain(order.id)
  const payer = forFirstName !== undefined
  const amount = formatPln(order.amount)
  // A renewal is paid again from the billing tab, which opens its order with the provider.
  const renewal = order.kind === 'renewal'
  const backToBilling = (
    <p>
      <Link to={ROUTES.settingsBilling} className="button button-primary">
        Wróć do rozliczeń
      </Link>
    </p>
  )
  const outcome = ((): { tone: OutcomeProps['tone']; title: string; body: ReactNode } => {
    switch (order.status) {
      case 'pending':
        return {
          tone: 'info',
          title: 'Czekamy na potwierdzenie płatności',
          body: (
            <>
              <p role="status" className="outcome-waiting">
                <span className="outcome-spinner" aria-hidden="true" /> Operator płatności
                potwierdza wpłatę {amount} za: {order.productName}. Strona odświeży się sama.
              </p>
              <p>
                Płacisz przelewem? Potwierdzenie przychodzi po zaksięgowaniu na najbliższej sesji
                bankowej: możesz zamknąć tę stronę, napiszemy też mailem.
              </p>
            </>
          ),
        }
      case 'paid': {
        const unlocked = renewal ? RENEWAL_PAID : UNLOCKED[order.productId]
        return {
          tone: 'success',
          title: 'Płatność przyjęta',
          body: payer ? (
            <p>
              Dziękujemy! {forFirstName} ma już dostęp: {order.productName}. Potwierdzenie
              wysłaliśmy mailem.
            </p>
          ) : (
            <>
              <p>{unlocked.text}</p>
              <p>Potwierdzenie płatności ({amount}) wysłaliśmy mailem.</p>
              <p>
                <Link to={unlocked.to} className="button button-primary">
                  {unlocked.label}
                </Link>
              </p>
            </>
          ),
        }
      }
      case 'failed':
        return {
          tone: 'error',
          title: 'Płatność nie powiodła się',
          body: (
            <>
              <p>
                Operator płatności nie przyjął wpłaty {amount} za: {order.productName}. Pieniądze
                nie zostały pobrane. Możesz spróbować jeszcze raz, także inną metodą.
              </p>
              {renewal ? (
                backToBilling
              ) : (
                <>
                  <FormAlert>{error}</FormAlert>
                  <p>
                    <Button
                      busy={busy}
                      busyLabel="Przekierowanie do płatności…"
                      onClick={() => void payAgain()}
                    >
                      <RotateCw aria-hidden="true" />
                      Spróbuj ponownie
                    </Button>
                  </p>
                </>
              )}
            </>
          ),
        }
      case 'expired':
        return {
          tone: 'info',
          title: 'Zamówienie wygasło',
          body: (
            <>
              <p>
                Na płatność czekamy 30 minut od złożenia zamówienia. Nic nie zostało pobrane.
                {payer ? ' Poproś o nowy link do płatności.' : ''}
              </p>
              {renewal && backToBilling}
              {!payer && !renewal && (
                <p>
                  <Link to={CHECKOUT_OF[order.productId]} className="button button-primary">
                    Złóż zamówienie jeszcze raz
                  </Link>
                </p>
              )}
            </>
          ),
        }
      case 'refunded':
        return {
          tone: 'info',
          title: 'Płatność zwrócona',
          body: <p>Za to zamówienie zwróciliśmy pieniądze ({amount}).</p>,
        }
    }
  })()
  return (
    <article className="prose payment-outcome">
      <Outcome tone={outcome.tone} level={1} title={outcome.title}>
        {outcome.body}
      </Outcome>
    </article>
  )
}
