import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@app/contract/constants'
import { ROUTES } from '@app/domain/navigation/routes'

/**
 * The checkout's search values, read by route definitions (validateSearch): plain values only,
 * so that a route's definition brings no copy, catalogue or schema into the first download.
 */

/** `?plan=` of /produkt/pro, in Polish as the app's other search values. */
const PLAN_SEARCH: Record<SubscriptionPlan, string> = {
  'pro-monthly': 'miesieczny',
  'pro-yearly': 'roczny',
}

export const planSearchValue = (plan: SubscriptionPlan): string => PLAN_SEARCH[plan]

/** The plan a `?plan=` value names; anything else is no choice yet. */
export function planFromSearch(value: unknown): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((plan) => PLAN_SEARCH[plan] === value)
}

/** Where a plan's checkout is: /produkt/pro with the plan chosen, e.g. after signing in. */
export const planCheckoutHref = (plan: SubscriptionPlan): string =>
  `${ROUTES.proCheckout}?plan=${PLAN_SEARCH[plan]}`

/** `?powod=` of the KED checkout's error page: why the form's order can no longer be paid. */
export const CHECKOUT_FAILURE_REASONS = ['wygaslo', 'nieudana', 'oplacone'] as const
export type CheckoutFailure = (typeof CHECKOUT_FAILURE_REASONS)[number]

/** `?powod=` read as a known reason, anything else as none. */
export function failureFromSearch(value: unknown): CheckoutFailure | undefined {
  return CHECKOUT_FAILURE_REASONS.find((reason) => reason === value)
}
