import type { ReactNode } from 'react'
import { NEW_TAB } from '../copy'
import '../community.css'

/**
 * A link to another service, opened in a new tab. Its accessible name says so (visually hidden
 * text); the arrow is decoration.
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
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden"> {NEW_TAB}</span>
    </a>
  )
}
