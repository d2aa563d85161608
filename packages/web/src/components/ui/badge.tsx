import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import './badge.css'

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger'

export interface BadgeProps {
  children: ReactNode
  /** The colour; the text must say the status too (colour is never the only cue). */
  tone?: BadgeTone
  /** A lucide icon beside the text; decorative. */
  icon?: LucideIcon
  className?: string
}

/** A short status or count in a pill (e.g. 'obejrzane', 'Nowe', '3 do powtórki'). */
export function Badge({ children, tone = 'neutral', icon: Icon, className }: BadgeProps) {
  return (
    <span className={['badge', `badge-${tone}`, className].filter(Boolean).join(' ')}>
      {Icon ? <Icon aria-hidden="true" className="badge-icon" /> : null}
      {children}
    </span>
  )
}
