import { Outlet, createFileRoute } from '@tanstack/react-router'
import { SubscriptionGraceBanner } from '../../features/billing/components/grace-banner'
import { useSession } from '../../features/session/use-session'
import { guardArea } from '../../lib/access-guard'

/** The whole /produkt tree needs a signed-in user; its pages add their own area's rule. */
export const Route = createFileRoute('/produkt')({
  beforeLoad: guardArea('signed-in'),
  component: ProductArea,
})

/** Above every product page: the grace banner after a failed pro renewal. */
function ProductArea() {
  const { user } = useSession()
  return (
    <>
      <SubscriptionGraceBanner user={user} />
      <Outlet />
    </>
  )
}
