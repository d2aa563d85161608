import { ROUTES } from '@app/domain/navigation/routes'
import { Link, createFileRoute } from '@tanstack/react-router'
import {
  CHECKOUT_FAILURES,
  CHECKOUT_FAILURE_DEFAULT,
} from '../../../../features/checkout/checkout-failure'
import {
  failureFromSearch,
  type CheckoutFailure,
} from '../../../../features/checkout/checkout-search'
import { RotateCw } from 'lucide-react'
import { PurchasePage } from '../../../../features/checkout/components/purchase-page'
import { guardArea } from '../../../../lib/access-guard'
import { pageHead } from '../../../../lib/seo'

/** The KED checkout could not start (SPEC §2): why, and a new attempt with a new order. */
export const Route = createFileRoute('/produkt/zakup/kurs-efektywnego-dzialania/blad')({
  beforeLoad: guardArea('purchase'),
  validateSearch: (search): { powod?: CheckoutFailure } => {
    const powod = failureFromSearch(search.powod)
    return powod ? { powod } : {}
  },
  head: () =>
    pageHead({
      title: 'Nie udało się rozpocząć płatności',
      description:
        'Zamówienie Kursu Efektywnego Działania nie mogło przejść do płatności. Sprawdź dlaczego i spróbuj ponownie.',
    }),
  component: KedCheckoutError,
})

function KedCheckoutError() {
  const { powod } = Route.useSearch()
  const { message, detail } = powod ? CHECKOUT_FAILURES[powod] : CHECKOUT_FAILURE_DEFAULT
  return (
    <PurchasePage title="Nie udało się rozpocząć płatności" lead={message}>
      <p>{detail}</p>
      <div className="cta-row">
        <Link to={ROUTES.kedCheckout} className="button button-primary">
          <RotateCw aria-hidden="true" />
          Spróbuj ponownie
        </Link>
        <Link to={ROUTES.kedOffer} className="button button-secondary">
          Wróć do opisu kursu
        </Link>
      </div>
    </PurchasePage>
  )
}
