import { chatMessageRefusal } from '@app/contract/chat'
import { Send, Square } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { FormAlert } from '../../../components/ui/form-alert'
import '../conversation.css'

export interface ComposerProps {
  /** The draft, kept by the page so that it survives until the server has taken it. */
  draft: string
  onDraftChange: (draft: string) => void
  /** Sends the draft; resolves with why it was refused, or null once it was taken. */
  onSend: (content: string) => Promise<string | null>
  /** An answer is being written: 'Zatrzymaj' (or Esc) instead of 'Wyślij'. */
  streaming: boolean
  onStop: () => void
  /** The allowance is spent (or the page is not ready): nothing can be typed or sent. */
  disabled: boolean
  /** Under the field: the allowance line, or the limit's way on. */
  footer?: ReactNode
  /** Above the field: the context the message is about (a flashcard). */
  context?: ReactNode
}

/**
 * The message field: Enter sends, Shift+Enter breaks the line. A refusal (empty, too long, over
 * the limit, no connection) is said under the field and the text stays as typed.
 */
export function Composer({
  draft,
  onDraftChange,
  onSend,
  streaming,
  onStop,
  disabled,
  footer,
  context,
}: ComposerProps) {
  const fieldId = useId()
  const errorId = `${fieldId}-error`
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)

  const send = async () => {
    if (sending || streaming || disabled) return
    const refusal = chatMessageRefusal(draft)
    if (refusal) {
      setError(refusal)
      field.current?.focus()
      return
    }
    setError(null)
    setSending(true)
    const refused = await onSend(draft)
    setSending(false)
    setError(refused)
    field.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && streaming) {
      event.preventDefault()
      onStop()
      return
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void send()
  }

  return (
    <form
      className="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      {context}
      <label htmlFor={fieldId} className="visually-hidden">
        Twoja wiadomość
      </label>
      <div className="chat-composer-row">
        <textarea
          ref={field}
          id={fieldId}
          className="chat-composer-field"
          rows={2}
          value={draft}
          placeholder="Napisz, z czym się mierzysz…"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <button type="button" className="button button-secondary" onClick={onStop}>
            <Square aria-hidden="true" />
            Zatrzymaj
          </button>
        ) : (
          <button
            type="submit"
            className="button button-primary"
            disabled={disabled || sending}
            aria-busy={sending || undefined}
          >
            <Send aria-hidden="true" />
            Wyślij
          </button>
        )}
      </div>
      {error ? (
        <FormAlert>
          <span id={errorId}>{error}</span>
        </FormAlert>
      ) : null}
      {footer}
    </form>
  )
}
