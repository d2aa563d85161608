import type { LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import './empty-state.css'

export interface EmptyStateProps {
  /** A lucide icon that stands for what is missing; decorative (the text says it). */
  icon: LucideIcon
  /**
   * The one sentence. With `heading` it is the section's heading and names the section;
   * otherwise a paragraph.
   */
  title: ReactNode
  heading?: 'h2' | 'h3'
  /** The sentence is a status message, read out when it appears (e.g. a filter that finds nothing). */
  live?: boolean
  /** A second line when the sentence needs a word of context. */
  description?: ReactNode
  /** The one next step: a link or a button (a secondary alternative may sit beside it). */
  action?: ReactNode
  className?: string
}

/** An empty list or page: an icon, one sentence, one next step (issue 26 §2). */
export function EmptyState({
  icon: Icon,
  title,
  heading,
  live = false,
  description,
  action,
  className,
}: EmptyStateProps) {
  const id = useId()
  const Heading = heading
  const classes = ['empty-state', className].filter(Boolean).join(' ')
  const body = (
    <>
      <Icon aria-hidden="true" className="empty-state-icon" />
      {Heading ? (
        <Heading id={id} className="empty-state-title">
          {title}
        </Heading>
      ) : (
        <p className="empty-state-title" role={live ? 'status' : undefined}>
          {title}
        </p>
      )}
      {description ? <p className="empty-state-description">{description}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </>
  )
  return Heading ? (
    <section className={classes} aria-labelledby={id}>
      {body}
    </section>
  ) : (
    <div className={classes}>{body}</div>
  )
}
