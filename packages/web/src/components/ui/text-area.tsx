import type { Ref, TextareaHTMLAttributes } from 'react'
import { Field } from './field'
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
  'aria-describedby': describedBy,
  ...input
}: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} describedBy={describedBy} className={className}>
      {({ id, ...described }) => (
        <textarea {...input} ref={ref} id={id} rows={rows} className="text-area" {...described} />
      )}
    </Field>
  )
}
