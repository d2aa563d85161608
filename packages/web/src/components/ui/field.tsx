import { useId, type ReactNode } from 'react'

/** What a field's control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldProps {
  label: string
  /** Always visible help under the label, e.g. password rules. */
  hint?: string
  /** The field's validation message; marks the control invalid and is read with it. */
  error?: string
  /** Further ids that describe the control (e.g. a save state shown after the field). */
  describedBy?: string
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/** The label, hint and error around one form control (TextField, TextArea). */
export function Field({ label, hint, error, describedBy, className, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds,
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
