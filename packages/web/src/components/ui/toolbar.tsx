import type { ReactNode } from 'react'
import './toolbar.css'

export interface ToolbarProps {
  /** What the controls act on, e.g. 'Filtry i akcje talii'; names the group. */
  label: string
  /** Search and filters, at the start of the row. */
  start?: ReactNode
  /** Actions, at the end of the row. */
  end?: ReactNode
  className?: string
}

/**
 * A row of controls above a list (issue 26 §3): search and filters first, actions last; on a
 * phone the two parts wrap onto their own lines. A labelled group, not role="toolbar": that role
 * promises one tab stop with arrow keys between the controls, which plain fields and buttons do
 * not give.
 */
export function Toolbar({ label, start, end, className }: ToolbarProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={['toolbar', className].filter(Boolean).join(' ')}
    >
      {start ? <div className="toolbar-start">{start}</div> : null}
      {end ? <div className="toolbar-end">{end}</div> : null}
    </div>
  )
}
