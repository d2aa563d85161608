import type { Subscription } from '@app/contract/commerce'
import { ROUTES } from '@app/domain/navigation/routes'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'
import { subscriptionQuery } from '../../../api/commerce/queries'
import { useNow } from '../../../lib/use-now'
import { graceText } from '../billing-model'
import '../billing.css'

/**
 * After a failed renewal: how long the pro tools stay on, with the way to billing. The
 * countdown follows the clock (hours in the last day).
 */
export function GraceBanner({ subscription }: { subscription: Subscription | null }) {
  const now = useNow(60_000)
  const text = graceText(subscription, now)
  if (!text) return null
  return (
    <div role="status" className="grace-banner">
      <p>
        <TriangleAlert aria-hidden="true" className="grace-banner-icon" /> {text}{' '}
        <Link to={ROUTES.settingsBilling}>Przejdź do rozliczeń</Link>
      </p>
    </div>
  )
}

/**
 * The banner where pro is used (the product area, settings). The subscription is read only for
 * a user whose pro is on (whoami's `saasSubscription.isActive`): nobody else can be in grace.
 */
export function SubscriptionGraceBanner({
  user,
}: {
  user: { id: string; saasSubscription: { isActive: boolean } } | null
}) {
  const proOn = !!user?.saasSubscription.isActive
  const { data } = useQuery({ ...subscriptionQuery(user?.id ?? ''), enabled: proOn })
  return proOn ? <GraceBanner subscription={data?.subscription ?? null} /> : null
}
