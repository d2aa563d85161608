import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import './outcome.css'

export interface OutcomeProps {
  tone: 'success' | 'error' | 'info'
  title: string
  /** The heading's level in the page (default 2). */
  level?: 1 | 2
  children?: ReactNode
}

/**
 * The result of an action that replaces a form or a pending state (sign-up sent, link confirmed,
 * message delivered…). Its heading takes the focus, so keyboard and screen-reader users land on
 * the news, and it is read once.
 */
const ICONS: Record<OutcomeProps['tone'], LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
}

export function Outcome({ tone, title, level = 2, children }: OutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Keyed on the title: one outcome can follow another in the same place.
  useEffect(() => headingRef.current?.focus(), [title])
  const Heading = level === 1 ? 'h1' : 'h2'
  const Icon = ICONS[tone]
  return (
    <div className={`outcome outcome-${tone}`}>
      <Heading ref={headingRef} tabIndex={-1}>
        <Icon aria-hidden="true" className="outcome-icon" />
        {title}
      </Heading>
      {children}
    </div>
  )
}
