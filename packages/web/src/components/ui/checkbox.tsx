import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** Text, or text with a link (e.g. the terms the box accepts). */
  label: ReactNode
  hint?: string
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled checkbox; takes react-hook-form's `register('name')` like TextField. */
export function Checkbox({ label, hint, error, className, ref, ...input }: CheckboxProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={['field', 'field-checkbox', className].filter(Boolean).join(' ')}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
