import type { OrderStatus } from '@app/contract/constants'
import { ROUTES } from '@app/domain/routes'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { WatchedOrder } from '../../../features/payment-outcome/components/watched-order'
import { outcomePageOf } from '../../../features/payment-outcome/outcome-copy'
import { refreshSession } from '../../../features/session/api/session-query'
import { useSession } from '../../../features/session/use-session'
import { ksuidOrNotFound } from '../../../lib/route-params'

/** The order id of the outcome routes: a KSUID, anything else is not found. */
export const ksuidParams = {
  parse: ({ ksuid }: { ksuid: string }) => ({ ksuid: ksuidOrNotFound(ksuid) }),
  stringify: (params: { ksuid: string }) => params,
}

const PAGES = {
  ked: { sukces: ROUTES.kedOrderSuccess, blad: ROUTES.kedOrderError },
  mw: { sukces: ROUTES.mwOrderSuccess, blad: ROUTES.mwOrderError },
} as const

/**
 * Where the provider returns a buyer (`…/{ksuid}`), and the purchase's success and error pages
 * (SPEC §2): each reads the order's real status, and the address follows it (…/sukces when paid,
 * …/blad when not), so a success address opened without paying shows no success.
 */
export function OrderOutcomePage({
  ksuid,
  flow,
  page,
}: {
  ksuid: string
  flow: keyof typeof PAGES
  page: 'status' | 'sukces' | 'blad'
}) {
  const { user } = useSession()
  const navigate = useNavigate()
  const onStatus = useCallback(
    (status: OrderStatus) => {
      const wanted = outcomePageOf(status)
      if (wanted === null || wanted === page) return
      void navigate({ to: PAGES[flow][wanted], params: { ksuid }, replace: true })
    },
    [navigate, flow, page, ksuid],
  )
  const queryClient = useQueryClient()
  const onPaid = useCallback(() => refreshSession(queryClient), [queryClient])
  if (!user) return null
  return <WatchedOrder orderId={ksuid} buyerId={user.id} onStatus={onStatus} onPaid={onPaid} />
}
