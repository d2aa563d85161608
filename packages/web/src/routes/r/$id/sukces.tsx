import { ROUTES } from '@app/domain/navigation/routes'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ksuidOrNotFound } from '../../../lib/route-params'
import { pageHead } from '../../../lib/seo'
import { OrderOutcomePage } from '../../-components/order-outcome-page'

/** /r/{id}/sukces (SPEC §2): what became of a parent's payment, from the order's real status. */
export const Route = createFileRoute('/r/$id/sukces')({
  params: {
    parse: ({ id }: { id: string }) => ({ id: ksuidOrNotFound(id) }),
    stringify: (params: { id: string }) => params,
  },
  head: () =>
    pageHead({ title: 'Płatność przyjęta', description: 'Stan płatności za zamówienie.' }),
  component: ParentPaymentSuccess,
})

function ParentPaymentSuccess() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const goTo = useCallback(
    (wanted: 'sukces' | 'blad') =>
      void navigate({
        to: wanted === 'sukces' ? ROUTES.parentPaymentSuccess : ROUTES.parentPaymentError,
        params: { id },
        replace: true,
      }),
    [navigate, id],
  )
  return <OrderOutcomePage orderId={id} page="sukces" goTo={goTo} audience="payer" />
}
