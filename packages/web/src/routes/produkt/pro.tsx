import type { SubscriptionPlan } from '@app/contract/constants'
import { ROUTES } from '@app/domain/navigation/routes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { catalogueQuery } from '../../api/commerce/queries'
import { catalogueEntry } from '../../features/checkout/checkout-model'
import { CheckoutForm } from '../../features/checkout/components/checkout-form'
import { PlanChoice } from '../../features/checkout/components/plan-choice'
import { ProOffer } from '../../features/checkout/components/pro-offer'
import { planFromSearch } from '../../features/checkout/checkout-search'
import { refreshSession } from '../../api/user/session'
import { useSession } from '../../features/session/use-session'
import { guardArea } from '../../lib/access-guard'
import { pageHead } from '../../lib/seo'

/**
 * /produkt/pro (SPEC §2, decision 0121): the pro plans for a signed-in user and, with
 * `?plan=miesieczny|roczny`, that plan's checkout; a subscriber is told pro is active.
 */
export const Route = createFileRoute('/produkt/pro')({
  beforeLoad: guardArea('pro'),
  validateSearch: (search): { plan?: string } => {
    const plan = typeof search.plan === 'string' ? search.plan : undefined
    return planFromSearch(plan) ? { plan } : {}
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(catalogueQuery()),
  head: () =>
    pageHead({
      title: 'Pakiet Pro – wybierz plan',
      description:
        'Pakiet Pro: planer nauki, plan dominacji, fiszki i zadania. Plan miesięczny albo roczny, cena z VAT i płatność kartą.',
    }),
  component: ProPurchase,
})

function ProPurchase() {
  const { user } = useSession()
  const { plan: search } = Route.useSearch()
  if (!user) return null
  const chosen = planFromSearch(search)
  const action = (plan: SubscriptionPlan) =>
    plan === chosen ? <p>Wybrany plan</p> : <PlanChoice plan={plan} signedIn />
  return (
    <ProOffer subscriber={user.saasSubscription.isActive} chosen={chosen} action={action}>
      {/* A new form for each plan: its own Idempotency-Key for its own order. */}
      {chosen && <ProCheckout key={chosen} plan={chosen} userId={user.id} />}
    </ProOffer>
  )
}

function ProCheckout({ plan, userId }: { plan: SubscriptionPlan; userId: string }) {
  const { queryClient } = Route.useRouteContext()
  const { data: catalogue } = useSuspenseQuery(catalogueQuery())
  return (
    <CheckoutForm
      product={catalogueEntry(catalogue.items, plan)}
      userId={userId}
      next={{ to: ROUTES.products, label: 'Przejdź do moich produktów' }}
      onPaid={() => refreshSession(queryClient)}
    />
  )
}
