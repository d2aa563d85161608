import { ROUTES } from '@app/domain/navigation/routes'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { OrderOutcomePage, type OutcomePage } from '../../-components/order-outcome-page'

const PAGES = {
  ked: { sukces: ROUTES.kedOrderSuccess, blad: ROUTES.kedOrderError },
  mw: { sukces: ROUTES.mwOrderSuccess, blad: ROUTES.mwOrderError },
} as const

/** The outcome pages of a course purchase: `/zakup/<course>/{ksuid}` and its /sukces, /blad. */
export function PurchaseOutcome({
  ksuid,
  flow,
  page,
}: {
  ksuid: string
  flow: keyof typeof PAGES
  page: OutcomePage
}) {
  const navigate = useNavigate()
  const goTo = useCallback(
    (wanted: 'sukces' | 'blad') =>
      void navigate({ to: PAGES[flow][wanted], params: { ksuid }, replace: true }),
    [navigate, flow, ksuid],
  )
  return <OrderOutcomePage orderId={ksuid} page={page} goTo={goTo} audience="buyer" />
}
