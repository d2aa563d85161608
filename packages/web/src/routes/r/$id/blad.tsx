import { createFileRoute } from '@tanstack/react-router'
import type { OrderStatus } from '@app/contract/constants'
import { ROUTES } from '@app/domain/routes'
import { useCallback } from 'react'
import { WatchedOrder } from '../../../features/payment-outcome/components/watched-order'
import { outcomePageOf } from '../../../features/payment-outcome/outcome-copy'
import { ksuidOrNotFound } from '../../../lib/route-params'
import { pageHead } from '../../../lib/seo'

/** /r/{id}/blad (SPEC §2): what became of a parent's payment, from the order's real status. */
export const Route = createFileRoute('/r/$id/blad')({
  params: {
    parse: ({ id }: { id: string }) => ({ id: ksuidOrNotFound(id) }),
    stringify: (params: { id: string }) => params,
  },
  head: () =>
    pageHead({ title: 'Płatność nie powiodła się', description: 'Stan płatności za zamówienie.' }),
  component: ParentPaymentError,
})

function ParentPaymentError() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const onStatus = useCallback(
    (status: OrderStatus) => {
      if (outcomePageOf(status) !== 'sukces') return
      void navigate({ to: ROUTES.parentPaymentSuccess, params: { id }, replace: true })
    },
    [navigate, id],
  )
  return <WatchedOrder orderId={id} onStatus={onStatus} />
}
