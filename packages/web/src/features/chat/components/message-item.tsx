import type { ChatMessageStatus, ChatRole } from '@app/contract/chat'
import { LifeBuoy, RotateCw } from 'lucide-react'
import { RichText } from '../../../components/rich-text/rich-text'
import { INTERRUPTED_NOTE, STOPPED_NOTE } from '../chat-copy'
import '../conversation.css'

export interface MessageView {
  id: string
  role: ChatRole
  content: string
  /** 'streaming' while the answer is being written. */
  status: ChatMessageStatus | 'streaming'
}

export interface MessageItemProps {
  message: MessageView
  /** The conversation's last answer: it may be written again. */
  onRegenerate?: () => void
}

/**
 * One message: the student's as typed, the tutor's as Markdown with math. An answer that was
 * stopped says so; one cut short keeps its text and offers to try again.
 */
export function MessageItem({ message, onRegenerate }: MessageItemProps) {
  const { role, content, status } = message
  if (role === 'user') {
    return (
      <li className="chat-message chat-message-user">
        <h3 className="visually-hidden">Ty</h3>
        <p className="chat-message-text">{content}</p>
      </li>
    )
  }
  const broken = status === 'INTERRUPTED' || status === 'ERROR'
  return (
    <li
      className={`chat-message chat-message-tutor${status === 'SAFETY' ? ' chat-message-safety' : ''}`}
      aria-busy={status === 'streaming' || undefined}
    >
      <h3 className="visually-hidden">Tutor</h3>
      {status === 'SAFETY' ? <LifeBuoy aria-hidden="true" className="chat-safety-icon" /> : null}
      {content ? <RichText source={content} /> : <p className="chat-typing">Piszę…</p>}
      {status === 'STOPPED' ? <p className="chat-message-note">{STOPPED_NOTE}</p> : null}
      {broken ? <p className="chat-message-note chat-message-broken">{INTERRUPTED_NOTE}</p> : null}
      {onRegenerate ? (
        <p className="chat-message-actions">
          <button type="button" className="button button-secondary" onClick={onRegenerate}>
            <RotateCw aria-hidden="true" />
            {broken ? 'Spróbuj ponownie' : 'Wygeneruj ponownie'}
          </button>
        </p>
      ) : null}
    </li>
  )
}
