import { useEffect, useRef, type ReactNode } from 'react'
import '../account.css'

export interface OutcomeProps {
  tone: 'success' | 'error'
  title: string
  children?: ReactNode
}

/**
 * The final state of an account flow (link sent, password changed, link expired…). It replaces
 * the form, so its heading takes the focus: keyboard and screen-reader users land on the news
 * (and it is read once, not a second time by a live region).
 */
export function Outcome({ tone, title, children }: OutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Keyed on the title: one Outcome can follow another in the same place.
  useEffect(() => headingRef.current?.focus(), [title])

  return (
    <div className={`account-outcome account-outcome-${tone}`}>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  )
}
