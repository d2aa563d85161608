import { PRO_TOOL_TITLE, TOOLS, type ToolKey } from '@app/domain/access/tools'
import { ROUTES } from '@app/domain/navigation/routes'
import { Link } from '@tanstack/react-router'
import { Lock } from 'lucide-react'

/**
 * A tool's page for a user without the tool: what it does and the way to pro: 'Przejdź na pro'
 * leads to the pro purchase, /produkt/pro (decision 0120).
 */
export function ProToolOffer({ tool }: { tool: ToolKey }) {
  const { title, benefits } = TOOLS[tool]
  return (
    <article className="prose" aria-labelledby="pro-tool-heading">
      <p className="lead">
        <Lock aria-hidden="true" size={20} /> {title}
      </p>
      <h1 id="pro-tool-heading">{PRO_TOOL_TITLE}</h1>
      <p>{title} to część pakietu Pro. Co daje:</p>
      <ul>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <div className="cta-row">
        <Link to={ROUTES.proCheckout} className="button button-primary">
          Przejdź na pro
        </Link>
        <Link to={ROUTES.products} className="button button-secondary">
          Wróć do moich produktów
        </Link>
      </div>
    </article>
  )
}
