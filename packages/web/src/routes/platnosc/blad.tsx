import type { OrderStatus } from '@app/contract/constants'
import { KSUID_PATTERN } from '@app/contract/constants'
import { ROUTES } from '@app/domain/routes'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { NotFound } from '../../components/feedback/not-found'
import { WatchedOrder } from '../../features/payment-outcome/components/watched-order'
import { outcomePageOf } from '../../features/payment-outcome/outcome-copy'
import { refreshSession } from '../../features/session/api/session-query'
import { useSession } from '../../features/session/use-session'
import { guardArea } from '../../lib/access-guard'
import { textParam } from '../../lib/route-params'
import { pageHead } from '../../lib/seo'

/**
 * /platnosc/blad (SPEC §2): where the provider returns a buyer of pro, the parents' course or
 * the chat pack (`?zamowienie=<ksuid>`, decision 0122); it shows the order's real status.
 */
export const Route = createFileRoute('/platnosc/blad')({
  beforeLoad: guardArea('purchase'),
  validateSearch: ({ zamowienie }): { zamowienie?: string } => {
    const id = textParam(zamowienie)
    return id && KSUID_PATTERN.test(id) ? { zamowienie: id } : {}
  },
  head: () =>
    pageHead({ title: 'Płatność nie powiodła się', description: 'Stan płatności za zamówienie.' }),
  component: PaymentErrorPage,
})

function PaymentErrorPage() {
  const { user } = useSession()
  const { zamowienie } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onStatus = useCallback(
    (status: OrderStatus) => {
      if (outcomePageOf(status) !== 'sukces') return
      void navigate({ to: ROUTES.paymentSuccess, search: { zamowienie }, replace: true })
    },
    [navigate, zamowienie],
  )
  const { queryClient } = Route.useRouteContext()
  const onPaid = useCallback(() => refreshSession(queryClient), [queryClient])
  if (!zamowienie) return <NotFound />
  if (!user) return null
  return <WatchedOrder orderId={zamowienie} buyerId={user.id} onStatus={onStatus} onPaid={onPaid} />
}
