import type { SubscriptionPlan } from '@app/contract/constants'
import type { ReactNode } from 'react'
import { PLAN_VIEWS } from '../plans'
import '../checkout.css'

/**
 * The two pro plans side by side: the price a period with its VAT line, the yearly saving, and
 * the visitor's way on (`action`: sign in, choose, or nothing for a subscriber). Calls no API:
 * the public /pro is prerendered.
 */
export function ProPlans({
  action,
  chosen,
}: {
  action?: (plan: SubscriptionPlan) => ReactNode
  chosen?: SubscriptionPlan
}) {
  return (
    <ul className="pro-plans" aria-label="Plany Pakietu Pro">
      {PLAN_VIEWS.map((view) => (
        <li
          key={view.plan}
          className="pro-plan card"
          aria-current={view.plan === chosen ? 'true' : undefined}
        >
          <h3>{view.title}</h3>
          <p className="pro-plan-price">
            <strong>{view.price}</strong> {view.per}
          </p>
          <p className="pro-plan-vat">{view.vatLine}</p>
          {view.saving && <p className="pro-plan-saving">{view.saving}</p>}
          <p>{view.renewal}</p>
          {action?.(view.plan)}
        </li>
      ))}
    </ul>
  )
}
