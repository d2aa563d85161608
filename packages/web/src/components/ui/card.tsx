import type { LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import './card.css'

export interface CardProps {
  /** The card's heading; with `stretched`, a link inside it (the card's one link). */
  title: ReactNode
  /** The heading's level where the card sits in the page's outline. */
  headingLevel?: 2 | 3 | 4
  /** A lucide icon for what the card stands for; decorative (the title says it). */
  icon?: LucideIcon
  /** One short line under the title: a status, a date, a count, badges. */
  meta?: ReactNode
  /** The body: a description, a progress bar, a list. */
  children?: ReactNode
  /** The card's actions, at its foot. */
  actions?: ReactNode
  /**
   * The whole card opens the title's link (block-link pattern): the link's hit area covers the
   * card, so there is still one link and no interactive element nested in another; `actions`
   * stay clickable above it.
   */
  stretched?: boolean
  /** 'done' for something finished (a success edge), 'muted' for something not open yet. */
  tone?: 'default' | 'done' | 'muted'
  /** 'li' inside a list of cards, 'article' for a self-contained item, else 'div'. */
  as?: 'article' | 'li' | 'div' | 'section'
  /** The element's id, e.g. for a link to the card. */
  id?: string
  className?: string
}

/** A card (issue 26 §3): icon, title, meta line, body and actions, labelled by its title. */
export function Card({
  title,
  headingLevel = 3,
  icon: Icon,
  meta,
  children,
  actions,
  stretched = false,
  tone = 'default',
  as: Element = 'div',
  id,
  className,
}: CardProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const classes = [
    'ui-card',
    tone !== 'default' && `ui-card-${tone}`,
    stretched && 'ui-card-stretched',
    className,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <Element id={id} className={classes} aria-labelledby={headingId}>
      <div className="ui-card-head">
        {Icon ? <Icon aria-hidden="true" className="ui-card-icon" /> : null}
        <div className="ui-card-heading">
          <Heading id={headingId} className="ui-card-title">
            {title}
          </Heading>
          {meta ? <div className="ui-card-meta">{meta}</div> : null}
        </div>
      </div>
      {children ? <div className="ui-card-body">{children}</div> : null}
      {actions ? <div className="ui-card-actions">{actions}</div> : null}
    </Element>
  )
}
