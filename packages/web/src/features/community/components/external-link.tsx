import type { ReactNode } from 'react'
import { ExternalLink as ExternalIcon } from 'lucide-react'
import { NEW_TAB } from '../copy'
import '../community.css'

/**
 * A link to another service, opened in a new tab. Its accessible name says so (visually hidden
 * text); the icon is decoration.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string
  children: ReactNode
  className?: string
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <ExternalIcon aria-hidden="true" className="external-link-icon" />
      <span className="visually-hidden"> {NEW_TAB}</span>
    </a>
  )
}
