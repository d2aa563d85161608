import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ordersQuery, subscriptionQuery } from '../../../api/commerce/queries'
import { refreshSession } from '../../../api/user/session'
import { NestedRouteError } from '../../../components/feedback/route-error'
import { SettingsPending } from '../../../features/settings/components/settings-pending'
import { PaymentHistory } from '../../../features/billing/components/payment-history'
import { SubscriptionPanel } from '../../../features/billing/components/subscription-panel'
import { useSession } from '../../../features/session/use-session'
import { useNow } from '../../../lib/use-now'
import { pageHead } from '../../../lib/seo'

/** 'Rozliczenia': the pro subscription and the payment history (issue 'Commerce' §5). */
export const Route = createFileRoute('/ustawienia/rozliczenia/')({
  loader: async ({ context: { queryClient, session } }) => {
    if (!session.user) return
    await Promise.all([
      queryClient.ensureQueryData(ordersQuery(session.user.id)),
      queryClient.ensureQueryData(subscriptionQuery(session.user.id)),
    ])
  },
  head: () =>
    pageHead({
      title: 'Rozliczenia',
      description: 'Twój Pakiet Pro, jego odnowienia i karta oraz historia płatności.',
    }),
  pendingComponent: () => <SettingsPending />,
  errorComponent: NestedRouteError,
  component: BillingPage,
})

function BillingPage() {
  const { user } = useSession()
  return user ? <Billing userId={user.id} /> : null
}

function Billing({ userId }: { userId: string }) {
  const { queryClient } = Route.useRouteContext()
  const { data: orders } = useSuspenseQuery(ordersQuery(userId))
  const { data: state } = useSuspenseQuery(subscriptionQuery(userId))
  const now = useNow(60_000)
  return (
    <>
      <SubscriptionPanel
        userId={userId}
        subscription={state.subscription}
        now={now}
        // A cancel in grace ends the tools at once: whoami's features follow.
        onChanged={() => refreshSession(queryClient)}
      />
      <PaymentHistory orders={orders.items} />
    </>
  )
}
