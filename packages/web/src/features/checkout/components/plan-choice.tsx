import type { SubscriptionPlan } from '@app/contract/constants'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { planCheckoutHref, planSearchValue } from '../checkout-search'
import { planView } from '../plans'

/**
 * A plan card's way on: a signed-in visitor chooses it (/produkt/pro?plan=…, the checkout); a
 * guest signs in first and comes back to that checkout.
 */
export function PlanChoice({ plan, signedIn }: { plan: SubscriptionPlan; signedIn: boolean }) {
  const which = planView(plan).title.toLowerCase()
  if (!signedIn) {
    return (
      <Link
        to={ROUTES.login}
        search={{ redirect: planCheckoutHref(plan) }}
        className="button button-primary"
      >
        Zaloguj się, aby kupić<span className="visually-hidden"> ({which})</span>
      </Link>
    )
  }
  return (
    <Link
      to={ROUTES.proCheckout}
      search={{ plan: planSearchValue(plan) }}
      className="button button-primary"
    >
      Wybieram {which}
    </Link>
  )
}
