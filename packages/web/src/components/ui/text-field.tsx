import { useId, type InputHTMLAttributes, type Ref } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Always visible help under the label, e.g. password rules. */
  hint?: string
  /** The field's validation message; marks the input invalid and is read with it. */
  error?: string
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled input. Spread react-hook-form's `register('name')` into it: name, onChange, onBlur
 * and ref reach the input.
 */
export function TextField({ label, hint, error, className, ref, ...input }: TextFieldProps) {
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
      <input
        type="text"
        {...input}
        ref={ref}
        id={id}
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
