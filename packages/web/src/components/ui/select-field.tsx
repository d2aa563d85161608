import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { Field } from './field'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  hint?: string
  error?: string
  /** The `<option>`s. */
  children: ReactNode
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select; takes react-hook-form's `register('name')` like TextField. */
export function SelectField({
  label,
  hint,
  error,
  className,
  ref,
  children,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} describedBy={describedBy} className={className}>
      {(control) => (
        <select {...select} ref={ref} {...control}>
          {children}
        </select>
      )}
    </Field>
  )
}
