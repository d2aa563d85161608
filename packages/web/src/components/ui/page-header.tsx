import type { LucideIcon } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import './page-header.css'

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode
  /** One line of context under the title. */
  description?: ReactNode
  /** The page's main action (one button or link); it moves under the title on a phone. */
  action?: ReactNode
  /** A lucide icon for the page (the one of its menu item); decorative. */
  icon?: LucideIcon
  /** The h1's id, for a landmark it names. */
  titleId?: string
  /** The h1 as a focus target (e.g. after the item a user was on is deleted): focusable by script. */
  titleRef?: Ref<HTMLHeadingElement>
  className?: string
}

/** A page's header (issue 26 §3): the h1, one line of context and the main action. */
export function PageHeader({
  title,
  description,
  action,
  icon: Icon,
  titleId,
  titleRef,
  className,
}: PageHeaderProps) {
  return (
    <header className={['page-header', className].filter(Boolean).join(' ')}>
      {Icon ? <Icon aria-hidden="true" className="page-header-icon" /> : null}
      <div className="page-header-text">
        <h1
          id={titleId}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="page-header-title"
        >
          {title}
        </h1>
        {description ? <p className="page-header-description">{description}</p> : null}
      </div>
      {action ? <div className="page-header-action">{action}</div> : null}
    </header>
  )
}
