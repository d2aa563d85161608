import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { TextField } from '../../../components/ui/text-field'
import '../blog-editor.css'

export interface UrlPanelField {
  name: string
  label: string
  initial: string
  type: 'url' | 'text'
}

type Values = Partial<Record<string, string>>

/**
 * A small inline dialog of the toolbar (link or image address). It lives inside the article's
 * form, so it is a group rather than a nested form: Enter in a field applies it, Escape cancels,
 * and neither submits the article.
 */
export function UrlPanel({
  title,
  fields,
  submitLabel,
  validate,
  onSubmit,
  onCancel,
  extra,
}: {
  title: string
  fields: UrlPanelField[]
  submitLabel: string
  validate: (values: Values) => Values
  onSubmit: (values: Values) => void
  onCancel: () => void
  extra?: ReactNode
}) {
  const titleId = useId()
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial])),
  )
  const [errors, setErrors] = useState<Values>({})
  const firstRef = useRef<HTMLInputElement>(null)
  useEffect(() => firstRef.current?.focus(), [])

  const apply = () => {
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(values)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      apply()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    }
  }

  return (
    <div role="group" aria-labelledby={titleId} className="url-panel">
      <p id={titleId} className="url-panel-title">
        {title}
      </p>
      {fields.map((field, index) => (
        <TextField
          key={field.name}
          ref={index === 0 ? firstRef : undefined}
          label={field.label}
          type={field.type}
          inputMode={field.type === 'url' ? 'url' : undefined}
          spellCheck={field.type === 'url' ? false : undefined}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          onKeyDown={onKeyDown}
        />
      ))}
      <div className="url-panel-actions">
        <button type="button" className="button button-primary" onClick={apply}>
          {submitLabel}
        </button>
        {extra}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </div>
  )
}
