import { createFileRoute } from '@tanstack/react-router'
import { PlanChoice } from '../features/checkout/components/plan-choice'
import { ProPlans } from '../features/checkout/components/pro-plans'
import { ProPage, type ProVisitor } from '../features/info-pages/components/pro-page'
import { useSession } from '../features/session/use-session'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/pro')({
  head: () =>
    pageHead({
      title: 'Subskrypcja pro',
      description:
        'Co daje subskrypcja pro: planer nauki, plan dominacji, fiszki i zadania na platformie Efektywna Nauka. Plan miesięczny albo tańszy w przeliczeniu plan roczny.',
      image: 'pro',
    }),
  component: ProRoute,
})

function ProRoute() {
  const { user } = useSession()
  const visitor: ProVisitor = !user
    ? 'guest'
    : user.saasSubscription.isActive
      ? 'subscriber'
      : 'member'
  // A guest signs in and comes back to the plan's checkout; a subscriber has nothing to choose.
  const plans = (
    <ProPlans
      action={
        visitor === 'subscriber'
          ? undefined
          : (plan) => <PlanChoice plan={plan} signedIn={visitor === 'member'} />
      }
    />
  )
  return <ProPage visitor={visitor} plans={plans} />
}
