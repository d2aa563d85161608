import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@app/contract/constants'
import { PRODUCTS, yearlySaving } from '@app/domain/commerce/catalogue'
import { formatPln, vatLine } from '@app/domain/commerce/money'

/**
 * The two pro plans as the offer shows them (decision 0121), from the domain's catalogue: the
 * public /pro is prerendered and calls no API. Free of zod, for that page's first download.
 */

export interface PlanView {
  plan: SubscriptionPlan
  title: string
  price: string
  /** '/ miesiąc', '/ rok'. */
  per: string
  vatLine: string
  /** 'Oszczędzasz 189,00 zł (32%)' for the yearly plan. */
  saving: string | null
  renewal: string
}

export function planView(plan: SubscriptionPlan): PlanView {
  const { price } = PRODUCTS[plan]
  const yearly = plan === 'pro-yearly'
  const saving = yearlySaving()
  return {
    plan,
    title: yearly ? 'Plan roczny' : 'Plan miesięczny',
    price: formatPln(price),
    per: yearly ? '/ rok' : '/ miesiąc',
    vatLine: vatLine(price),
    saving: yearly ? `Oszczędzasz ${formatPln(saving.amount)} (${saving.percent}%)` : null,
    renewal: yearly
      ? 'Odnawia się co rok. Możesz anulować w każdej chwili.'
      : 'Odnawia się co miesiąc. Możesz anulować w każdej chwili.',
  }
}

export const PLAN_VIEWS: readonly PlanView[] = SUBSCRIPTION_PLANS.map(planView)
