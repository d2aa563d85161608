import type { ReactNode } from 'react'
import '../checkout.css'

/** A checkout's page: its heading, one line of context, then the form (or why there is none). */
export function PurchasePage({
  title,
  lead,
  children,
}: {
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <article className="prose purchase-page" aria-labelledby="purchase-heading">
      <h1 id="purchase-heading">{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </article>
  )
}
