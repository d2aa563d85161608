import type { OrderStatus } from '@app/contract/constants'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { NotFound } from '../../components/feedback/not-found'
import { WatchedOrder } from '../../features/payment-outcome/components/watched-order'
import { outcomePageOf } from '../../features/payment-outcome/outcome-copy'
import { refreshSession } from '../../api/user/session'
import { useSession } from '../../features/session/use-session'

export type OutcomePage = 'status' | 'sukces' | 'blad'

interface OrderOutcomePageProps {
  /** Undefined when the address names no (well-formed) order: the not-found page. */
  orderId: string | undefined
  page: OutcomePage
  /** Goes to the flow's success or error address (kept stable by the route). */
  goTo: (page: Exclude<OutcomePage, 'status'>) => void
  /** The buyer reads their own order; a payer (a parent on /r/{id}) what the link shows. */
  audience: 'buyer' | 'payer'
}

/**
 * The pages a payment returns to, and their success and error pages (SPEC §2, decision 0122):
 * each reads the order's real status and the address follows it (…/sukces when paid, …/blad
 * when not), so a success address opened without paying shows no success.
 */
export function OrderOutcomePage({ orderId, page, goTo, audience }: OrderOutcomePageProps) {
  const { user } = useSession()
  const queryClient = useQueryClient()
  const onStatus = useCallback(
    (status: OrderStatus) => {
      const wanted = outcomePageOf(status)
      if (wanted !== null && wanted !== page) goTo(wanted)
    },
    [page, goTo],
  )
  const onPaid = useCallback(() => refreshSession(queryClient), [queryClient])
  if (!orderId) return <NotFound />
  if (audience === 'payer') return <WatchedOrder orderId={orderId} onStatus={onStatus} />
  if (!user) return null
  return <WatchedOrder orderId={orderId} buyerId={user.id} onStatus={onStatus} onPaid={onPaid} />
}
