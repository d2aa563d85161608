import type { InputHTMLAttributes, Ref } from 'react'
import { Field } from './field'

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
export function TextField({
  label,
  hint,
  error,
  className,
  ref,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} describedBy={describedBy} className={className}>
      {(control) => <input type="text" {...input} ref={ref} {...control} />}
    </Field>
  )
}
