import { useId, type Ref, type TextareaHTMLAttributes } from 'react'
import './text-area.css'

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  hint?: string
  error?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input; takes react-hook-form's `register('name')` like TextField. */
export function TextArea({
  label,
  hint,
  error,
  className,
  ref,
  rows = 6,
  ...input
}: TextAreaProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <textarea
        {...input}
        ref={ref}
        id={id}
        rows={rows}
        className="text-area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
