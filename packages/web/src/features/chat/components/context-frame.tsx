import { X, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import '../../../components/ui/ui.css'
import '../context.css'

export interface ContextFrameProps {
  /** The aside's name, e.g. 'Fiszka, o którą pytasz'. */
  label: string
  icon: LucideIcon
  /** The remove button's name, e.g. 'Usuń fiszkę z rozmowy'. */
  removeLabel: string
  /** A new conversation's context can be taken away before the first message. */
  onRemove?: () => void
  children: ReactNode
}

/** What a conversation asks about (a flashcard, an exercise): one frame for every context kind. */
export function ContextFrame({
  label,
  icon: Icon,
  removeLabel,
  onRemove,
  children,
}: ContextFrameProps) {
  return (
    <aside className="chat-context" aria-label={label}>
      <Icon aria-hidden="true" className="chat-context-icon" />
      <div className="chat-context-body">{children}</div>
      {onRemove ? (
        <button
          type="button"
          className="link-button chat-context-remove"
          onClick={onRemove}
          aria-label={removeLabel}
        >
          <X aria-hidden="true" />
        </button>
      ) : null}
    </aside>
  )
}
