import { KSUID_PATTERN } from '@app/contract/constants'
import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { guardArea } from '../../lib/access-guard'
import { textParam } from '../../lib/route-params'
import { pageHead } from '../../lib/seo'
import { OrderOutcomePage } from '../-components/order-outcome-page'

/**
 * /platnosc/sukces (SPEC §2): where the provider returns a buyer of pro, the parents' course or
 * the chat pack (`?zamowienie=<ksuid>`, decision 0122).
 */
export const Route = createFileRoute('/platnosc/sukces')({
  beforeLoad: guardArea('purchase'),
  validateSearch: ({ zamowienie }): { zamowienie?: string } => {
    const id = textParam(zamowienie)
    return id && KSUID_PATTERN.test(id) ? { zamowienie: id } : {}
  },
  head: () =>
    pageHead({ title: 'Płatność przyjęta', description: 'Stan płatności za zamówienie.' }),
  component: PaymentSuccessPage,
})

function PaymentSuccessPage() {
  const { zamowienie } = Route.useSearch()
  const navigate = Route.useNavigate()
  const goTo = useCallback(
    (wanted: 'sukces' | 'blad') =>
      void navigate({
        to: wanted === 'sukces' ? ROUTES.paymentSuccess : ROUTES.paymentError,
        search: { zamowienie },
        replace: true,
      }),
    [navigate, zamowienie],
  )
  return <OrderOutcomePage orderId={zamowienie} page="sukces" goTo={goTo} audience="buyer" />
}
