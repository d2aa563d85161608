import type { SubscriptionPlan } from '@app/contract/constants'
import { PRO_CHAT_BENEFIT, TOOLS, TOOL_KEYS } from '@app/domain/access/tools'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ProPlans } from './pro-plans'
import '../checkout.css'

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/**
 * /produkt/pro: what pro gives, the two plans and, once one is chosen, its checkout
 * (`children`). A subscriber is told pro is on, with the way to manage it.
 */
export function ProOffer({
  subscriber,
  chosen,
  action,
  children,
}: {
  subscriber: boolean
  chosen?: SubscriptionPlan
  action: (plan: SubscriptionPlan) => ReactNode
  children?: ReactNode
}) {
  return (
    <article className="prose purchase-page" aria-labelledby="pro-offer-heading">
      <h1 id="pro-offer-heading">Pakiet Pro</h1>
      <p className="lead">Wszystkie narzędzia platformy do codziennej nauki w jednym pakiecie.</p>
      <h2>Co dostajesz</h2>
      <ul>
        {TOOL_KEYS.map((key) => (
          <li key={key}>
            <strong>{TOOLS[key].title}</strong>: {lowerFirst(TOOLS[key].description)}
          </li>
        ))}
        <li>{PRO_CHAT_BENEFIT}</li>
      </ul>
      {subscriber ? (
        <>
          <h2>Twój pakiet</h2>
          <p>Pakiet Pro jest aktywny: wszystkie narzędzia masz już w swoich produktach.</p>
          <div className="cta-row">
            <Link to={ROUTES.settingsBilling} className="button button-primary">
              Zarządzaj subskrypcją
            </Link>
            <Link to={ROUTES.products} className="button button-secondary">
              Przejdź do moich produktów
            </Link>
          </div>
        </>
      ) : (
        <>
          <h2>{chosen ? 'Twój plan' : 'Wybierz plan'}</h2>
          <ProPlans chosen={chosen} action={action} />
          {children}
        </>
      )}
    </article>
  )
}
